import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index';
import { migrateToLatest, withStartupLock } from '../../src/db/migrate';
import { onPostgres } from '../helpers/app';

/**
 * Several servers starting together on a fresh PostgreSQL database (issue 24, decision 041):
 * one migrates under the advisory lock, the others wait for it and find nothing to do.
 */
describe.skipIf(!onPostgres)('servers starting together', () => {
  it('migrate once under the start-up lock', async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const schema = `s_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const handles = [0, 1, 2].map(() =>
      openDatabase({ kind: 'postgres', url }, { searchPath: schema, poolSize: 3 }),
    );
    try {
      const order: string[] = [];
      const applied = await Promise.all(
        handles.map((h, i) =>
          withStartupLock(h.db, async () => {
            order.push(`start ${i}`);
            const names = await migrateToLatest(h.db);
            order.push(`end ${i}`);
            return names;
          }),
        ),
      );
      const counts = applied.map((names) => names.length).sort((a, b) => a - b);
      expect(counts[0]).toBe(0);
      expect(counts[1]).toBe(0);
      expect(counts[2]).toBeGreaterThan(10);
      // Never two at once: each start is followed by its own end.
      for (let i = 0; i < order.length; i += 2) {
        expect(order[i + 1]).toBe(order[i]?.replace('start', 'end'));
      }
    } finally {
      for (const h of handles) await h.close();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });
});
