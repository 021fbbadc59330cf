import type { DB } from '../../db/index';
import type { Clock } from '../clock';
import { newId } from '../ids';
import {
  type EnqueueOptions,
  type JobDefinition,
  type JobQueue,
  type JobRun,
  jobTimeoutMs,
  retryDelayMs,
} from './types';

const pollMs = 1000;

/**
 * The embedded queue: jobs are rows of the `jobs` table in the application's own database, so
 * they survive a restart. A runner claims a job with a conditional update (the claim counts only
 * when it changed the row), runs it, and marks it done, or queues it again with a delay.
 */
export class EmbeddedJobQueue implements JobQueue {
  readonly kind = 'embedded' as const;
  private readonly definitions = new Map<string, JobDefinition>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: DB,
    private readonly clock: Clock,
    private readonly onError: (name: string, err: unknown) => void = () => undefined,
  ) {}

  define(definition: JobDefinition): void {
    this.definitions.set(definition.name, definition);
  }

  async enqueue(name: string, payload: object, options: EnqueueOptions = {}): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insertInto('jobs')
      .values({
        id: newId(now),
        name,
        payload: JSON.stringify(payload),
        singleton_key: options.key ?? null,
        state: 'queued',
        attempts: 0,
        max_attempts: this.definitions.get(name)?.maxAttempts ?? 5,
        run_at: options.runAt ?? now,
        locked_until: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['name', 'singleton_key']).doNothing())
      .execute();
  }

  /** One pass at a time: overlapping calls share the pass in progress, then run again. */
  async runDue(): Promise<number> {
    while (this.running) await this.running;
    this.running = this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async pass(): Promise<number> {
    let ran = 0;
    for (;;) {
      const now = this.clock.now();
      const names = [...this.definitions.keys()];
      if (!names.length) return ran;
      const due = await this.db
        .selectFrom('jobs')
        .select(['id', 'name', 'payload', 'attempts', 'max_attempts'])
        .where('name', 'in', names)
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
            eb.and([eb('state', '=', 'running'), eb('locked_until', '<', now)]),
          ]),
        )
        .orderBy('run_at')
        .limit(20)
        .execute();
      if (!due.length) return ran;
      for (const job of due) {
        // A running job holds its claim for its timeout; after a crash another runner takes it.
        const lease = jobTimeoutMs(this.definitions.get(job.name));
        if (await this.claim(job.id, now, lease)) {
          await this.runOne(job);
          ran += 1;
        }
      }
    }
  }

  private async claim(id: string, now: number, leaseMs: number): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'running',
        attempts: eb('attempts', '+', 1),
        locked_until: now + leaseMs,
        updated_at: now,
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('state', '=', 'running'), eb('locked_until', '<', now)]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async runOne(job: {
    id: string;
    name: string;
    payload: string;
    attempts: number;
    max_attempts: number;
  }): Promise<void> {
    const definition = this.definitions.get(job.name);
    const run: JobRun = { id: job.id, attempt: job.attempts + 1 };
    try {
      if (!definition) throw new Error(`no handler for ${job.name}`);
      await definition.handler(JSON.parse(job.payload) as unknown, run);
      await this.db
        .updateTable('jobs')
        .set({ state: 'done', locked_until: null, updated_at: this.clock.now() })
        .where('id', '=', job.id)
        .execute();
    } catch (err) {
      this.onError(job.name, err);
      const now = this.clock.now();
      const finalAttempt = run.attempt >= job.max_attempts;
      await this.db
        .updateTable('jobs')
        .set({
          state: finalAttempt ? 'failed' : 'queued',
          run_at: now + retryDelayMs(run.attempt),
          locked_until: null,
          last_error: err instanceof Error ? err.message.slice(0, 500) : 'error',
          updated_at: now,
        })
        .where('id', '=', job.id)
        .execute();
    }
  }

  async start(): Promise<void> {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.runDue().catch((err: unknown) => this.onError('poll', err));
    }, pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    while (this.running) await this.running.catch(() => 0);
  }
}
