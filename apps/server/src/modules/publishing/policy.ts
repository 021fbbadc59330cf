import type { BookAction, BookActor } from '../books/index';
import type { EntryRow } from './queries/entries';

/**
 * Who may do what with the moderation queue. Publishing owns its queue entries and their
 * claims; the book behind an entry is the books policy's (`loadBook(..., action)` asks it):
 * staff `review` a book to see or claim its entry, and `moderate` it to feature, unfeature or
 * take it down. Only moderators and admins reach these calls (the routes ask for the staff role
 * and the second factor first).
 */
export const queueActions = {
  /** Seeing an entry, claiming it, approving, returning or resolving it. */
  entry: 'review',
  /** Acting on a published story outside the queue. */
  published: 'moderate',
} as const satisfies Record<string, BookAction>;

/**
 * A claim holds while its time lasts; an expired claim is nobody's (the claim query takes an
 * entry that is free, expired or the moderator's own in one conditional update).
 */
export function claimIsLive(entry: Pick<EntryRow, 'claimed_by' | 'claim_expires_at'>, now: number) {
  return (
    entry.claimed_by !== null && entry.claim_expires_at !== null && entry.claim_expires_at > now
  );
}

/** Only the moderator holding a claim lets go of it. */
export function mayRelease(actor: Pick<BookActor, 'id'>, entry: Pick<EntryRow, 'claimed_by'>) {
  return entry.claimed_by === actor.id;
}
