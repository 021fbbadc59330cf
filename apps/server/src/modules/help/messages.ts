import { feedbackSource, type InterfaceLanguage } from '@storyloom/domain';
import type { HelpMessageKind } from '../../db/tables/help';
import { errors } from '../../http/errors';
import { newId, newOpenId } from '../../platform/ids';
import { accountById } from '../user/index';
import { recordStaffAction } from './audit';
import type { HelpContext } from './context';
import { replyMail, supportNotice } from './mail';
import { presentMessageForAdmin } from './present';
import { findMessage, insertMessage, listMessages, type MessageRow, markReplied } from './queries';
import type { ContactInput, FeedbackInput, MessagesInput, ReplyInput } from './schemas';

/**
 * Feedback and contact messages. They go to staff only: stored, emailed to support, listed in
 * the admin console, answered by email. No other account ever sees one (children-safety.md).
 */

interface Sender {
  userId: string | null;
  language: InterfaceLanguage;
}

async function store(
  ctx: HelpContext,
  sender: Sender,
  message: {
    kind: HelpMessageKind;
    source: string;
    name: string;
    email: string;
    subject: string;
    body: string;
  },
) {
  const now = ctx.clock.now();
  const row: MessageRow = {
    id: newId(now),
    open_id: newOpenId(),
    ...message,
    user_id: sender.userId,
    language: sender.language,
    state: 'new',
    reply: null,
    replied_by: null,
    replied_at: null,
    created_at: now,
  };
  await insertMessage(ctx.db, row);
  const username = sender.userId
    ? ((await accountById(ctx.db, sender.userId))?.username ?? null)
    : null;
  ctx.sendMail(
    `help-${message.kind}`,
    supportNotice(row, ctx.supportEmail, username, `${ctx.publicUrl}/admin/messages`),
  );
  return { MessageId: row.open_id, Received: true };
}

export function sendFeedback(ctx: HelpContext, sender: Sender, input: FeedbackInput) {
  return store(ctx, sender, {
    kind: 'feedback',
    source: feedbackSource(input.Source),
    name: input.Name ?? '',
    email: input.Email ?? '',
    subject: '',
    body: input.Message,
  });
}

export function sendContact(ctx: HelpContext, sender: Sender, input: ContactInput) {
  return store(ctx, sender, {
    kind: 'contact',
    source: '',
    name: input.Name,
    email: input.Email,
    subject: input.Subject,
    body: input.Message,
  });
}

async function usernames(ctx: HelpContext, rows: MessageRow[]) {
  const names = new Map<string, string | null>();
  for (const id of new Set(rows.flatMap((r) => (r.user_id ? [r.user_id] : [])))) {
    names.set(id, (await accountById(ctx.db, id))?.username ?? null);
  }
  return names;
}

export async function messagesPage(ctx: HelpContext, input: MessagesInput) {
  const { rows, total } = await listMessages(ctx.db, {
    kind: input.Kind,
    state: input.State,
    offset: (input.Page - 1) * input.PageSize,
    limit: input.PageSize,
  });
  const names = await usernames(ctx, rows);
  return {
    List: rows.map((r) => presentMessageForAdmin(r, names.get(r.user_id ?? '') ?? null)),
    Total: total,
    Page: input.Page,
    PageSize: input.PageSize,
  };
}

/** An admin answers by email, to the address the sender gave; the message is marked replied. */
export async function replyToMessage(ctx: HelpContext, staffId: string, input: ReplyInput) {
  const row = await findMessage(ctx.db, input.MessageId);
  if (!row) throw errors.notFound();
  if (!row.email) {
    throw errors.badInput([
      { path: 'MessageId', message: 'This message left no email address to reply to.' },
    ]);
  }
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await markReplied(trx, row.id, { reply: input.Reply, replied_by: staffId, replied_at: now });
    await recordStaffAction(
      trx,
      {
        actorId: staffId,
        action: 'message.reply',
        target: `message:${row.open_id}`,
        before: { State: row.state, Reply: row.reply },
        after: { State: 'replied', Reply: input.Reply },
      },
      now,
    );
  });
  ctx.sendMail('help-reply', replyMail(row, input.Reply));
  const after = await findMessage(ctx.db, row.open_id);
  const names = await usernames(ctx, after ? [after] : []);
  return {
    Message: after ? presentMessageForAdmin(after, names.get(after.user_id ?? '') ?? null) : null,
  };
}
