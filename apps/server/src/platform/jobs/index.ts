import type { FastifyInstance } from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import { EmbeddedJobQueue } from './embedded';
import { PgBossJobQueue } from './pg-boss';
import type { JobDefinition, JobQueue } from './types';

export type { EnqueueOptions, JobDefinition, JobQueue, JobRun } from './types';
export { EmbeddedJobQueue, PgBossJobQueue };

/** A job enqueued on start and then every `everyMs`, under a key made from the app clock. */
export interface RecurringJob {
  name: string;
  everyMs: number;
  /** The singleton key for now: one run per period (`topup-sweep:2026-11-22T10`). */
  keyFor(now: number): string;
}

interface JobsState {
  queue: JobQueue;
  recurring: RecurringJob[];
  timers: NodeJS.Timeout[];
  hooked: boolean;
}

// One queue per application (keyed by its config object, which every plugin context shares).
const states = new WeakMap<object, JobsState>();

async function pgBossSchema(app: FastifyInstance): Promise<string> {
  const row = await sql<{ schema: string }>`select current_schema() as schema`.execute(app.db);
  const current = row.rows[0]?.schema ?? 'public';
  return current === 'public' ? 'pgboss' : `${current}_jobs`;
}

/**
 * pg-boss's SQL on one pooled connection. Its migrations send `BEGIN; ...; COMMIT;` as one text:
 * if that fails half-way, the connection is rolled back before it returns to the pool.
 */
async function executeOnOneConnection(
  app: FastifyInstance,
  text: string,
  values: unknown[],
): Promise<{ rows: unknown[] }> {
  return app.db.connection().execute(async (conn) => {
    try {
      const result = await conn.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    } catch (err) {
      await conn.executeQuery(CompiledQuery.raw('rollback', [])).catch(() => undefined);
      throw err;
    }
  });
}

/**
 * `work` while this server holds a PostgreSQL advisory lock named `name` (per schema) on one
 * pooled connection; `work` itself runs on others.
 */
