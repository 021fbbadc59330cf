import { errors } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { recordStaffAction } from '../help/index';
import { presentStepForAdmin, presentUnitForAdmin } from './admin-present';
import type { ChallengesContext } from './context';
import { findStep, findUnit, listSteps, listUnits, stepsOfUnit } from './queries';

/**
 * Arranging the curriculum (issue 19, decision 062): an admin moves a unit, or a lesson or quiz
 * inside its unit, one place up or down, and deletes one no learner has progress on (a unit
 * with its steps). Each change is one transaction with its line in the staff audit log.
 */

type Direction = 'up' | 'down';

/**
 * The new order of a list after moving `id` one place: positions are written 1..n again, so
 * lists whose positions repeated or had holes come out tidy. At the end it cannot move: CONFLICT.
 */
function moved<T extends { id: string }>(list: T[], id: string, direction: Direction): T[] {
  const at = list.findIndex((x) => x.id === id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= list.length) throw errors.conflict({ Reason: 'at_end' });
  const out = [...list];
  [out[at], out[to]] = [out[to] as T, out[at] as T];
  return out;
}

/** Writes the positions of a list in its new order as 1..n (only the rows that change). */
async function renumber(
  trx: ChallengesContext['db'],
  table: 'challenge_units' | 'challenge_steps',
  order: { id: string; position: number }[],
): Promise<void> {
  for (const [i, row] of order.entries()) {
    if (row.position === i + 1) continue;
    await trx
      .updateTable(table)
      .set({ position: i + 1 })
      .where('id', '=', row.id)
      .execute();
  }
}

const openIds = (list: { open_id: string }[]) => list.map((x) => x.open_id);

export async function moveUnit(
  ctx: ChallengesContext,
  staff: SessionUser,
  input: { UnitId: string; Direction: Direction },
) {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const unit = await findUnit(trx, input.UnitId);
    if (!unit) throw errors.notFound();
    const units = await listUnits(trx);
    const order = moved(units, unit.id, input.Direction);
    await renumber(trx, 'challenge_units', order);
    await recordStaffAction(
      trx,
      {
        actorId: staff.id,
        action: 'challenge-unit.move',
        target: `challenge-unit:${unit.open_id}`,
        before: { Order: openIds(units) },
        after: { Order: openIds(order), Direction: input.Direction },
      },
      now,
    );
  });
  const steps = await listSteps(ctx.db);
  return { Units: (await listUnits(ctx.db)).map((u) => presentUnitForAdmin(u, steps)) };
}

export async function moveStep(
  ctx: ChallengesContext,
  staff: SessionUser,
  input: { StepId: string; Direction: Direction },
) {
  const now = ctx.clock.now();
  let unitId = '';
  await ctx.db.transaction().execute(async (trx) => {
    const step = await findStep(trx, input.StepId);
    if (!step) throw errors.notFound();
    unitId = step.unit_id;
    const steps = await stepsOfUnit(trx, step.unit_id);
    const order = moved(steps, step.id, input.Direction);
    await renumber(trx, 'challenge_steps', order);
    await recordStaffAction(
      trx,
      {
        actorId: staff.id,
        action: 'challenge-step.move',
        target: `challenge-step:${step.open_id}`,
        before: { Order: openIds(steps) },
        after: { Order: openIds(order), Direction: input.Direction },
      },
      now,
    );
  });
  const unit = await ctx.db
    .selectFrom('challenge_units')
    .selectAll()
    .where('id', '=', unitId)
    .executeTakeFirstOrThrow();
  return { Unit: presentUnitForAdmin(unit, await stepsOfUnit(ctx.db, unitId)) };
}

/** How many learners have progress on any of these steps. */
async function learnersOn(trx: ChallengesContext['db'], stepIds: string[]): Promise<number> {
  if (stepIds.length === 0) return 0;
  const row = await trx
    .selectFrom('challenge_step_progress')
    .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
    .where('step_id', 'in', stepIds)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Deletes a unit and its lessons and quizzes, or one step. Refused (CONFLICT, Reason
 * `has_progress` with the number of learners) when anyone has progress on it: their crowns,
 * counts and certificates stand on it (decision 062); the admin edits its text instead.
 */
export async function deleteUnit(
  ctx: ChallengesContext,
  staff: SessionUser,
  input: { UnitId: string },
) {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const unit = await findUnit(trx, input.UnitId);
    if (!unit) throw errors.notFound();
    const steps = await stepsOfUnit(trx, unit.id);
    const learners = await learnersOn(
      trx,
      steps.map((s) => s.id),
    );
    if (learners > 0) throw errors.conflict({ Reason: 'has_progress', Learners: learners });
    if (steps.length > 0) {
      await trx.deleteFrom('challenge_steps').where('unit_id', '=', unit.id).execute();
    }
    await trx.deleteFrom('challenge_units').where('id', '=', unit.id).execute();
    await recordStaffAction(
      trx,
      {
        actorId: staff.id,
        action: 'challenge-unit.delete',
        target: `challenge-unit:${unit.open_id}`,
        before: {
          ...presentUnitForAdmin(unit, steps),
          Steps: steps.map(presentStepForAdmin),
        },
        after: null,
      },
      now,
    );
  });
  return { UnitId: input.UnitId, Deleted: true };
}

export async function deleteStep(
  ctx: ChallengesContext,
  staff: SessionUser,
  input: { StepId: string },
) {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const step = await findStep(trx, input.StepId);
    if (!step) throw errors.notFound();
    const learners = await learnersOn(trx, [step.id]);
    if (learners > 0) throw errors.conflict({ Reason: 'has_progress', Learners: learners });
    await trx.deleteFrom('challenge_steps').where('id', '=', step.id).execute();
    await recordStaffAction(
      trx,
      {
        actorId: staff.id,
        action: 'challenge-step.delete',
        target: `challenge-step:${step.open_id}`,
        before: presentStepForAdmin(step),
        after: null,
      },
      now,
    );
  });
  return { StepId: input.StepId, Deleted: true };
}
