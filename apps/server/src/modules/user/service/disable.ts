import type { DB } from '../../../db/index';
import type { Clock } from '../../../platform/clock';
import { endAllSessions } from '../../session/index';
import { findUserById, updateUser } from '../queries';

/**
 * For the admin module: disabling (IsActive 2) ends every session at once, so an old cookie is
 * refused (100004) and the client logs the user out (SPEC §4). Enabling restores the state the
 * account had from its email (active, or not yet activated).
 */
export async function disableAccount(db: DB, clock: Clock, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, userId, { is_active: 2, updated_at: clock.now() });
    await endAllSessions(trx, clock, userId, 'disabled');
  });
}

export async function enableAccount(
  db: DB,
  clock: Clock,
  userId: string,
  activated: boolean,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user || user.deleted_at !== null) return;
  await updateUser(db, userId, { is_active: activated ? 1 : 0, updated_at: clock.now() });
}
