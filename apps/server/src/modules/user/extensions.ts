import type { ServerUserInfo } from '@storyloom/domain';
import type { DB } from '../../db/index';

/**
 * Where later modules plug into accounts without touching this module's tables or files:
 * - `userInfoParts`: fills GetUserInfo fields this module does not own (Plans, Crown, Ticket,
 *   IsMember, BookCount...). Each part returns the fields it knows.
 * - `accountErasureSteps`: run inside the DeleteAccount transaction to erase private work,
 *   unpublish public work and anonymise what must be kept (ledgers, orders).
 * - `publicNameHooks`: run after a change that may change whether or how an account's name
 *   appears in public (its username, its parent's consent, disabled or enabled, deleted), on
 *   the same connection or transaction (the search index reindexes the author's books).
 * Modules register at import time, e.g. `userInfoParts.push(planInfoPart)` in their routes file.
 */
export type UserInfoPart = (
  db: DB,
  userId: string,
  now: number,
) => Promise<Partial<ServerUserInfo>>;

export type AccountErasureStep = (trx: DB, userId: string, now: number) => Promise<void>;

export const userInfoParts: UserInfoPart[] = [];
export const accountErasureSteps: AccountErasureStep[] = [];
export const publicNameHooks: ((db: DB, userId: string, now: number) => Promise<void>)[] = [];
