import { errors } from '../../../http/errors';
import {
  type BookRow,
  listHistory,
  loadBook,
  presentBookDetails,
  presentBookSummary,
  presentHistory,
} from '../../books/index';
import type { SessionUser } from '../../session/index';
import type { PublishingContext } from '../context';
import { publishingErrors } from '../errors';
import { mayRelease, queueActions } from '../policy';
import {
  flagCounts,
  flagsOf,
  iso,
  presentClaim,
  presentDecisions,
  presentFlags,
  presentReports,
  usernames,
} from '../present';
import {
  claimEntry,
  countQueue,
  type EntryRow,
  findEntryByOpenId,
  listDecisions,
  listQueue,
  type QueueFilter,
  releaseEntry,
} from '../queries/entries';
import { countOpenReporters, listOpenReports } from '../queries/reports';
import { readerView } from '../reader-view';
import type { QueueInput } from '../schemas';

/** POST /api/Moderation/Queue: open entries, oldest first, by kind, book type and language. */
export async function moderationQueue(
  ctx: PublishingContext,
  staff: SessionUser,
  input: QueueInput,
) {
  const filter: QueueFilter = {
    kind: input.Kind === 'all' ? undefined : input.Kind,
    type: input.Type === 'all' ? undefined : input.Type,
    language: input.Language === 'all' ? undefined : input.Language,
  };
  const [rows, total] = await Promise.all([
    listQueue(ctx.db, filter, (input.Page - 1) * input.PageSize, input.PageSize),
    countQueue(ctx.db, filter),
  ]);
  const name = usernames(ctx.db);
  const now = ctx.clock.now();
  const list = [];
  for (const entry of rows) {
    const book = await loadBook(ctx.db, staff, { id: entry.book_id }, queueActions.entry);
    if (!book) continue;
    const flags = flagsOf(entry);
    list.push({
      EntryId: entry.open_id,
      Kind: entry.kind,
      BookId: book.open_id,
      Title: book.title,
      Type: entry.book_type,
      Language: entry.language,
      State: book.state,
      Hidden: book.hidden_at !== null,
      Author: await name(book.owner_id),
      WaitingSince: iso(entry.created_at),
      FlagCount: flags.length,
      FlagKinds: flagCounts(flags),
      ReportCount: entry.kind === 'report' ? await countOpenReporters(ctx.db, book.id) : 0,
      Claim: await presentClaim(entry, staff.id, now, name),
    });
  }
  return { List: list, Total: total, Page: input.Page, PageSize: input.PageSize };
}

/** An entry and its book as the books policy lets staff review it, or not found. */
async function entryWithBook(
  ctx: PublishingContext,
  staff: SessionUser,
  entryOpenId: string,
): Promise<{ entry: EntryRow; book: BookRow }> {
  const entry = await findEntryByOpenId(ctx.db, entryOpenId);
  if (!entry) throw errors.notFound();
  const book = await loadBook(ctx.db, staff, { id: entry.book_id }, queueActions.entry);
  if (!book) throw errors.notFound();
  return { entry, book };
}

/** An open entry and its book, or the right refusal. */
export async function openEntryWithBook(
  ctx: PublishingContext,
  staff: SessionUser,
  entryOpenId: string,
): Promise<{ entry: EntryRow; book: BookRow }> {
  const found = await entryWithBook(ctx, staff, entryOpenId);
  if (found.entry.status !== 'open') throw publishingErrors.alreadyDecided();
  return found;
}

/**
 * Takes (or renews) the moderator's claim on an entry: one conditional update, so two
 * moderators never hold the same story. Refused with CLAIMED_BY_OTHER while another's claim
 * lasts.
 */
export async function holdClaim(ctx: PublishingContext, staff: SessionUser, entry: EntryRow) {
  const now = ctx.clock.now();
  const until = now + ctx.rules.claimMs;
  if (await claimEntry(ctx.db, entry.id, staff.id, now, until)) return until;
  const current = await findEntryByOpenId(ctx.db, entry.open_id);
  if (current?.status !== 'open') throw publishingErrors.alreadyDecided();
  const by = await usernames(ctx.db)(current.claimed_by);
  throw publishingErrors.claimedByOther(by ?? '', current.claim_expires_at ?? now);
}

/** POST /api/Moderation/Claim. */
export async function claim(ctx: PublishingContext, staff: SessionUser, entryOpenId: string) {
  const { entry } = await openEntryWithBook(ctx, staff, entryOpenId);
  const until = await holdClaim(ctx, staff, entry);
  return { EntryId: entry.open_id, ClaimedByYou: true, ExpiresAt: iso(until) };
}

/** POST /api/Moderation/Release: lets go of one's own claim. */
export async function release(ctx: PublishingContext, staff: SessionUser, entryOpenId: string) {
  const entry = await findEntryByOpenId(ctx.db, entryOpenId);
  if (!entry) throw errors.notFound();
  // Someone else's claim stays theirs; the answer is the same (there is nothing of ours to let go).
  if (mayRelease(staff, entry)) await releaseEntry(ctx.db, entry.id, staff.id, ctx.clock.now());
  return { EntryId: entry.open_id, Released: true };
}

/**
 * POST /api/Moderation/Get: the entry, the book as readers will see it, the pre-screen flags
 * with their places, readers' reports, earlier decisions and the book's history.
 */
export async function getEntry(ctx: PublishingContext, staff: SessionUser, entryOpenId: string) {
  const { entry, book } = await entryWithBook(ctx, staff, entryOpenId);
  const name = usernames(ctx.db);
  const view = await readerView(ctx.db, book);
  return {
    Entry: {
      EntryId: entry.open_id,
      Kind: entry.kind,
      Status: entry.status,
      WaitingSince: iso(entry.created_at),
      ClosedAt: iso(entry.closed_at),
      Claim: await presentClaim(entry, staff.id, ctx.clock.now(), name),
    },
    Book: {
      ...presentBookSummary(book, new Map(), staff.language),
      ...presentBookDetails(book),
      Author: await name(book.owner_id),
      Cover: view.Cover,
      Parts: view.Parts,
    },
    Flags: presentFlags(flagsOf(entry)),
    Reports: await presentReports(await listOpenReports(ctx.db, book.id), name),
    Decisions: await presentDecisions(await listDecisions(ctx.db, book.id), name),
    History: presentHistory(await listHistory(ctx.db, book.id), staff.id, staff.language),
  };
}
