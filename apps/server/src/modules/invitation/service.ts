import { looksLikeReferralCode } from '@storyloom/domain';
import type { DB } from '../../db/index';
import type { Clock } from '../../platform/clock';
import { newId } from '../../platform/ids';
import {
  type AccountSummary,
  accountById,
  accountByInvitationCode,
  accountErrors,
} from '../user/index';
import { insertRewardOnce, rewardsFor } from './queries';

/** PRODUCT.md: a new account that signed up with a valid code gives both sides 25 crowns, once. */
export const referralCrowns = 25;

/**
 * The account a referral code belongs to. Unknown codes answer "Invalid referral code", the
 * caller's own code "You cannot use your own referral code" (SPEC §8).
 */
export async function referrerFor(
  db: DB,
  code: string,
  callerId: string | null,
): Promise<AccountSummary> {
  if (!looksLikeReferralCode(code)) throw accountErrors.invalidReferral();
  const referrer = await accountByInvitationCode(db, code);
  if (!referrer) throw accountErrors.invalidReferral();
  if (callerId && referrer.id === callerId) throw accountErrors.ownReferral();
  return referrer;
}

/**
 * Records the referral reward of a new account once it is activated (call inside the
 * activation transaction). The crowns ledger module books these rows later; the idempotency
 * keys make the reward happen once per new account whatever is retried.
 */
export async function rewardReferral(
  db: DB,
  clock: Clock,
  referredUserId: string,
): Promise<boolean> {
  const referred = await accountById(db, referredUserId);
  if (!referred?.referredByUserId) return false;
  const referrer = await accountById(db, referred.referredByUserId);
  if (!referrer) return false;
  const now = clock.now();
  let inserted = false;
  for (const [side, beneficiary] of [
    ['referrer', referrer.id],
    ['referred', referred.id],
  ] as const) {
    inserted =
      (await insertRewardOnce(db, {
        id: newId(now),
        idempotency_key: `referral:${referred.id}:${side}`,
        referrer_user_id: referrer.id,
        referred_user_id: referred.id,
        beneficiary_user_id: beneficiary,
        crowns: referralCrowns,
        created_at: now,
      })) || inserted;
  }
  return inserted;
}

export async function referralRewardsOf(db: DB, userId: string) {
  return rewardsFor(db, userId);
}
