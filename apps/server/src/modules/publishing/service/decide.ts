import {
  encodeReturnReason,
  type GuidelineReason,
  type ModerationDecision,
  reasonNeedsNote,
} from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { errors } from '../../../http/errors';
import { newId } from '../../../platform/ids';
import {
  type BookRow,
  countEverPublished,
  loadBook,
  presentBookSummary,
  setFeatured,
  transitionBook,
  unhideBook,
} from '../../books/index';
import { awardBookApproved, grantFeaturedTicket } from '../../ledger/index';
import {
  addNotification,
  type NewNotice,
  queueNotificationEmails,
} from '../../notifications/index';
import type { SessionUser } from '../../session/index';
import { approvalListeners, booksOf, ledgerOf, type PublishingContext } from '../context';
import { publishingErrors } from '../errors';
import { queueActions } from '../policy';
import { closeEntry, type EntryRow, insertDecision } from '../queries/entries';
import { resolveReports } from '../queries/reports';
import type { ResolveReportInput, ReturnInput } from '../schemas';
import { holdClaim, openEntryWithBook } from './queue';
import { cleanNote } from './reports';

interface Decided {
  entry: EntryRow | null;
  book: BookRow;
  staff: SessionUser;
  decision: ModerationDecision;
  reasonCode?: GuidelineReason | null;
  note: string;
  now: number;
}

/** Inside the decision's transaction: closes the entry (first decision wins) and records it. */
async function record(trx: DB, d: Decided) {
  if (d.entry && !(await closeEntry(trx, d.entry.id, d.staff.id, d.now))) {
    throw publishingErrors.alreadyDecided();
  }
  await insertDecision(trx, {
    id: newId(d.now),
    entry_id: d.entry?.id ?? null,
    book_id: d.book.id,
    moderator_id: d.staff.id,
    decision: d.decision,
    reason_code: d.reasonCode ?? null,
    note: d.note,
    created_at: d.now,
  });
}

/**
 * The writer's notice of a decision, added in the decision's own transaction: a server that dies
 * after the commit still leaves it (the sweep emails it if its job was never queued).
 * Returns a function that queues its email once the transaction has committed.
 */
function noticeWithin(
  ctx: PublishingContext,
  ownerId: string,
  notice: NewNotice,
  now: number,
): { add: (trx: DB) => Promise<void>; queueEmail: () => Promise<void> } {
  let emailId: string | null = null;
  return {
    add: async (trx) => {
      emailId = await addNotification(trx, now, ownerId, notice);
    },
    queueEmail: () => queueNotificationEmails(ctx.jobs, [emailId]),
  };
}

async function submissionFor(ctx: PublishingContext, staff: SessionUser, entryOpenId: string) {
  const { entry, book } = await openEntryWithBook(ctx, staff, entryOpenId);
  if (entry.kind !== 'submission') throw errors.notFound();
  if (book.state !== 'under_review') throw publishingErrors.notUnderReview(book.state);
  await holdClaim(ctx, staff, entry);
  return { entry, book };
}

/**
 * POST /api/Moderation/Approve: the story is published; its writer earns 10 crowns (at most 5
 * approvals a month, ledger `awardBookApproved`), a notification and an email.
 */
export async function approve(
  ctx: PublishingContext,
  staff: SessionUser,
  input: { EntryId: string; Note?: string | undefined },
) {
  const { entry, book } = await submissionFor(ctx, staff, input.EntryId);
  const note = cleanNote(input.Note);
  const now = ctx.clock.now();
  const notice = noticeWithin(
    ctx,
    book.owner_id,
    { kind: 'book_approved', params: { title: book.title } },
    now,
  );
  const after = await transitionBook(booksOf(ctx), {
    bookOpenId: book.open_id,
    transition: 'approve',
    actorId: staff.id,
    reason: note || null,
    within: async (trx) => {
      await record(trx, { entry, book, staff, decision: 'approve', note, now });
      await notice.add(trx);
    },
  });
  await notice.queueEmail();
  const award = await awardBookApproved(
    ledgerOf(ctx),
    book.owner_id,
    { openId: book.open_id, title: book.title },
    await countEverPublished(ctx.db, book.owner_id),
  );
  for (const listener of approvalListeners) {
    await listener(ledgerOf(ctx), { openId: book.open_id, ownerId: book.owner_id });
  }
  return {
    Book: presentBookSummary(after, new Map(), staff.language),
    CrownsAwarded: award.status === 'applied',
    CrownsCapped: award.status === 'capped',
  };
}

/**
 * POST /api/Moderation/Return: back to the writer with a reason tied to the community
 * guidelines (and a note), which the writer reads in their language; a notification and email.
 * The ticket is not refunded.
 */
