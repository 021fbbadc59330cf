import PgBoss from 'pg-boss';
import {
  type EnqueueOptions,
  type JobDefinition,
  type JobQueue,
  type JobRun,
  jobTimeoutMs,
} from './types';

export interface PgBossQueueOptions {
  /** Runs pg-boss's SQL on the application's own pool (and its search_path). */
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  /** The schema pg-boss keeps its tables in (never the application's own tables). */
  schema: string;
  /** Drop the schema when the queue stops (test databases). */
  dropSchemaOnStop?: boolean;
  onError?: (name: string, err: unknown) => void;
  /**
   * Runs `work` while holding a lock shared by every server of the database: pg-boss's start and
   * its create_queue deadlock when several servers run them at once (decision 041).
   */
  withLock?: <T>(work: () => Promise<T>) => Promise<T>;
}

/** Jobs a server's worker takes per fetch of one queue (see start()). */
export const workBatch = 10;

/**
 * The PostgreSQL queue: pg-boss (SKIP LOCKED fetches, retries, survives restarts). Queues use
 * the `stately` policy, so a key (`singletonKey`) waits in the queue at most once at a time.
 * pg-boss is started on first use, so an application that never enqueues never connects it.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly definitions = new Map<string, JobDefinition>();
  private boss: PgBoss | undefined;
  private starting: Promise<PgBoss> | undefined;
  private polling = false;

  constructor(private readonly options: PgBossQueueOptions) {}

  define(definition: JobDefinition): void {
    this.definitions.set(definition.name, definition);
  }

  private async instance(): Promise<PgBoss> {
    if (this.boss) return this.boss;
    this.starting ??= (async () => {
      const boss = new PgBoss({
        db: { executeSql: (text, values) => this.options.executeSql(text, values) },
        schema: this.options.schema,
        supervise: !this.options.dropSchemaOnStop,
        schedule: false,
        // Maintenance moves runs past their timeout (a server killed mid-job) back to retry;
        // at pg-boss's default of every 2 minutes a notification email waited up to 4 minutes.
        maintenanceIntervalSeconds: 30,
      });
      boss.on('error', (err: unknown) => this.options.onError?.('pg-boss', err));
      await this.locked(async () => {
        await boss.start();
        for (const definition of this.definitions.values()) {
          await this.ensureQueue(boss, definition);
        }
      });
      this.boss = boss;
      return boss;
    })();
    // A failed start (the database away) is tried again by the next use, not kept.
    this.starting.catch(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  private locked<T>(work: () => Promise<T>): Promise<T> {
    return this.options.withLock ? this.options.withLock(work) : work();
  }

  private readonly created = new Set<string>();

  /** Queues are made once (pg-boss's create_queue is itself a no-op for an existing one). */
  private async ensureQueue(boss: PgBoss, definition: JobDefinition): Promise<void> {
    if (this.created.has(definition.name)) return;
    const options = {
      name: definition.name,
      policy: 'stately' as const,
      retryLimit: (definition.maxAttempts ?? 5) - 1,
      retryDelay: 10,
      retryBackoff: true,
      expireInSeconds: jobTimeoutMs(definition) / 1000,
    };
    // Inside instance() the lock is already held; a queue defined later takes it here.
    // An existing queue keeps the options it was made with: they are updated to this code's.
    const make = async () => {
      await boss.createQueue(definition.name, options);
      await boss.updateQueue(definition.name, options);
    };
    if (this.boss) await this.locked(make);
    else await make();
    this.created.add(definition.name);
  }

  async enqueue(name: string, payload: object, options: EnqueueOptions = {}): Promise<void> {
    const boss = await this.instance();
    const definition = this.definitions.get(name);
    if (definition) await this.ensureQueue(boss, definition);
    await boss.send(name, payload, {
      ...(options.key ? { singletonKey: options.key } : {}),
      ...(options.runAt ? { startAfter: new Date(options.runAt) } : {}),
    });
  }

  private async handle(definition: JobDefinition, job: PgBoss.JobWithMetadata): Promise<void> {
    const run: JobRun = { id: job.id, attempt: job.retryCount + 1 };
    await definition.handler(job.data, run);
  }

  async runDue(): Promise<number> {
    const boss = await this.instance();
    let ran = 0;
    for (const definition of this.definitions.values()) {
      await this.ensureQueue(boss, definition);
      for (;;) {
        const jobs = await boss.fetch<object>(definition.name, {
          batchSize: 10,
          includeMetadata: true,
        });
        if (!jobs.length) break;
        for (const job of jobs) {
          ran += 1;
          try {
            await this.handle(definition, job);
            await boss.complete(definition.name, job.id);
          } catch (err) {
            this.options.onError?.(definition.name, err);
            await boss.fail(definition.name, job.id, {
              message: err instanceof Error ? err.message : 'error',
            });
          }
        }
      }
    }
    return ran;
  }

  async start(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    const boss = await this.instance();
    for (const definition of this.definitions.values()) {
      // pg-boss waits the rest of the polling interval after every fetch, jobs found or not, so
      // one job a fetch drained at most one job per 2 s per server (emails lagged a minute
      // behind under the cluster run's load). Up to `workBatch` a fetch, each completed or
      // failed on its own: a failure does not fail (and later re-run) the others of its batch;
      // pg-boss's own completion of the batch afterwards only touches jobs still active.
      await boss.work<object>(
        definition.name,
        { pollingIntervalSeconds: 2, batchSize: workBatch, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            try {
              await this.handle(definition, job);
              await boss.complete(definition.name, job.id);
            } catch (err) {
              this.options.onError?.(definition.name, err);
              await boss.fail(definition.name, job.id, {
                message: err instanceof Error ? err.message : 'error',
              });
            }
          }
        },
      );
    }
  }

  async stop(): Promise<void> {
    this.polling = false;
    const boss =
      this.boss ?? (this.starting ? await this.starting.catch(() => undefined) : undefined);
    if (!boss) return;
    await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    if (this.options.dropSchemaOnStop) {
      await this.options.executeSql(`drop schema if exists "${this.options.schema}" cascade`, []);
    }
    this.boss = undefined;
    this.starting = undefined;
  }
}
