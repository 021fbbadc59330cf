import type { DB } from '../../db/index';
import type { Seeder } from '../../db/seed/index';
import { newId } from '../../platform/ids';
import { galleryPicturesByTitle } from '../artworks/index';
import type { SeedUnit } from './content';
import { seedChallenges } from './seed/challenges';
import { seedGuides } from './seed/guides';
import { curriculum } from './seed/index';

const dayMs = 86_400_000;

async function exists(
  db: DB,
  table: 'challenge_units' | 'challenge_steps' | 'challenges' | 'guides',
  openId: string,
) {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('open_id', '=', openId)
    .executeTakeFirst();
  return row !== undefined;
}

async function seedUnit(db: DB, unit: SeedUnit, position: number, now: number) {
  let unitId: string;
  const found = await db
    .selectFrom('challenge_units')
    .select('id')
    .where('open_id', '=', unit.id)
    .executeTakeFirst();
  if (found) unitId = found.id;
  else {
    unitId = newId(now);
    await db
      .insertInto('challenge_units')
      .values({
        id: unitId,
        open_id: unit.id,
        position,
        title_json: JSON.stringify(unit.title),
        summary_json: JSON.stringify(unit.summary),
        created_at: now,
      })
      .execute();
  }
  for (const [i, step] of unit.steps.entries()) {
    if (await exists(db, 'challenge_steps', step.id)) continue;
    await db
      .insertInto('challenge_steps')
      .values({
        id: newId(now),
        open_id: step.id,
        unit_id: unitId,
        position: i + 1,
        kind: step.kind,
        title_json: JSON.stringify(step.title),
        content_json: JSON.stringify(step.content),
        created_at: now,
      })
      .execute();
  }
}

/**
 * The starter curriculum (issue 19): units of lessons and quizzes, current challenges in every
 * format and guides in every category. Product content, so it is written whatever SEED says;
 * what is already there (by id) is left alone, so running it twice changes nothing.
 */
export async function seedCurriculum(db: DB, now: number): Promise<void> {
  for (const [i, unit] of curriculum.entries()) await seedUnit(db, unit, i + 1, now);
  const today = now - (now % dayMs);
  for (const c of seedChallenges) {
    if (await exists(db, 'challenges', c.id)) continue;
    await db
      .insertInto('challenges')
      .values({
        id: newId(now),
        open_id: c.id,
        kind: c.kind,
        book_type: c.bookType,
        starts_at: today + c.startDay * dayMs,
        ends_at: today + c.endDay * dayMs,
        title_json: JSON.stringify(c.title),
        prompt_json: JSON.stringify(c.prompt),
        artwork_id: null,
        age_level: c.ageLevel,
        paid_only: c.paidOnly ? 1 : 0,
        starter: c.starter ? 1 : 0,
        published: 1,
        created_at: now,
      })
      .execute();
  }
  for (const [i, g] of seedGuides.entries()) {
    if (await exists(db, 'guides', g.id)) continue;
    await db
      .insertInto('guides')
      .values({
        id: newId(now),
        open_id: g.id,
        category: g.category,
        book_type: g.bookType,
        genre: g.genre,
        position: i + 1,
        title_json: JSON.stringify(g.title),
        body_json: JSON.stringify(g.body),
        created_at: now,
      })
      .execute();
  }
}

/**
 * The demo's challenges start with fitting pictures of the seeded galleries (seed-art guide):
 * each seeded challenge without artwork gets its `artTitle` picture, when the art seeder made it.
 * An artwork an admin chose is left alone.
 */
export async function seedChallengeArt(db: DB): Promise<void> {
  const pictures = await galleryPicturesByTitle(db);
  for (const c of seedChallenges) {
    const artworkId = c.artTitle ? pictures.get(c.artTitle) : undefined;
    if (!artworkId) continue;
    await db
      .updateTable('challenges')
      .set({ artwork_id: artworkId })
      .where('open_id', '=', c.id)
      .where('artwork_id', 'is', null)
      .execute();
  }
}

export const challengesSeeder: Seeder = {
  name: 'challenges',
  async run(ctx) {
    await seedCurriculum(ctx.db, ctx.clock.now());
    await seedChallengeArt(ctx.db);
    return undefined;
  },
};
