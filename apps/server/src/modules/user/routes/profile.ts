import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { perWriter } from '../../../http/limits';
import { requireActiveUser, requireUser } from '../../../http/session';
import { accountContext } from '../context';
import { changeEmailBody, completeInfoBody, themeBody, updateInfoBody } from '../schemas';
import { changeEmail, changeTheme, completeInfo, updateInfo, userInfo } from '../service/profile';

/** Profile: /complete-info and the /account general tab. Each call changes the caller's own account. */
export function profileRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/User/CompeleteInfo',
    { schema: { body: completeInfoBody }, config: perWriter(30) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await completeInfo(accountContext(app, request.log), user.id, request.body);
      return ok({ info: await userInfo(app.db, app.clock, user.id) });
    },
  );

  r.post(
    '/api/User/UpdateInfo',
    { schema: { body: updateInfoBody }, config: perWriter(30) },
    async (request, reply) => {
      const user = await requireActiveUser(request, reply);
      await updateInfo(accountContext(app, request.log), user.id, request.body);
      return ok({ info: await userInfo(app.db, app.clock, user.id) });
    },
  );

  r.post(
    '/api/User/ChangeTheme',
    { schema: { body: themeBody }, config: perWriter(60) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await changeTheme(accountContext(app, request.log), user.id, request.body.Theme);
      return ok(null);
    },
  );

  /** A confirmation link goes to the new address; the change happens when it is opened. */
  r.post(
    '/api/User/ChangeEmail',
    { schema: { body: changeEmailBody }, config: perWriter(10) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await changeEmail(accountContext(app, request.log), user.id, request.body);
      return ok(null);
    },
  );
}
