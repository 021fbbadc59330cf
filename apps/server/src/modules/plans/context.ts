import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DB } from '../../db/index';
import type { Clock } from '../../platform/clock';
import { dispatchMail, type MailMessage } from '../../platform/mail/index';

/** What the plan services need from the application, without any HTTP type. */
export interface PlansContext {
  db: DB;
  clock: Clock;
  config: Config;
  sendMail(kind: string, message: MailMessage): void;
}

export function plansContext(app: FastifyInstance, log: FastifyBaseLogger): PlansContext {
  return {
    db: app.db,
    clock: app.clock,
    config: app.config,
    sendMail: (kind, message) => dispatchMail(app, log, kind, message),
  };
}
