import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { jobsFor } from '../../src/platform/jobs/index';
import { createTestApp, onPostgres } from '../helpers/app';

/**
 * pg-boss's workers (PostgreSQL) as the servers run them (decision 057): the cluster run found
 * notification emails a minute behind under load, because each fetch took one job and pg-boss
 * waits its 2 s polling interval after every fetch. A backlog now drains many jobs a fetch, and
 * a job that fails does not fail the others fetched with it.
 */
describe.skipIf(!onPostgres)('pg-boss workers', () => {
  it('drain a backlog faster than one job per polling interval, each job on its own', async () => {
    const t = await createTestApp();
    try {
      const jobs = jobsFor(t.app);
      const seen: number[] = [];
      jobs.define({
        name: 'test-backlog',
        maxAttempts: 2,
        handler: async (payload) => {
          const { n } = payload as { n: number };
          if (n === 3) throw new Error('three fails');
          seen.push(n);
        },
      });
      for (let n = 0; n < 12; n++) await jobs.enqueue('test-backlog', { n }, { key: `b${n}` });
      const started = Date.now();
      await jobs.start();
      // One job a fetch took 11 polling intervals (22 s) for these.
      await expect.poll(() => seen.length, { timeout: 8000, interval: 100 }).toBe(11);
      expect(Date.now() - started).toBeLessThan(8000);
      expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11]);
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.app.db))
        .rows[0]?.s;
      const states = await sql<{ state: string; n: number }>`
        select state, count(*)::int as n from ${sql.id(`${schema}_jobs`, 'job')}
        where name = 'test-backlog' group by state order by state`.execute(t.app.db);
      // The failed job waits for its retry; the others completed, once each.
      expect(states.rows).toEqual([
        { state: 'retry', n: 1 },
        { state: 'completed', n: 11 },
      ]);
    } finally {
      await t.close();
    }
  }, 30_000);
});
