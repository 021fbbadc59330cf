import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { errors } from '../../http/errors';
import { perMinute } from '../../http/limits';
import { clearSessionCookie, sessionState, startSession } from '../../http/session';
import { totpSecretKey } from '../../platform/secrets/index';
import { userInfo } from '../user/index';
import { endSession } from './service';
import { signIn } from './sign-in';

const signInBody = z.object({
  /** Username or email. */
  UserName: z.string().trim().min(1).max(254),
  Password: z.string().min(1).max(1024),
  TotpCode: z.string().max(16).optional(),
});

/** Requests per address in front of the database-kept attempt limits. */

/**
 * The session: SignIn (new paths, docs/api.md "Accounts"), Logout, GetUserInfo (SPEC §7).
 */
export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/User/SignIn',
    { schema: { body: signInBody }, config: perMinute(30) },
    async (request, reply) => {
      const { user, secondFactor } = await signIn(app.db, app.clock, {
        login: request.body.UserName,
        password: request.body.Password,
        totpCode: request.body.TotpCode || undefined,
        ip: request.ip,
        totpKey: totpSecretKey(app.config),
      });
      // Rotation: whatever session this browser had ends; the sign-in gets a new token.
      await startSession(request, reply, user.id, { secondFactor });
      return ok({ info: await userInfo(app.db, app.clock, user.id) });
    },
  );

  r.post('/api/User/Logout', { config: perMinute(60) }, async (request, reply) => {
    const state = await sessionState(request);
    if (state.state === 'live') {
      await endSession(app.db, app.clock, state.user.sessionId, 'signed_out');
    }
    clearSessionCookie(request, reply);
    return ok(null);
  });

  /**
   * SPEC §7: result.info is the signed-in user (ServerUserInfo), or null for a visitor. A dead
   * session cookie answers 100004 so the client shows the SPEC §8 expiry dialog.
   */
  r.get('/api/User/GetUserInfo', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const state = await sessionState(request);
    if (state.state === 'none') return ok({ info: null });
    if (state.state === 'dead') {
      clearSessionCookie(request, reply);
      throw errors.sessionExpired();
    }
    return ok({ info: await userInfo(app.db, app.clock, state.user.id) });
  });
}
