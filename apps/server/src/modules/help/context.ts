import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DB } from '../../db/index';
import type { Clock } from '../../platform/clock';
import { dispatchMail, type MailMessage } from '../../platform/mail/index';

/** What the help services need from the application, without any HTTP type. */
export interface HelpContext {
  db: DB;
  clock: Pick<Clock, 'now'>;
  /** Where feedback and contact messages are emailed. */
  supportEmail: string;
  publicUrl: string;
  sendMail(kind: string, message: MailMessage): void;
}

export function helpContext(app: FastifyInstance, log: FastifyBaseLogger): HelpContext {
  return {
    db: app.db,
    clock: app.clock,
    supportEmail: app.config.mail.support,
    publicUrl: app.config.publicUrl,
    sendMail: (kind, message) => dispatchMail(app, log, kind, message),
  };
}
