/**
 * The embedded job queue (platform/jobs): jobs kept in the database so they survive a restart.
 * On PostgreSQL the queue is pg-boss in its own schema instead.
 */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobTable {
  id: string;
  name: string;
  /** JSON payload. */
  payload: string;
  /** At most one job per (name, key) is ever queued: enqueueing it again is a no-op. */
  singleton_key: string | null;
  state: JobState;
  attempts: number;
  max_attempts: number;
  /** Not before this time (epoch ms, app clock). */
  run_at: number;
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

/** A recurring job's period, claimed by the first server to reach it (decision 041). */
export interface JobScheduleClaimTable {
  name: string;
  /** The recurring job's key for the period (`keyFor(now)`). */
  period_key: string;
  claimed_at: number;
}

export interface JobTables {
  jobs: JobTable;
  job_schedule_claims: JobScheduleClaimTable;
}
