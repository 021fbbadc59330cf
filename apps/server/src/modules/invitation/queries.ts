import type { DB } from '../../db/index';
import { prepared } from '../../db/prepared';
import type { ReferralRewardTable } from '../../db/tables/accounts';

/** Inserts a reward unless its idempotency key is already recorded; true when inserted. */
export async function insertRewardOnce(db: DB, row: ReferralRewardTable): Promise<boolean> {
  const result = await db
    .insertInto('referral_rewards')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Compiled once (decision 076): GetUserInfo asks on every call (referral rewards to book). */
const rewardsQuery = prepared(
  (db: DB, beneficiaryUserId: string) =>
    db
      .selectFrom('referral_rewards')
      .select(['idempotency_key', 'crowns', 'referrer_user_id', 'referred_user_id', 'created_at'])
      .where('beneficiary_user_id', '=', beneficiaryUserId)
      .orderBy('created_at'),
  ['user id sample'],
);

export async function rewardsFor(db: DB, beneficiaryUserId: string) {
  return rewardsQuery(db, beneficiaryUserId);
}
