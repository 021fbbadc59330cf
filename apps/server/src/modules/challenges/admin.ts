import { errors } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { newId, newOpenId } from '../../platform/ids';
import { artworksForBook } from '../artworks/index';
import { loadBook } from '../books/index';
import { recordStaffAction } from '../help/index';
import {
  presentChallengeForAdmin,
  presentGuideForAdmin,
  presentStepForAdmin,
  presentUnitForAdmin,
} from './admin-present';
import {
  allChallenges,
  allGuides,
  entriesOfChallenge,
  entryCounts,
  insertChallenge,
  insertGuide,
  insertStep,
  insertUnit,
  nextPosition,
  setFeatured,
  updateChallenge,
  updateGuide,
  updateStep,
  updateUnit,
} from './admin-queries';
import type {
  ChallengeSaveInput,
  GuideSaveInput,
  StepSaveInput,
  UnitSaveInput,
} from './admin-schemas';
import type { ChallengesContext } from './context';
import {
  countEntries,
  findChallenge,
  findEntryByBook,
  findGuide,
  findStep,
  findUnit,
  listSteps,
  listUnits,
} from './queries';

/**
 * Admin authoring (issue 19, decision 035): challenges with their windows, units of lessons
 * and quizzes, and guides, every text in zh, en and es; entries picked to feature. Each change
 * is one transaction with its line in the staff audit log (help's `recordStaffAction`).
 */

/** /admin/challenges: everything, drafts included. */
export async function adminOverview(ctx: ChallengesContext) {
  const now = ctx.clock.now();
  const [challenges, counts, units, steps, guides] = await Promise.all([
    allChallenges(ctx.db),
    entryCounts(ctx.db),
    listUnits(ctx.db),
    listSteps(ctx.db),
    allGuides(ctx.db),
  ]);
  return {
    Challenges: challenges.map((c) => presentChallengeForAdmin(c, now, counts.get(c.id) ?? 0)),
    Units: units.map((u) => presentUnitForAdmin(u, steps)),
    Guides: guides.map(presentGuideForAdmin),
  };
}

async function challengeFor(ctx: ChallengesContext, openId: string) {
  const row = await findChallenge(ctx.db, openId);
  if (!row) throw errors.notFound();
  return row;
}

/** One challenge as kept, with every entry (approved or not) to pick the featured ones. */
export async function adminChallenge(ctx: ChallengesContext, staff: SessionUser, openId: string) {
  const row = await challengeFor(ctx, openId);
  const entries = [];
  for (const entry of await entriesOfChallenge(ctx.db, row.id)) {
    const book = await loadBook(ctx.db, staff, { openId: entry.book_open_id }, 'read');
    entries.push({
      BookId: entry.book_open_id,
      Title: book?.title ?? '',
      State: book?.state ?? null,
      Approved: entry.approved_at !== null,
      Featured: entry.featured === 1,
      EnteredTime: new Date(entry.created_at).toISOString(),
    });
  }
  return {
    Challenge: presentChallengeForAdmin(row, ctx.clock.now(), entries.length),
    Entries: entries,
  };
}

export async function saveChallenge(
  ctx: ChallengesContext,
  staff: SessionUser,
  input: ChallengeSaveInput,
) {
  const now = ctx.clock.now();
  const before = input.ChallengeId ? await challengeFor(ctx, input.ChallengeId) : null;
  const artworkId = input.ArtworkId ?? null;
  if (artworkId && (await artworksForBook(ctx.db, [artworkId])).length === 0) {
    throw errors.badInput([{ path: 'ArtworkId', message: 'noSuchArtwork' }]);
  }
  const values = {
    kind: input.Type,
    book_type: input.Subtype,
    starts_at: input.StartTime,
    ends_at: input.EndTime,
    title_json: JSON.stringify(input.Title),
    prompt_json: JSON.stringify(input.Prompt),
    artwork_id: artworkId,
    age_level: input.AgeLevel,
    paid_only: input.PaidOnly ? 1 : 0,
    starter: input.Starter ? 1 : 0,
    published: input.Published ? 1 : 0,
  };
  const openId = before?.open_id ?? `challenge-${newOpenId()}`;
  await ctx.db.transaction().execute(async (trx) => {
    if (before) await updateChallenge(trx, before.id, values);
    else
      await insertChallenge(trx, { id: newId(now), open_id: openId, created_at: now, ...values });
    const after = await findChallenge(trx, openId);
    await recordStaffAction(
      trx,
      {
        actorId: staff.id,
        action: before ? 'challenge.update' : 'challenge.create',
        target: `challenge:${openId}`,
        before: before ? presentChallengeForAdmin(before, now, 0) : null,
        after: after ? presentChallengeForAdmin(after, now, 0) : null,
      },
      now,
    );
  });
  const row = await challengeFor(ctx, openId);
  return {
    Challenge: presentChallengeForAdmin(row, now, await countEntries(ctx.db, row.id)),
  };
}

