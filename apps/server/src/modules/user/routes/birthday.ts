import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { perMinute, perWriter } from '../../../http/limits';
import { requireStaff } from '../../../http/session';
import { accountContext } from '../context';
import { answerBirthdayBody, decideBirthdayBody, tokenBody } from '../schemas';
import {
  answerBirthdayChange,
  birthdayChangeInfo,
  pendingBirthdayChanges,
  staffDecideBirthdayChange,
} from '../service/birthday-decisions';

/**
 * Birthday changes that wait for a confirmation (decision 021): the parent's emailed link and
 * the staff calls.
 */
export function birthdayRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/User/GetBirthdayChangeInfo',
    { schema: { body: tokenBody }, config: perMinute(30) },
    async (request) =>
      ok(await birthdayChangeInfo(accountContext(app, request.log), request.body.Token)),
  );

  r.post(
    '/api/User/AnswerBirthdayChange',
    { schema: { body: answerBirthdayBody }, config: perMinute(30) },
    async (request) =>
      ok(
        await answerBirthdayChange(
          accountContext(app, request.log),
          request.body.Token,
          request.body.Accept,
        ),
      ),
  );

  r.post('/api/Admin/BirthdayChanges', { config: perWriter(60) }, async (request) => {
    await requireStaff(request, 'moderator');
    return ok(await pendingBirthdayChanges(app.db));
  });

  r.post(
    '/api/Admin/DecideBirthdayChange',
    { schema: { body: decideBirthdayBody }, config: perWriter(60) },
    async (request) => {
      const staff = await requireStaff(request, 'moderator');
      return ok(
        await staffDecideBirthdayChange(
          accountContext(app, request.log),
          staff.id,
          request.body.ChangeId,
          request.body.Accept,
        ),
      );
    },
  );
}
