import {
  AccountType,
  canTransition,
  ErrorCode,
  estimatedWaitHours,
  Message,
  validatePublishing,
} from '@storyloom/domain';
import { AppError, errors } from '../../../http/errors';
import { newId, newOpenId } from '../../../platform/ids';
import {
  applyMove,
  type BookRow,
  coverOf,
  listOf,
  listPartHeads,
  loadBook,
  prepareMeta,
  presentBookSummary,
  syncBookArtworks,
  transitionBook,
} from '../../books/index';
import { balancesOf, spendPublishTicketIn } from '../../ledger/index';
import type { SessionUser } from '../../session/index';
import { canAppearInPublic } from '../../user/index';
import { booksOf, type PublishingContext, publishingHooks } from '../context';
import { publishingErrors } from '../errors';
import {
  closeEntry,
  countSubmissionsBefore,
  findOpenEntry,
  insertEntry,
  openKeyOf,
} from '../queries/entries';
import { screenBook } from '../reader-view';
import type { SubmitInput } from '../schemas';

/** A book the actor may publish (the books policy: their own, not deleted); else 404. */
async function ownBook(ctx: PublishingContext, actor: SessionUser, openId: string) {
  const book = await loadBook(ctx.db, actor, { openId }, 'publish');
  if (!book) throw errors.notFound();
  return book;
}

/**
 * POST /api/Publish/Submit: publishing publicly (issue "Publishing with moderation"). Checks, in
 * order: the writer's own book, a state it may leave for review, the parent's consent of an
 * under-13 writer, SPEC §5's publishing rules (language required, at most two categories...), a
 * review ticket. Then, in ONE transaction: the information is saved, one ticket is spent, the
 * book moves to under_review and joins the moderators' queue with its pre-screen flags.
 */
