/**
 * The jobs adapter (DESIGN.md "Adapters"): an embedded queue kept in the application's database
 * by default, pg-boss when the database is PostgreSQL. Both run the same handlers; a handler must
 * be idempotent (a job may run again after a crash or a retry).
 */
export interface JobRun {
  id: string;
  /** 1 for the first run. */
  attempt: number;
}

export type JobHandler = (payload: unknown, run: JobRun) => Promise<void>;

export interface JobDefinition {
  name: string;
  handler: JobHandler;
  /** Runs before giving up (default 5). */
  maxAttempts?: number;
  /**
   * A run still going after this long is taken to have died with its server and is run
   * again elsewhere (default 5 minutes). Keep it well above the job's slowest honest run.
   */
  timeoutSeconds?: number;
}

/** How long a run may take before it is taken to have died with its server. */
export function jobTimeoutMs(definition: JobDefinition | undefined): number {
  return (definition?.timeoutSeconds ?? 300) * 1000;
}

export interface EnqueueOptions {
  /**
   * At most one job with this key waits in the queue at a time (embedded queue: ever, once it
   * ran); enqueueing it again is a no-op. Name it after what the job is for: `topup:2026-11`.
   */
  key?: string;
  /** Not before this time (epoch ms). */
  runAt?: number;
}

export interface JobQueue {
  readonly kind: 'embedded' | 'pg-boss';
  define(definition: JobDefinition): void;
  enqueue(name: string, payload: object, options?: EnqueueOptions): Promise<void>;
  /** Runs every job that is due now, one after another; resolves with how many ran. */
  runDue(): Promise<number>;
  /** Starts polling for due jobs in the background. */
  start(): Promise<void>;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
}

/** Retry delay after a failed attempt: 10 s, 40 s, 90 s... (capped at one hour). */
export function retryDelayMs(attempt: number): number {
  return Math.min(10_000 * attempt * attempt, 3_600_000);
}
