/**
 * The front door of the session module. Session: sessions, sign-in limits.
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations), called by buildApp.
 * - Everything else exported here is the service API other modules may call.
 */

export { accountSubject, assertWithinLimits, limits, mayMail, recordAttempt } from './limits';
export { endAllSessions, type SessionUser } from './service';

import type { FastifyInstance } from 'fastify';
import { registerSessionStore } from '../../http/session';
import sessionRoutes from './routes';
import { sessionStore } from './service';

/** Registers the session store http/session.ts uses, then the session routes. */
export async function register(app: FastifyInstance): Promise<void> {
  registerSessionStore(sessionStore);
  await sessionRoutes(app);
}