export async function submitForReview(
  ctx: PublishingContext,
  actor: SessionUser,
  input: SubmitInput,
) {
  const book = await ownBook(ctx, actor, input.BookId);
  if (!canTransition(book.state, 'submit_for_review'))
    throw publishingErrors.wrongState(book.state);
  if (!canAppearInPublic({ parent_consent: actor.parentConsent })) {
    throw publishingErrors.parentConsent();
  }
  const problems = validatePublishing({
    language: input.Language ?? null,
    summary: input.Summary,
    tags: input.Tags,
    categories: input.Categories,
    ageLevel: input.AgeLevel,
  });
  const [first] = problems;
  if (first) {
    throw new AppError(
      ErrorCode.BAD_INPUT,
      first.key,
      {},
      { fields: problems.map((p) => ({ path: p.field, message: Message[p.key] })) },
    );
  }
  // Class students show only their username in public: the cover's author line is their username.
  const cover =
    actor.accountType === AccountType.CLASS_STUDENT
      ? { ...coverOf(book), ...(isRecord(input.Cover) ? input.Cover : {}), author: actor.username }
      : input.Cover;
  const meta = prepareMeta(
    book,
    {
      Op: 'meta',
      Language: input.Language,
      Summary: input.Summary,
      Tags: input.Tags,
      Categories: input.Categories,
      AgeLevel: input.AgeLevel,
      Cover: cover,
    },
    0,
    new Set(listOf(book.art_ids)),
  );
  const { coverArtworkId, ...values } = meta;

  const balances = await balancesOf(ctx.db, actor.id);
  if (balances.tickets < 1) throw publishingErrors.needsTicket(balances);

  const newCover = values.cover ? (JSON.parse(values.cover) as { author: string }) : null;
  const flags = await screenBook(ctx.db, book, ctx.rules.extraFlagWords, {
    ...(values.summary !== undefined ? { summary: values.summary } : {}),
    ...(newCover ? { author: newCover.author } : {}),
  });
  const now = ctx.clock.now();
  let after: BookRow;
  try {
    after = await transitionBook(booksOf(ctx), {
      bookOpenId: book.open_id,
      transition: 'submit_for_review',
      actorId: actor.id,
      values,
      within: async (trx, at) => {
        await spendPublishTicketIn(trx, now, actor.id, at.open_id, `v${at.version}`);
        await insertEntry(trx, {
          id: newId(now),
          open_id: newOpenId(),
          book_id: at.id,
          kind: 'submission',
          status: 'open',
          open_key: openKeyOf(at.id, 'submission'),
          book_type: at.type,
          language: values.language ?? at.language,
          flags: JSON.stringify(flags),
          claimed_by: null,
          claim_expires_at: null,
          created_at: now,
          updated_at: now,
          closed_at: null,
          closed_by: null,
        });
        if (coverArtworkId !== undefined) {
          const heads = await listPartHeads(trx, at.id);
          const shown = [
            ...(coverArtworkId ? [coverArtworkId] : []),
            ...heads.flatMap((h) => h.artworkIds),
          ];
          await syncBookArtworks(trx, at.id, [...new Set(shown)]);
        }
      },
    });
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.NOT_ENOUGH_TICKETS) {
      throw publishingErrors.needsTicket(await balancesOf(ctx.db, actor.id));
    }
    throw err;
  }
  const ahead = await countSubmissionsBefore(ctx.db, now);
  return {
    Book: presentBookSummary(after, new Map(), actor.language),
    Ticket: (await balancesOf(ctx.db, actor.id)).tickets,
    Review: { Ahead: ahead, EstimatedWaitHours: estimatedWaitHours(ahead) },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * POST /api/Publish/Withdraw: the writer takes a story out of review, back to draft. The ticket
 * is not refunded; the queue entry closes.
 */
export async function withdrawFromReview(
  ctx: PublishingContext,
  actor: SessionUser,
  bookOpenId: string,
) {
  const book = await ownBook(ctx, actor, bookOpenId);
  if (book.state !== 'under_review') throw publishingErrors.notUnderReview(book.state);
  const now = ctx.clock.now();
  const after = await transitionBook(booksOf(ctx), {
    bookOpenId: book.open_id,
    transition: 'withdraw',
    actorId: actor.id,
    within: async (trx, at) => {
      const entry = await findOpenEntry(trx, at.id, 'submission');
      if (entry) await closeEntry(trx, entry.id, actor.id, now);
    },
  });
  return { Book: presentBookSummary(after, new Map(), actor.language) };
}

/** POST /api/Publish/MakePrivate: SPEC §4 "make private" (the same move as MoveBook). */
export async function makePrivate(ctx: PublishingContext, actor: SessionUser, bookOpenId: string) {
  const book = await ownBook(ctx, actor, bookOpenId);
  const after = await applyMove(booksOf(ctx), actor, book, 'make_private', null);
  return { Book: presentBookSummary(after, new Map(), actor.language) };
}

/**
 * POST /api/Publish/SubmitToTeacher: a class student hands a story to their teacher (no ticket;
 * the teacher's review lands with Classes). The classes module names the class.
 */
export async function submitToTeacher(
  ctx: PublishingContext,
  actor: SessionUser,
  bookOpenId: string,
) {
  const book = await ownBook(ctx, actor, bookOpenId);
  if (!canTransition(book.state, 'submit_to_teacher')) {
    throw publishingErrors.wrongState(book.state);
  }
  const classId = publishingHooks.studentClassOf
    ? await publishingHooks.studentClassOf(ctx.db, actor.id)
    : null;
  if (!classId) throw publishingErrors.notInClass();
  const after = await transitionBook(booksOf(ctx), {
    bookOpenId: book.open_id,
    transition: 'submit_to_teacher',
    actorId: actor.id,
    classId,
  });
  return { Book: presentBookSummary(after, new Map(), actor.language) };
}

/** Where a writer's story stands in review: the stories ahead of it and a rough wait. */
export async function reviewStatus(ctx: PublishingContext, actor: SessionUser, bookOpenId: string) {
  const book = await ownBook(ctx, actor, bookOpenId);
  const entry =
    book.state === 'under_review' ? await findOpenEntry(ctx.db, book.id, 'submission') : undefined;
  if (!entry) return { State: book.state, Review: null };
  const ahead = await countSubmissionsBefore(ctx.db, entry.created_at);
  return {
    State: book.state,
    Review: {
      SubmittedAt: new Date(entry.created_at).toISOString(),
      Ahead: ahead,
      EstimatedWaitHours: estimatedWaitHours(ahead),
    },
  };
}
