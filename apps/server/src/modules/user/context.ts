import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DB } from '../../db/index';
import type { Clock } from '../../platform/clock';
import { dispatchMail, type MailMessage } from '../../platform/mail/index';
import { type ObjectStorage, storageFor } from '../../platform/storage/index';

/** What the account services need from the application, without any HTTP type. */
export interface AccountContext {
  db: DB;
  clock: Clock;
  config: Config;
  /** Hands an email to the mailer without waiting (see platform/mail dispatchMail). */
  sendMail(kind: string, message: MailMessage): void;
  /** The configured file storage (local disk or S3), opened on first use: avatars live there. */
  storage(): Promise<ObjectStorage>;
}

export function accountContext(app: FastifyInstance, log: FastifyBaseLogger): AccountContext {
  return {
    db: app.db,
    clock: app.clock,
    config: app.config,
    sendMail: (kind, message) => dispatchMail(app, log, kind, message),
    storage: () => storageFor(app),
  };
}
