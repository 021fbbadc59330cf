import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { perMinute, perWriter } from '../../../http/limits';
import { requireUser, startSession } from '../../../http/session';
import { accountContext } from '../context';
import { changePasswordBody, emailBody, newPasswordBody, tokenBody } from '../schemas';
import { changePassword, forgotInfo, forgotPassword, resetPassword } from '../service/password';

/** Passwords: /forgot-password, /reset-password, /account-change-password. */
export function passwordRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Answers the same whether or not an account has the address. */
  r.post(
    '/api/User/ForgotPassword',
    { schema: { body: emailBody }, config: perMinute(5) },
    async (request) => {
      await forgotPassword(accountContext(app, request.log), request.body.Email);
      return ok(null);
    },
  );

  r.post(
    '/api/User/GetForgotInfo',
    { schema: { body: tokenBody }, config: perMinute(30) },
    async (request) => ok(await forgotInfo(accountContext(app, request.log), request.body.Token)),
  );

  /** Sets the new password chosen on /reset-password; every session of the account ends. */
  r.post(
    '/api/User/GenerateNewPwd',
    { schema: { body: newPasswordBody }, config: perMinute(10) },
    async (request) => {
      const { Token, Password, ConfirmPassword } = request.body;
      await resetPassword(accountContext(app, request.log), Token, Password, ConfirmPassword);
      return ok(null);
    },
  );

  /** Every session ends; this browser continues in a fresh one. */
  r.post(
    '/api/User/ChangePwd',
    { schema: { body: changePasswordBody }, config: perWriter(10) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await changePassword(accountContext(app, request.log), user.id, request.body);
      await startSession(request, reply, user.id, { secondFactor: user.secondFactor });
      return ok(null);
    },
  );
}
