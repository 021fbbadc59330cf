import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope';
import { paymentProviders } from '../../../platform/payments/index';

/** GET /api/Config/Public's result: what the web app may know about this server's set-up. */
export interface PublicConfig {
  /** The Google sign-in client id (GOOGLE_CLIENT_ID), or null when Google sign-in is off. */
  GoogleClientId: string | null;
  /**
   * Who takes card payments: `stripe` (STRIPE_SECRET_KEY) or the built-in `sandbox`, whose test
   * tokens (tok_visa) the card form names only then (decision 079).
   */
  CardProvider: string;
}

/**
 * The server's public settings, read by the web app at run time, so one build serves every
 * deployment (no build-time variables). Nothing secret goes here.
 */
export function publicConfigRoutes(app: FastifyInstance): void {
  app.get('/api/Config/Public', async (_request, reply) => {
    // Settings change only with a restart; a minute's cache saves a call per screen.
    reply.header('cache-control', 'public, max-age=60');
    const config: PublicConfig = {
      GoogleClientId: app.config.google.clientId ?? null,
      CardProvider: paymentProviders(app.config).forChannel('card').name,
    };
    return ok(config);
  });
}
