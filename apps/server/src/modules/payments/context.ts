import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DB } from '../../db/index';
import type { Clock } from '../../platform/clock';
import { type PaymentProviders, paymentProviders } from '../../platform/payments/index';

/** What the payment services need from the application, without any HTTP type. */
export interface PaymentsContext {
  db: DB;
  clock: Clock;
  config: Config;
  providers: PaymentProviders;
}

export function paymentsContext(app: FastifyInstance): PaymentsContext {
  return {
    db: app.db,
    clock: app.clock,
    config: app.config,
    providers: paymentProviders(app.config),
  };
}