/** Features an entry of the challenge (shown first, as a winner) or takes it back. */
export async function featureEntry(
  ctx: ChallengesContext,
  staff: SessionUser,
  input: { ChallengeId: string; BookId: string; Featured: boolean },
) {
  const row = await challengeFor(ctx, input.ChallengeId);
  const entry = await findEntryByBook(ctx.db, input.BookId);
  if (!entry || entry.challenge_id !== row.id) throw errors.notFound();
  if (input.Featured && entry.approved_at === null) {
    throw errors.conflict({ Reason: 'not_approved' });
  }
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await setFeatured(trx, entry.id, input.Featured);
    await recordStaffAction(
      trx,
      {
        actorId: staff.id,
        action: input.Featured ? 'challenge.feature' : 'challenge.unfeature',
        target: `challenge:${row.open_id}`,
        before: { BookId: entry.book_open_id, Featured: entry.featured === 1 },
        after: { BookId: entry.book_open_id, Featured: input.Featured },
      },
      now,
    );
  });
  return { ChallengeId: row.open_id, BookId: entry.book_open_id, Featured: input.Featured };
}

export async function saveUnit(ctx: ChallengesContext, staff: SessionUser, input: UnitSaveInput) {
  const now = ctx.clock.now();
  const before = input.UnitId ? await findUnit(ctx.db, input.UnitId) : null;
  if (input.UnitId && !before) throw errors.notFound();
  const openId = before?.open_id ?? `unit-${newOpenId()}`;
  await ctx.db.transaction().execute(async (trx) => {
    const values = {
      position: input.Position ?? before?.position ?? (await nextPosition(trx, 'challenge_units')),
      title_json: JSON.stringify(input.Title),
      summary_json: JSON.stringify(input.Summary),
    };
    if (before) await updateUnit(trx, before.id, values);
    else await insertUnit(trx, { id: newId(now), open_id: openId, created_at: now, ...values });
    await recordStaffAction(
      trx,
      {
        actorId: staff.id,
        action: before ? 'challenge-unit.update' : 'challenge-unit.create',
        target: `challenge-unit:${openId}`,
        before: before ? presentUnitForAdmin(before, []) : null,
        after: { UnitId: openId, ...values },
      },
      now,
    );
  });
  const unit = await findUnit(ctx.db, openId);
  if (!unit) throw errors.notFound();
  return { Unit: presentUnitForAdmin(unit, await listSteps(ctx.db)) };
}

export async function saveStep(ctx: ChallengesContext, staff: SessionUser, input: StepSaveInput) {
  const now = ctx.clock.now();
  const unit = await findUnit(ctx.db, input.UnitId);
  if (!unit) throw errors.notFound();
  const before = input.StepId ? await findStep(ctx.db, input.StepId) : null;
  if (input.StepId && !before) throw errors.notFound();
  if (before && (before.unit_id !== unit.id || before.kind !== input.Kind)) {
    throw errors.conflict({ Reason: before.unit_id !== unit.id ? 'other_unit' : 'other_kind' });
  }
  const openId = before?.open_id ?? `${input.Kind}-${newOpenId()}`;
  await ctx.db.transaction().execute(async (trx) => {
    const values = {
      position:
        input.Position ??
        before?.position ??
        (await nextPosition(trx, 'challenge_steps', { column: 'unit_id', value: unit.id })),
      title_json: JSON.stringify(input.Title),
      content_json: JSON.stringify(input.Content),
    };
    if (before) await updateStep(trx, before.id, values);
    else {
      await insertStep(trx, {
        id: newId(now),
        open_id: openId,
        unit_id: unit.id,
        kind: input.Kind,
        created_at: now,
        ...values,
      });
    }
    const after = await findStep(trx, openId);
    await recordStaffAction(
      trx,
      {
        actorId: staff.id,
        action: before ? 'challenge-step.update' : 'challenge-step.create',
        target: `challenge-step:${openId}`,
        before: before ? presentStepForAdmin(before) : null,
        after: after ? presentStepForAdmin(after) : null,
      },
      now,
    );
  });
  const step = await findStep(ctx.db, openId);
  if (!step) throw errors.notFound();
  return { UnitId: unit.open_id, Step: presentStepForAdmin(step) };
}

export async function saveGuide(ctx: ChallengesContext, staff: SessionUser, input: GuideSaveInput) {
  const now = ctx.clock.now();
  const before = input.GuideId ? await findGuide(ctx.db, input.GuideId) : null;
  if (input.GuideId && !before) throw errors.notFound();
  const openId = before?.open_id ?? `guide-${newOpenId()}`;
  await ctx.db.transaction().execute(async (trx) => {
    const values = {
      category: input.Category,
      book_type: input.Format,
      genre: input.Genre,
      position:
        input.Position ??
        (before && before.category === input.Category ? before.position : null) ??
        (await nextPosition(trx, 'guides', { column: 'category', value: input.Category })),
      title_json: JSON.stringify(input.Title),
      body_json: JSON.stringify(input.Body),
    };
    if (before) await updateGuide(trx, before.id, values);
    else await insertGuide(trx, { id: newId(now), open_id: openId, created_at: now, ...values });
    const after = await findGuide(trx, openId);
    await recordStaffAction(
      trx,
      {
        actorId: staff.id,
        action: before ? 'guide.update' : 'guide.create',
        target: `guide:${openId}`,
        before: before ? presentGuideForAdmin(before) : null,
        after: after ? presentGuideForAdmin(after) : null,
      },
      now,
    );
  });
  const guide = await findGuide(ctx.db, openId);
  if (!guide) throw errors.notFound();
  return { Guide: presentGuideForAdmin(guide) };
}
