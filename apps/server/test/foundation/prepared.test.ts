import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/index';
import { prepared } from '../../src/db/prepared';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser } from '../helpers/factories';

/** Decision 075: hot queries compiled once, run with each call's values (SQLite and PostgreSQL). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('prepared', () => {
  it('answers each call with its own values, the same as the built query', async () => {
    const a = await buildUser(t, { username: 'prepared_a' });
    const b = await buildUser(t, { username: 'prepared_b' });
    const byName = prepared(
      (db: DB, lower: string, id: string) =>
        db
          .selectFrom('users')
          .select(['id', 'username'])
          .where('username_lower', '=', lower)
          .where('id', '=', id)
          .where('deleted_at', 'is', null),
      ['sample name', 'sample id'],
    );
    expect(await byName(t.app.db, 'prepared_a', a.row.id)).toEqual([
      { id: a.row.id, username: 'prepared_a' },
    ]);
    expect(await byName(t.app.db, 'prepared_b', b.row.id)).toEqual([
      { id: b.row.id, username: 'prepared_b' },
    ]);
    expect(await byName(t.app.db, 'prepared_a', b.row.id)).toEqual([]);
  });

  it('refuses a query whose parameters are not its arguments in order', async () => {
    const swapped = prepared(
      (db: DB, lower: string, id: string) =>
        db
          .selectFrom('users')
          .select('id')
          .where('id', '=', id)
          .where('username_lower', '=', lower),
      ['sample name', 'sample id'],
    );
    await expect(swapped(t.app.db, 'x', 'y')).rejects.toThrow(/in order/);
    const extra = prepared(
      (db: DB, id: string) =>
        db.selectFrom('users').select('id').where('id', '=', id).where('is_active', '=', 1),
      ['sample id'],
    );
    await expect(extra(t.app.db, 'y')).rejects.toThrow(/in order/);
  });
});
