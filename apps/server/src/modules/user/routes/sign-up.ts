import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { perMinute, perWriter } from '../../../http/limits';
import { requireUser, startSession } from '../../../http/session';
import { accountContext } from '../context';
import { emailBody, signUpBody, tokenBody, userNameBody } from '../schemas';
import {
  activate,
  activeInfo,
  resendActivation,
  resendActivationBeforeSignIn,
} from '../service/activation';
import { userInfo } from '../service/profile';
import { checkEmailExist, checkUserNameExist, signUp } from '../service/sign-up';

/** Sign-up and activation (SPEC §7 User calls; /signup, /email-active, /reactivate). */
export function signUpRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/User/CheckUserNameExist',
    { schema: { body: userNameBody }, config: perMinute(60) },
    async (request) =>
      ok(await checkUserNameExist(accountContext(app, request.log), request.body.UserName)),
  );

  r.post(
    '/api/User/CheckEmailExist',
    { schema: { body: emailBody }, config: perMinute(60) },
    async (request) =>
      ok(await checkEmailExist(accountContext(app, request.log), request.body.Email)),
  );

  /**
   * A new inactive account, signed in at once (guard 3 then shows /reactivate until activated).
   * The per-minute request cap never undercuts a raised hourly sign-up limit.
   */
  const signUpsPerMinute = Math.max(20, app.config.limits.signUpPerIpPerHour);
  r.post(
    '/api/User/SignUp',
    { schema: { body: signUpBody }, config: perMinute(signUpsPerMinute) },
    async (request, reply) => {
      const user = await signUp(accountContext(app, request.log), request.body, {
        language: request.language,
        ip: request.ip,
      });
      await startSession(request, reply, user.id, { secondFactor: false });
      return ok({ info: await userInfo(app.db, app.clock, user.id) });
    },
  );

  r.post(
    '/api/User/ResendActiveEmailWhenSignUp',
    { schema: { body: emailBody }, config: perMinute(5) },
    async (request) => {
      await resendActivationBeforeSignIn(accountContext(app, request.log), request.body.Email);
      return ok(null);
    },
  );

  r.post('/api/User/ResendActiveEmail', { config: perWriter(10) }, async (request, reply) => {
    const user = await requireUser(request, reply);
    await resendActivation(accountContext(app, request.log), user.id);
    return ok(null);
  });

  r.post(
    '/api/User/GetActiveInfo',
    { schema: { body: tokenBody }, config: perMinute(30) },
    async (request) => ok(await activeInfo(accountContext(app, request.log), request.body.Token)),
  );

  r.post(
    '/api/User/ActiveEmail',
    { schema: { body: tokenBody }, config: perMinute(30) },
    async (request) => ok(await activate(accountContext(app, request.log), request.body.Token)),
  );
}
