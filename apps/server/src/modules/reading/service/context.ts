import type { ClassPermissions } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/index';
import type { Clock } from '../../../platform/clock';

export interface ReadingContext {
  db: DB;
  clock: Clock;
}

export function readingContext(app: FastifyInstance): ReadingContext {
  return { db: app.db, clock: app.clock };
}

/**
 * Where later modules plug in (there is no membership or classes module yet):
 * - `isMember`: paid members may read paid-only stories (SPEC §6). Until the membership module
 *   answers, no one is a member, so paid-only stories are refused to everyone but their writer.
 * - `classesOf`: a student's classes with their ReadOtherBook setting; the domain's
 *   `deriveUserFlags` turns them into `canReadOtherBook` (SPEC §4). Until the classes module
 *   answers, students are in no class and may read (the flag's default).
 */
export const readingHooks: {
  isMember: ((db: DB, userId: string, now: number) => Promise<boolean>)[];
  classesOf: ((db: DB, userId: string) => Promise<ClassPermissions[] | undefined>)[];
} = { isMember: [], classesOf: [] };
