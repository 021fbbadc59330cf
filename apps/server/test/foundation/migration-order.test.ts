import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, pendingMigrations } from '../../src/db/migrate';
import { down as dropAssignmentChallenge } from '../../src/db/migrations/202611290000_add_class_assignment_challenge';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * Migrations written side by side land in any order: a database that already ran a later one
 * (here 202611290040, the search index state) must still take an earlier one that arrives after
 * it (202611290000, a class assignment's challenge), instead of refusing to start. Runs on
 * SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migrations that arrive out of order', () => {
  it('runs an earlier migration a database has not seen, after later ones', async () => {
    const name = '202611290000_add_class_assignment_challenge';
    // As a database migrated before the earlier migration landed: its change and its row gone.
    await dropAssignmentChallenge(t.app.db);
    await sql`delete from kysely_migration where name = ${name}`.execute(t.app.db);
    expect(await pendingMigrations(t.app.db)).toEqual([name]);

    expect(await migrateToLatest(t.app.db)).toEqual([name]);
    expect(await pendingMigrations(t.app.db)).toEqual([]);
    // The column is back: an assignment can name a challenge again.
    const columns = await t.app.db.introspection.getTables();
    const assignments = columns.find((table) => table.name === 'class_assignments');
    expect(assignments?.columns.map((c) => c.name)).toContain('challenge_id');
  });
});
