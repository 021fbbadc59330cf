import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { errors } from '../../http/errors';
import { perMinute } from '../../http/limits';
import { clearSessionCookie, sessionState, startSession } from '../../http/session';
import { totpSecretKey } from '../../platform/secrets/index';
import {
  accountContext,
  findUserByOpenId,
  sendSignInWarningEmail,
  signValue,
  userInfo,
  verifySignedValue,
} from '../user/index';
import { accountRowOf, endSession } from './service';
import { signIn } from './sign-in';
import { clearAccountThrottle } from './throttle';

/** The unlock link of the sign-in warning email works this long. */
const unlockLifetimeMs = 24 * 60 * 60 * 1000;

const unlockBody = z.object({ Token: z.string().trim().min(1).max(200) });

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
    { schema: { body: signInBody }, config: perMinute(120) },
    async (request, reply) => {
      const { user, secondFactor } = await signIn(app.db, app.clock, {
        login: request.body.UserName,
        password: request.body.Password,
        totpCode: request.body.TotpCode || undefined,
        ip: request.ip,
        totpKey: totpSecretKey(app.config),
        warnOwner: (owner) => {
          const until = app.clock.now() + unlockLifetimeMs;
          const value = `${owner.open_id}.${until}`;
          const token = `${value}.${signValue(app.config, 'signin-unlock', value)}`;
          sendSignInWarningEmail(accountContext(app, request.log), owner, token);
        },
      });
      // Rotation: whatever session this browser had ends; the sign-in gets a new token.
      await startSession(request, reply, user.id, { secondFactor });
      return ok({ info: await userInfo(app.db, app.clock, user.id) });
    },
  );

  /**
   * The link of the "someone is trying to sign in" email (/signin?unlock=, which posts it
   * here): clears the sign-in throttle of the account from every address. Signed and
   * time-limited; it changes nothing but the waiting. `Unlocked` false for a bad or old link.
   */
  r.post(
    '/api/User/UnlockSignIn',
    { schema: { body: unlockBody }, config: perMinute(30) },
    async (request) => {
      const [openId = '', until = '', signature = ''] = request.body.Token.split('.');
      const value = `${openId}.${until}`;
      const valid =
        /^\d{1,16}$/.test(until) &&
        Number(until) > app.clock.now() &&
        verifySignedValue(app.config, 'signin-unlock', value, signature);
      const owner = valid ? await findUserByOpenId(app.db, openId) : undefined;
      if (owner) await clearAccountThrottle(app.db, `id:${owner.id}`);
      return ok({ Unlocked: Boolean(owner) });
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
    // The user's row came with the session: it is not read again (decision 070).
    return ok({ info: await userInfo(app.db, app.clock, state.user.id, accountRowOf(state.user)) });
  });
}