export async function returnStory(ctx: PublishingContext, staff: SessionUser, input: ReturnInput) {
  const note = cleanNote(input.Note);
  if (reasonNeedsNote(input.ReasonCode) && !note) throw publishingErrors.noteNeeded('Note');
  const { entry, book } = await submissionFor(ctx, staff, input.EntryId);
  const now = ctx.clock.now();
  const notice = noticeWithin(
    ctx,
    book.owner_id,
    { kind: 'book_returned', params: { title: book.title, reason: input.ReasonCode } },
    now,
  );
  const after = await transitionBook(booksOf(ctx), {
    bookOpenId: book.open_id,
    transition: 'return',
    actorId: staff.id,
    reason: encodeReturnReason({ code: input.ReasonCode, note }),
    within: async (trx) => {
      await record(trx, {
        entry,
        book,
        staff,
        decision: 'return',
        reasonCode: input.ReasonCode,
        note,
        now,
      });
      await notice.add(trx);
    },
  });
  await notice.queueEmail();
  return { Book: presentBookSummary(after, new Map(), staff.language) };
}

async function publishedBook(ctx: PublishingContext, staff: SessionUser, openId: string) {
  const book = await loadBook(ctx.db, staff, { openId }, queueActions.published);
  if (!book) throw errors.notFound();
  if (book.state !== 'published') throw publishingErrors.notPublished(book.state);
  return book;
}

/**
 * POST /api/Moderation/Feature and /Unfeature: featuring a published story gives its writer one
 * ticket (once per story, ledger `grantFeaturedTicket`) and a notification.
 */
export async function feature(
  ctx: PublishingContext,
  staff: SessionUser,
  input: { BookId: string; Note?: string | undefined },
  featured: boolean,
) {
  const book = await publishedBook(ctx, staff, input.BookId);
  if ((book.featured === 1) === featured) {
    return { Book: presentBookSummary(book, new Map(), staff.language), Changed: false };
  }
  const note = cleanNote(input.Note);
  const now = ctx.clock.now();
  const notice = noticeWithin(
    ctx,
    book.owner_id,
    { kind: 'book_featured', params: { title: book.title } },
    now,
  );
  const after = await setFeatured(booksOf(ctx), {
    bookOpenId: book.open_id,
    featured,
    actorId: staff.id,
    reason: note || null,
    within: async (trx) => {
      await record(trx, {
        entry: null,
        book,
        staff,
        decision: featured ? 'feature' : 'unfeature',
        note,
        now,
      });
      if (featured) await notice.add(trx);
    },
  });
  if (featured) {
    await notice.queueEmail();
    await grantFeaturedTicket(ledgerOf(ctx), book.owner_id, {
      openId: book.open_id,
      title: book.title,
    });
  }
  return { Book: presentBookSummary(after, new Map(), staff.language), Changed: true };
}

/**
 * POST /api/Moderation/ResolveReport: `dismiss` keeps the story published and shows it again;
 * `take_down` returns it to its writer with a reason (notification). Either way the reports are
 * resolved and the entry closes.
 */
export async function resolveReport(
  ctx: PublishingContext,
  staff: SessionUser,
  input: ResolveReportInput,
) {
  const { entry, book } = await openEntryWithBook(ctx, staff, input.EntryId);
  if (entry.kind !== 'report') throw errors.notFound();
  const note = cleanNote(input.Note);
  const takeDown = input.Action === 'take_down';
  if (takeDown && !input.ReasonCode) {
    throw errors.badInput([{ path: 'ReasonCode', message: 'required' }]);
  }
  if (takeDown && input.ReasonCode && reasonNeedsNote(input.ReasonCode) && !note) {
    throw publishingErrors.noteNeeded('Note');
  }
  await holdClaim(ctx, staff, entry);
  const now = ctx.clock.now();
  const decided: Decided = {
    entry,
    book,
    staff,
    decision: takeDown ? 'take_down' : 'dismiss_reports',
    reasonCode: input.ReasonCode ?? null,
    note,
    now,
  };
  const finish = async (trx: DB) => {
    await record(trx, decided);
    await resolveReports(trx, book.id, staff.id, now);
    await unhideBook(trx, book.id);
  };
  if (takeDown && book.state === 'published' && input.ReasonCode) {
    const notice = noticeWithin(
      ctx,
      book.owner_id,
      { kind: 'book_returned', params: { title: book.title, reason: input.ReasonCode } },
      now,
    );
    const after = await transitionBook(booksOf(ctx), {
      bookOpenId: book.open_id,
      transition: 'take_down',
      actorId: staff.id,
      reason: encodeReturnReason({ code: input.ReasonCode, note }),
      values: { hidden_at: null },
      within: async (trx) => {
        await finish(trx);
        await notice.add(trx);
      },
    });
    await notice.queueEmail();
    return { Book: presentBookSummary(after, new Map(), staff.language) };
  }
  await ctx.db.transaction().execute(finish);
  const after = (await loadBook(ctx.db, staff, { id: book.id }, queueActions.published)) ?? book;
  return { Book: presentBookSummary(after, new Map(), staff.language) };
}
