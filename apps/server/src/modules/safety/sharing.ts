import { AccountType, adultAge, ageOn } from '@storyloom/domain';
import type { DB } from '../../db/index';
import { type SharingParty, sharingPartyById } from '../user/index';

/**
 * Who may send private things (a comic offer today; invitations, shared books later) to whom
 * (guides/children-safety.md "Who can reach a child"; decision 021):
 * - two adults (18 or older by their confirmed birthdays, neither a class student) may;
 * - otherwise only a registered relation may let them: a family plan (its parent and children)
 *   or a class (its teacher and students). The family-plan and classes modules register here;
 *   with none registered, nobody under 18 and no class student can be reached this way.
 * A stranger never reaches an under-13 or a class student.
 */
export type SharingRelation = (db: DB, from: SharingParty, to: SharingParty) => Promise<boolean>;

const relations = new Map<string, SharingRelation>();

/** A module that makes two accounts related (a family plan, a class) registers its check once. */
export function registerSharingRelation(name: string, relation: SharingRelation): () => void {
  relations.set(name, relation);
  return () => {
    relations.delete(name);
  };
}

export function isAdult(party: SharingParty, now: number): boolean {
  if (party.accountType === AccountType.CLASS_STUDENT || !party.birthday) return false;
  const age = ageOn(party.birthday, now);
  return age !== null && age >= adultAge;
}

export type SharingVerdict = { allowed: true; via: string } | { allowed: false };

/** Whether `fromId` may offer or send something privately to `toId`, and through what. */
export async function maySharePrivately(
  db: DB,
  fromId: string,
  toId: string,
  now: number,
): Promise<SharingVerdict> {
  const [from, to] = await Promise.all([sharingPartyById(db, fromId), sharingPartyById(db, toId)]);
  if (!from || !to || from.id === to.id) return { allowed: false };
  if (isAdult(from, now) && isAdult(to, now)) return { allowed: true, via: 'adults' };
  for (const [name, relation] of relations) {
    if (await relation(db, from, to)) return { allowed: true, via: name };
  }
  return { allowed: false };
}
