import type { ServerUserInfo } from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { errors } from '../../../http/errors';
import { accountErrors } from '../account-errors';
import {
  closeBirthdayChange,
  findBirthdayChange,
  findPendingBirthdayChange,
  listPendingBirthdayChanges,
} from '../birthday-queries';
import type { AccountContext } from '../context';
import { findUserById, retireTokens } from '../queries';
import { consumeToken, peekToken } from '../tokens';
import { applyConfirmedChange, type ConsentRequest } from './birthday';
import { sendParentConsentEmail } from './mail';

/**
 * Deciding a waiting birthday change (decision 021): the parent with the emailed link
 * (GetBirthdayChangeInfo, AnswerBirthdayChange), or staff (Admin BirthdayChanges,
 * DecideBirthdayChange). Until then the account keeps its confirmed birthday for every gate.
 */

async function changeOfToken(ctx: AccountContext, db: DB, token: string, consume: boolean) {
  const row = consume
    ? await consumeToken(db, ctx.clock, token, ['birthday_change'])
    : await peekToken(db, ctx.clock, token, ['birthday_change']);
  const change = row.payload ? await findBirthdayChange(db, { id: row.payload }) : undefined;
  const child = change ? await findUserById(db, change.user_id) : undefined;
  if (!change || !child || child.deleted_at !== null) throw accountErrors.linkInvalid();
  return { change, child };
}

/** GetBirthdayChangeInfo: the change a parent's link is about. */
export async function birthdayChangeInfo(ctx: AccountContext, token: string) {
  const { change, child } = await changeOfToken(ctx, ctx.db, token, false);
  return {
    ChildUserName: child.username,
    OldBirthday: change.old_birthday,
    NewBirthday: change.new_birthday,
    State: change.status,
  };
}

async function decide(
  ctx: AccountContext,
  find: (trx: DB) => Promise<{
    change: Awaited<ReturnType<typeof findBirthdayChange>>;
    child: Awaited<ReturnType<typeof findUserById>>;
  }>,
  accept: boolean,
  decidedBy: string,
) {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const { change, child } = await find(trx);
    if (!change || !child || child.deleted_at !== null || change.status !== 'pending') {
      throw accountErrors.linkInvalid();
    }
    const tx = { ...ctx, db: trx };
    let consent: ConsentRequest | null = null;
    if (accept) {
      consent = await applyConfirmedChange(tx, change, child, decidedBy);
    } else {
      if (!(await closeBirthdayChange(trx, change.id, 'refused', decidedBy, now))) {
        throw accountErrors.linkInvalid();
      }
      await retireTokens(trx, child.id, ['birthday_change'], now);
    }
    return { child, consent, state: accept ? ('confirmed' as const) : ('refused' as const) };
  });
  if (result.consent) {
    sendParentConsentEmail(ctx, result.child, result.consent.parentEmail, result.consent.token);
  }
  return { ChildUserName: result.child.username, State: result.state };
}

/** AnswerBirthdayChange: the parent confirms or refuses with the emailed single-use link. */
export function answerBirthdayChange(ctx: AccountContext, token: string, accept: boolean) {
  return decide(ctx, (trx) => changeOfToken(ctx, trx, token, true), accept, 'parent');
}

/** Admin DecideBirthdayChange: a staff member confirms or refuses a waiting change. */
export function staffDecideBirthdayChange(
  ctx: AccountContext,
  staffId: string,
  changeId: string,
  accept: boolean,
) {
  return decide(
    ctx,
    async (trx) => {
      const change = await findBirthdayChange(trx, { openId: changeId });
      if (!change) throw errors.notFound();
      return { change, child: await findUserById(trx, change.user_id) };
    },
    accept,
    staffId,
  );
}

/** Admin BirthdayChanges: the waiting changes, oldest first. */
export async function pendingBirthdayChanges(db: DB) {
  const rows = await listPendingBirthdayChanges(db, 200);
  return {
    Changes: rows.map((r) => ({
      ChangeId: r.open_id,
      UserName: r.username,
      OldBirthday: r.old_birthday,
      NewBirthday: r.new_birthday,
      Confirmer: r.confirmer,
      CreatedAt: new Date(Number(r.created_at)).toISOString(),
    })),
  };
}

/** GetUserInfo's PendingBirthday: the change waiting for the parent or staff, if any. */
export async function pendingBirthdayPart(
  db: DB,
  userId: string,
): Promise<Pick<ServerUserInfo, 'PendingBirthday'>> {
  const pending = await findPendingBirthdayChange(db, userId);
  return {
    PendingBirthday: pending
      ? {
          Birthday: pending.new_birthday,
          Confirmer: pending.confirmer === 'parent' ? 'parent' : 'staff',
        }
      : null,
  };
}
