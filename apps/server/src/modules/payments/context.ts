import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DB } from '../../db/index';
import type { Clock } from '../../platform/clock';
import { dispatchMail, type MailMessage } from '../../platform/mail/index';
import { type PaymentProviders, paymentProviders } from '../../platform/payments/index';

/** What the payment services need from the application, without any HTTP type. */
export interface PaymentsContext {
  db: DB;
  clock: Clock;
  config: Config;
  providers: PaymentProviders;
  /** Sends an email through the application's mailer (the outbox by default), not waited for. */
  sendMail: (kind: string, message: MailMessage) => void;
}

export function paymentsContext(app: FastifyInstance): PaymentsContext {
  return {
    db: app.db,
    clock: app.clock,
    config: app.config,
    providers: paymentProviders(app.config),
    sendMail: (kind, message) => dispatchMail(app, app.log, kind, message),
  };
}
