import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { perMinute, perWriter } from '../../../http/limits';
import { clearSessionCookie, requireUser, startSession } from '../../../http/session';
import { totpSecretKey } from '../../../platform/secrets/index';
import { accountContext } from '../context';
import { deleteAccountBody, googleBody, totpCodeBody, totpDisableBody } from '../schemas';
import { checkSecondFactor, recordSignIn } from '../service/credentials';
import { deleteAccount } from '../service/delete-account';
import { googleSignUp } from '../service/google';
import { userInfo } from '../service/profile';
import { confirmTotp, disableTotp, setupTotp } from '../service/totp';

/** Google sign-in, the second factor, and /account-delete. */
export function accountRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** GoogleSignUp: verifies a Google ID token, then signs in (making the account in signup mode). */
  r.post(
    '/api/User/GoogleSignUp',
    { schema: { body: googleBody }, config: perMinute(30) },
    async (request, reply) => {
      const ctx = accountContext(app, request.log);
      const { user, created } = await googleSignUp(ctx, request.body, request.language);
      const secondFactor = await checkSecondFactor(
        app.db,
        app.clock,
        user,
        request.body.TotpCode || undefined,
        totpSecretKey(app.config),
      );
      await recordSignIn(app.db, app.clock, user.id);
      await startSession(request, reply, user.id, { secondFactor });
      return ok({ created, info: await userInfo(app.db, app.clock, user.id) });
    },
  );

  r.post('/api/User/TotpSetup', { config: perWriter(10) }, async (request, reply) => {
    const user = await requireUser(request, reply);
    reply.header('cache-control', 'no-store');
    return ok(await setupTotp(accountContext(app, request.log), user.id));
  });

  /** Turns TOTP on; this browser continues in a session that passed the second factor. */
  r.post(
    '/api/User/TotpConfirm',
    { schema: { body: totpCodeBody }, config: perWriter(10) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await confirmTotp(accountContext(app, request.log), user.id, request.body.Code);
      await startSession(request, reply, user.id, { secondFactor: true });
      return ok(null);
    },
  );

  r.post(
    '/api/User/TotpDisable',
    { schema: { body: totpDisableBody }, config: perWriter(10) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { Password, Code } = request.body;
      await disableTotp(accountContext(app, request.log), user.id, Password, Code);
      return ok(null);
    },
  );

  /** Erases the caller's personal data and signs out everywhere. */
  r.post(
    '/api/User/DeleteAccount',
    { schema: { body: deleteAccountBody }, config: perWriter(10) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await deleteAccount(accountContext(app, request.log), user.id, request.body);
      clearSessionCookie(request, reply);
      return ok(null);
    },
  );
}
