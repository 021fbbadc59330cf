import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/index';
import type { Clock } from '../../../platform/clock';
import type { JobQueue } from '../../../platform/jobs/index';
import { dispatchMail, type MailMessage } from '../../../platform/mail/index';
import { type PublishingContext, publishingContext } from '../../publishing/index';

/** What the class services need from the application, without any HTTP type. */
export interface ClassesContext {
  db: DB;
  clock: Clock;
  publicUrl: string;
  /** Sends after the answer (platform/mail): a failure is logged, never the caller's error. */
  sendMail(kind: string, message: MailMessage): void;
  /** Where a class allows publishing, approved stories go on to moderation (decision 052). */
  publishing?: PublishingContext;
  /** Queues the emails of notifications (badges); without it they wait for the sweep. */
  jobs?: JobQueue | undefined;
}

export function classesContext(app: FastifyInstance): ClassesContext {
  return {
    db: app.db,
    clock: app.clock,
    publicUrl: app.config.publicUrl,
    sendMail: (kind, message) => dispatchMail(app, app.log, kind, message),
    publishing: publishingContext(app),
  };
}
