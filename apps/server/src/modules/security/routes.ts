import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';

/**
 * GET /api/Security/CsrfToken: the visitor's CSRF token (also set as the sl_csrf cookie on every
 * response). The web client calls it when the cookie is missing before a state-changing call.
 */
export default async function securityRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/Security/CsrfToken', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ token: request.csrfToken });
  });
}
