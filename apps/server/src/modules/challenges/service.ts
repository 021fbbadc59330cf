import {
  ageOn,
  type ChallengeLearner,
  challengeRefusal,
  type InterfaceLanguage,
  isWeekendDay,
  utcDay,
} from '@storyloom/domain';
import { errors } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { newId } from '../../platform/ids';
import { reportBadgeFacts } from '../badges/index';
import { loadBook } from '../books/index';
import { awardWeekendSubmission } from '../ledger/index';
import { isMemberAt } from '../plans/index';
import { readerBirthdayById } from '../user/index';
import type { ChallengesContext } from './context';
import { challengeErrors } from './errors';
import { certificatePath, challengeEditorPath, presentChallenge } from './present';
import {
  approvedEntriesOf,
  type ChallengeRow,
  completedChallengeIds,
  countApprovedChallenges,
  countEntries,
  findChallenge,
  findChallengeById,
  findEntryByBook,
  insertEntry,
  listChallenges,
  markApproved,
} from './queries';
import type { ListInput } from './schemas';

/**
 * SPEC §6 access: starter challenges are free; a paid-only one needs a paid member (free trial
 * included, as for stories); one above the user's age group is refused. Visitors may look at
 * free challenges; a visitor has no age to compare.
 */
export async function checkAccess(
  ctx: ChallengesContext,
  user: SessionUser | null,
  row: ChallengeRow,
): Promise<void> {
  const now = ctx.clock.now();
  const challenge = { paidOnly: row.paid_only === 1 && row.starter !== 1, ageLevel: row.age_level };
  if (challenge.paidOnly && !user) throw challengeErrors.paidOnly();
  if (!user) return;
  const refusal = challengeRefusal(challenge, await learnerOf(ctx, user.id, now));
  if (refusal === 'membersOnly') throw challengeErrors.paidOnly();
  if (refusal === 'ageLevel') throw challengeErrors.ageLevel();
}

/** What SPEC §6 access asks of a writer: their age now and whether they are a member. */
export async function learnerOf(
  ctx: Pick<ChallengesContext, 'db'>,
  userId: string,
  now: number,
): Promise<ChallengeLearner> {
  const birthday = await readerBirthdayById(ctx.db, userId);
  return {
    age: birthday ? ageOn(birthday, now) : null,
    member: await isMemberAt(ctx.db, userId, now),
  };
}

async function challengeFor(ctx: ChallengesContext, openId: string): Promise<ChallengeRow> {
  const row = await findChallenge(ctx.db, openId);
  // An admin's unpublished draft is shown to no one else (decision 035).
  if (row?.published !== 1) throw errors.notFound();
  return row;
}

/** /challenge/{type?}/{time?}/{subtype?}: challenges by type, time and format. */
export async function challengeList(
  ctx: ChallengesContext,
  user: SessionUser | null,
  input: ListInput,
  language: InterfaceLanguage,
) {
  const now = ctx.clock.now();
  const rows = await listChallenges(
    ctx.db,
    { kind: input.Type, bookType: input.Subtype, time: input.Time },
    now,
  );
  const completed = user ? await completedChallengeIds(ctx.db, user.id) : new Set<string>();
  const list = [];
  for (const row of rows) {
    list.push({
      ...presentChallenge(row, language, now),
      EntryCount: await countEntries(ctx.db, row.id),
      // The signed-in writer completed it (an entry approved): their certificate is ready.
      Completed: completed.has(row.id),
      CertificatePath: completed.has(row.id) ? certificatePath(row.open_id) : null,
    });
  }
  return { List: list, Total: list.length };
}

/** One challenge with its approved entries (featured first) and winners. */
export async function challengeDetail(
  ctx: ChallengesContext,
  user: SessionUser | null,
  openId: string,
  language: InterfaceLanguage,
) {
  const row = await challengeFor(ctx, openId);
  await checkAccess(ctx, user, row);
  const entries = [];
  for (const entry of await approvedEntriesOf(ctx.db, row.id, 48)) {
    const book = await loadBook(ctx.db, user, { openId: entry.book_open_id }, 'read');
    if (book?.state !== 'published') continue;
    entries.push({
      BookId: book.open_id,
      Title: book.title,
      Type: book.type,
      Featured: entry.featured === 1,
    });
  }
  return {
    Challenge: {
      ...presentChallenge(row, language, ctx.clock.now()),
      EntryCount: await countEntries(ctx.db, row.id),
    },
    Entries: entries,
    Winners: entries.filter((e) => e.Featured),
  };
}

