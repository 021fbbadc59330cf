import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedJobQueue, jobsFor } from '../../src/platform/jobs/index';
import { createTestApp, onPostgres, type TestApp } from '../helpers/app';
import { day } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(day('2026-11-05'));
});
afterAll(() => t.close());

describe('the embedded job queue (SQLite default; also runs on PostgreSQL tables)', () => {
  it('runs a job once per key, retries a failure later, and gives up after its attempts', async () => {
    const queue = new EmbeddedJobQueue(t.app.db, t.app.clock);
    const seen: string[] = [];
    let failures = 2;
    queue.define({
      name: 'test-echo',
      handler: async (payload) => {
        seen.push((payload as { word: string }).word);
      },
    });
    queue.define({
      name: 'test-flaky',
      maxAttempts: 3,
      handler: async () => {
        if (failures-- > 0) throw new Error('not yet');
        seen.push('flaky done');
      },
    });
    await queue.enqueue('test-echo', { word: 'a' }, { key: 'k1' });
    await queue.enqueue('test-echo', { word: 'a again' }, { key: 'k1' });
    await queue.enqueue('test-echo', { word: 'later' }, { runAt: t.clock.now() + 60_000 });
    await queue.enqueue('test-flaky', {});
    expect(await queue.runDue()).toBe(2);
    expect(seen).toEqual(['a']);
    t.clock.advance(61_000);
    expect(await queue.runDue()).toBe(2); // 'later' and the flaky retry (fails again)
    t.clock.advance(3_600_000);
    await queue.runDue();
    expect(seen).toEqual(['a', 'later', 'flaky done']);
    await queue.enqueue('test-echo', { word: 'a third time' }, { key: 'k1' });
    expect(await queue.runDue()).toBe(0);
  });

  it('survives a restart: a job held by a runner that died is taken over after its lease', async () => {
    const first = new EmbeddedJobQueue(t.app.db, t.app.clock);
    let ran = 0;
    first.define({
      name: 'test-crash',
      handler: async () => {
        ran += 1;
      },
    });
    await first.enqueue('test-crash', {}, { key: 'crash-1' });
    // The runner claimed it and the process died before finishing.
    await t.app.db
      .updateTable('jobs')
      .set({ state: 'running', attempts: 1, locked_until: t.clock.now() + 300_000 })
      .where('singleton_key', '=', 'crash-1')
      .execute();
    const restarted = new EmbeddedJobQueue(t.app.db, t.app.clock);
    restarted.define({
      name: 'test-crash',
      handler: async () => {
        ran += 1;
      },
    });
    expect(await restarted.runDue()).toBe(0);
    t.clock.advance(301_000);
    expect(await restarted.runDue()).toBe(1);
    expect(ran).toBe(1);
    const row = await t.app.db
      .selectFrom('jobs')
      .select(['state', 'attempts'])
      .where('singleton_key', '=', 'crash-1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'done', attempts: 2 });
  });

  it("claims a job for its own timeout (a notification email's: one minute), not 5 minutes", async () => {
    const queue = new EmbeddedJobQueue(t.app.db, t.app.clock);
    let lockedFor = 0;
    queue.define({
      name: 'test-lease',
      timeoutSeconds: 45,
      handler: async () => {
        const row = await t.app.db
          .selectFrom('jobs')
          .select('locked_until')
          .where('singleton_key', '=', 'lease-1')
          .executeTakeFirstOrThrow();
        lockedFor = Number(row.locked_until) - t.clock.now();
      },
    });
    await queue.enqueue('test-lease', {}, { key: 'lease-1' });
    expect(await queue.runDue()).toBe(1);
    expect(lockedFor).toBe(45_000);
  });

  it('the application uses pg-boss on PostgreSQL and the embedded queue on SQLite', () => {
    expect(jobsFor(t.app).kind).toBe(onPostgres ? 'pg-boss' : 'embedded');
  });
});

describe.runIf(onPostgres)('pg-boss (PostgreSQL)', () => {
  it('runs jobs, dedupes waiting jobs by key, and keeps a failed one for a retry', async () => {
    const queue = jobsFor(t.app);
    const seen: string[] = [];
    let failures = 1;
    queue.define({
      name: 'test-pg-echo',
      handler: async (payload) => {
        seen.push((payload as { word: string }).word);
      },
    });
    queue.define({
      name: 'test-pg-flaky',
      maxAttempts: 3,
      handler: async () => {
        if (failures-- > 0) throw new Error('not yet');
        seen.push('flaky done');
      },
    });
    await queue.enqueue('test-pg-echo', { word: 'x' }, { key: 'same' });
    await queue.enqueue('test-pg-echo', { word: 'x again' }, { key: 'same' });
    await queue.enqueue('test-pg-flaky', {});
    await queue.runDue();
    expect(seen).toEqual(['x']);
    expect(failures).toBe(0);
  });
});
