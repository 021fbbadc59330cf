import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster, onCluster } from '../helpers/cluster';

/**
 * Jobs on two servers sharing one PostgreSQL (issue 24, decision 041): a job both enqueue runs
 * once, and each recurring job (monthly top-up, nightly counts and reconciliation, search
 * upkeep, sweeps) is enqueued once per period however many servers reach the period, including
 * a server reaching it after the period's run finished.
 */
describe.skipIf(!onCluster)('jobs on several servers', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await createCluster(2);
  });
  afterAll(() => cluster?.close());

  const runAll = () => Promise.all(cluster.servers.map((s) => s.jobs.runDueJobs(s.app)));

  it('runs a job enqueued by both servers once', async () => {
    const runs: string[] = [];
    for (const [i, s] of cluster.servers.entries()) {
      s.jobs.jobsFor(s.app).define({
        name: 'cluster-test-job',
        handler: async (payload) => {
          runs.push(`${i}:${(payload as { n: number }).n}`);
        },
      });
    }
    await Promise.all(
      cluster.servers.map((s) =>
        s.jobs.jobsFor(s.app).enqueue('cluster-test-job', { n: 1 }, { key: 'order-1' }),
      ),
    );
    await runAll();
    expect(runs.map((r) => r.split(':')[1])).toEqual(['1']);
    // Two other jobs, one from each server: each runs once though both servers take jobs.
    await Promise.all(
      cluster.servers.map((s, i) =>
        s.jobs.jobsFor(s.app).enqueue('cluster-test-job', { n: i + 2 }, { key: `order-${i + 2}` }),
      ),
    );
    await runAll();
    expect(runs.map((r) => r.split(':')[1]).sort()).toEqual(['1', '2', '3']);
  });

  it('enqueues each recurring job once per period whatever the number of servers', async () => {
    const [a] = cluster.servers;
    if (!a) throw new Error('no server');
    const names = a.jobs.recurringJobs(a.app).map((j) => j.name);
    expect(names).toEqual(
      expect.arrayContaining(['ledger-monthly-top-up', 'reading.counts', 'search.version']),
    );
    const tick = () =>
      Promise.all(
        cluster.servers.flatMap((s) =>
          s.jobs.recurringJobs(s.app).map((job) => s.jobs.enqueueRecurring(s.app, job)),
        ),
      );
    const queued = async () => {
      const rows = await sql<{ name: string; n: number }>`
        select name, count(*)::int as n from ${sql.id(`${cluster.schema}_jobs`, 'job')}
        where name in (${sql.join(names)}) group by name`.execute(a.app.db);
      return Object.fromEntries(rows.rows.map((r) => [r.name, r.n]));
    };
    const each = (n: number) => Object.fromEntries(names.map((name) => [name, n]));

    await tick();
    await runAll();
    expect(await queued()).toEqual(each(1));
    // Later in the same period (the runs are finished): nothing is enqueued again. The shortest
    // schedule is a minute (the notification email sweep) and every period is whole minutes: the
    // last millisecond of this minute is in the same period of each.
    a.clock.advance(59_999 - (a.clock.now() % 60_000));
    await tick();
    await runAll();
    expect(await queued()).toEqual(each(1));
    // The next period (every schedule here is at most a day long): once more, once.
    a.clock.advance(24 * 60 * 60 * 1000);
    await tick();
    await runAll();
    expect(await queued()).toEqual(each(2));
  }, 60_000);
});