/** Starting a challenge: the editor of its format with the challenge's artwork and prompt. */
export async function startChallenge(
  ctx: ChallengesContext,
  user: SessionUser,
  openId: string,
  language: InterfaceLanguage,
) {
  const row = await challengeFor(ctx, openId);
  await checkAccess(ctx, user, row);
  const now = ctx.clock.now();
  if (!(row.starts_at <= now && now < row.ends_at)) throw errors.conflict({ Reason: 'closed' });
  return {
    ChallengeId: row.open_id,
    BookType: row.book_type,
    ArtworkId: row.artwork_id,
    Prompt: presentChallenge(row, language, now).Prompt,
    EditorPath: challengeEditorPath(row),
  };
}

/**
 * The book carries the challenge id: the writer's own book of the challenge's format is
 * entered (once; a book belongs to one challenge). Entering the same book again is a no-op.
 */
export async function enterChallenge(
  ctx: ChallengesContext,
  user: SessionUser,
  input: { ChallengeId: string; BookId: string },
) {
  const row = await challengeFor(ctx, input.ChallengeId);
  await checkAccess(ctx, user, row);
  const now = ctx.clock.now();
  if (!(row.starts_at <= now && now < row.ends_at)) throw errors.conflict({ Reason: 'closed' });
  const book = await loadBook(ctx.db, user, { openId: input.BookId }, 'edit');
  if (!book || book.owner_id !== user.id) throw errors.noPermission();
  if (book.type !== row.book_type) {
    throw errors.badInput([{ path: 'BookId', message: 'wrongFormat' }]);
  }
  const existing = await findEntryByBook(ctx.db, book.open_id);
  if (existing && existing.challenge_id !== row.id)
    throw errors.conflict({ Reason: 'other_challenge' });
  if (!existing) {
    await insertEntry(ctx.db, {
      id: newId(now),
      challenge_id: row.id,
      user_id: user.id,
      book_open_id: book.open_id,
      approved_at: null,
      featured: 0,
      created_at: now,
    });
  }
  return { ChallengeId: row.open_id, BookId: book.open_id, Entered: true };
}

/**
 * The challenge the writer's book is entered in, for the editor to show its prompt (issue 19):
 * `{Challenge: Challenge | null}`; a book that is not there or not theirs to edit is refused.
 */
export async function challengeForBook(
  ctx: ChallengesContext,
  user: SessionUser,
  bookOpenId: string,
  language: InterfaceLanguage,
) {
  const book = await loadBook(ctx.db, user, { openId: bookOpenId }, 'edit');
  if (!book) throw errors.noPermission();
  const entry = await findEntryByBook(ctx.db, book.open_id);
  const row = entry ? await findChallengeById(ctx.db, entry.challenge_id) : undefined;
  return { Challenge: row ? presentChallenge(row, language, ctx.clock.now()) : null };
}

/** The challenge a book was written for, if any (the editor shows its prompt). */
export async function challengeOfBook(ctx: ChallengesContext, bookOpenId: string) {
  const entry = await findEntryByBook(ctx.db, bookOpenId);
  if (!entry) return null;
  const row = await findChallengeById(ctx.db, entry.challenge_id);
  return row?.open_id ?? null;
}

/**
 * Publishing approved a book (publishing's `approvalListeners`): an entry of a weekend
 * challenge approved on a Saturday or Sunday earns 20 crowns, one story a day (ledger
 * `awardWeekendSubmission`, decision 031); any approved entry counts towards the
 * challenge-completion badge.
 */
export async function onBookApproved(
  ctx: ChallengesContext,
  book: { openId: string; ownerId: string },
): Promise<void> {
  const entry = await findEntryByBook(ctx.db, book.openId);
  if (!entry || entry.user_id !== book.ownerId) return;
  const now = ctx.clock.now();
  await markApproved(ctx.db, entry.id, now);
  const row = await findChallengeById(ctx.db, entry.challenge_id);
  const day = utcDay(now);
  if (row?.kind === 'weekend' && isWeekendDay(day)) {
    await awardWeekendSubmission(ctx, entry.user_id, entry.id, day);
  }
  await reportBadgeFacts(ctx, entry.user_id, {
    challengesCompleted: await countApprovedChallenges(ctx.db, entry.user_id),
  });
}
