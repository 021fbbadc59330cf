import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/index';
import type { Clock } from '../../platform/clock';
import { type JobQueue, jobsFor } from '../../platform/jobs/index';

/** What the challenges services need, without any HTTP type. */
export interface ChallengesContext {
  db: DB;
  clock: Clock;
  jobs?: JobQueue | undefined;
}

export function challengesContext(app: FastifyInstance): ChallengesContext {
  return { db: app.db, clock: app.clock, jobs: jobsFor(app) };
}