async function withAdvisoryLock<T>(
  app: FastifyInstance,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  return app.db.connection().execute(async (conn) => {
    const key = sql`hashtext(${`${name}.`} || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}

function createQueue(app: FastifyInstance): JobQueue {
  const onError = (name: string, err: unknown) =>
    app.log.error(
      { job: name, reason: err instanceof Error ? err.message : String(err) },
      'job failed',
    );
  if (app.dialect === 'postgres') {
    // The schema is found on first use (the pool's search_path decides it in tests).
    let queue: PgBossJobQueue | undefined;
    let making: Promise<PgBossJobQueue> | undefined;
    const definitions: JobDefinition[] = [];
    const ready = () => {
      making ??= (async () => {
        const made = new PgBossJobQueue({
          executeSql: (text, values) => executeOnOneConnection(app, text, values),
          schema: await pgBossSchema(app),
          dropSchemaOnStop: app.config.env === 'test' && !app.config.testClock,
          onError,
          withLock: (work) => withAdvisoryLock(app, 'storyloom.pg-boss', work),
        });
        for (const d of definitions) made.define(d);
        queue = made;
        return made;
      })();
      return making;
    };
    return {
      kind: 'pg-boss',
      define: (d) => {
        definitions.push(d);
        queue?.define(d);
      },
      enqueue: async (name, payload, options) => (await ready()).enqueue(name, payload, options),
      runDue: async () => (await ready()).runDue(),
      start: async () => (await ready()).start(),
      stop: async () => queue?.stop(),
    };
  }
  return new EmbeddedJobQueue(app.db, app.clock, onError);
}

function stateFor(app: FastifyInstance): JobsState {
  let state = states.get(app.config);
  if (!state) {
    state = { queue: createQueue(app), recurring: [], timers: [], hooked: false };
    states.set(app.config, state);
  }
  return state;
}

/**
 * Jobs poll in the background except under tests (NODE_ENV=test), where a test runs them with
 * `runDueJobs(app)` after moving its clock. The e2e server (TEST_CLOCK=1) polls like a real one.
 */
function polls(app: FastifyInstance): boolean {
  return app.config.env !== 'test' || app.config.testClock;
}

/**
 * Called while the modules register: the application's queue starts when the app is ready
 * (recurring jobs enqueued at once, then on their timers) and stops when it closes.
 */
export function registerJobs(app: FastifyInstance): JobQueue {
  const state = stateFor(app);
  if (!state.hooked) {
    state.hooked = true;
    app.addHook('onReady', async () => {
      if (!polls(app)) return;
      for (const job of state.recurring) {
        await enqueueRecurring(app, job);
        const timer = setInterval(() => void enqueueRecurring(app, job), job.everyMs);
        timer.unref();
        state.timers.push(timer);
      }
      await state.queue.start();
    });
    app.addHook('onClose', async () => {
      for (const timer of state.timers) clearInterval(timer);
      await state.queue.stop();
      states.delete(app.config);
    });
  }
  return state.queue;
}

const claimsKeptMs = 100 * 24 * 60 * 60 * 1000;

/**
 * Enqueues a recurring job's run for the current period, once whatever the number of servers
 * (decision 041). pg-boss's `stately` queues stop a second copy only while the first waits or
 * runs, so another server reaching the period after the run would enqueue it again: on
 * PostgreSQL the first server to write the period's row in `job_schedule_claims` enqueues it,
 * the others find the row and leave it. (The embedded queue keeps a key for ever by itself.)
 * A claim whose enqueue failed is given back, so the next tick tries again.
 */
export async function enqueueRecurring(app: FastifyInstance, job: RecurringJob): Promise<void> {
  const queue = stateFor(app).queue;
  const now = app.clock.now();
  const key = job.keyFor(now);
  try {
    if (queue.kind === 'pg-boss') {
      await app.db
        .deleteFrom('job_schedule_claims')
        .where('claimed_at', '<', now - claimsKeptMs)
        .execute();
      const claimed = await app.db
        .insertInto('job_schedule_claims')
        .values({ name: job.name, period_key: key, claimed_at: now })
        .onConflict((oc) => oc.columns(['name', 'period_key']).doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return;
      try {
        await queue.enqueue(job.name, {}, { key });
      } catch (err) {
        await app.db
          .deleteFrom('job_schedule_claims')
          .where('name', '=', job.name)
          .where('period_key', '=', key)
          .execute();
        throw err;
      }
      return;
    }
    await queue.enqueue(job.name, {}, { key });
  } catch (err) {
    app.log.error({ job: job.name, err }, 'enqueue failed');
  }
}

/** The recurring jobs the modules defined (tests enqueue them with `enqueueRecurring`). */
export function recurringJobs(app: FastifyInstance): readonly RecurringJob[] {
  return stateFor(app).recurring;
}

/**
 * Draining (SIGTERM): no more recurring enqueues and no more jobs taken; a job running now
 * finishes first (pg-boss waits up to 5 s). Jobs may still be enqueued (by requests in flight)
 * for the other servers to run. Closing the app later stops the queue again (a no-op).
 */
export async function stopTakingJobs(app: FastifyInstance): Promise<void> {
  const state = states.get(app.config);
  if (!state) return;
  for (const timer of state.timers) clearInterval(timer);
  state.timers = [];
  await state.queue.stop();
}

export function jobsFor(app: FastifyInstance): JobQueue {
  return stateFor(app).queue;
}

/** Defines a job that runs on start and every `everyMs` (one run per key). */
export function defineRecurring(
  app: FastifyInstance,
  job: RecurringJob,
  definition: JobDefinition,
) {
  const state = stateFor(app);
  state.queue.define(definition);
  state.recurring.push(job);
}

/** Tests: runs every due job now. */
export function runDueJobs(app: FastifyInstance): Promise<number> {
  return stateFor(app).queue.runDue();
}
