import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/index';
import type { Clock } from '../../../platform/clock';

/** What the class services need from the application, without any HTTP type. */
export interface ClassesContext {
  db: DB;
  clock: Clock;
  publicUrl: string;
}

export function classesContext(app: FastifyInstance): ClassesContext {
  return { db: app.db, clock: app.clock, publicUrl: app.config.publicUrl };
}
