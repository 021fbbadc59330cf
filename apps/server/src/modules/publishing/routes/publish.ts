import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { perWriter } from '../../../http/limits';
import { requireActiveUser, requireUser } from '../../../http/session';
import { bookIdBody } from '../../books/index';
import { publishingContext } from '../context';
import { reportBody, submitBody } from '../schemas';
import { reportBook } from '../service/reports';
import {
  makePrivate,
  reviewStatus,
  submitForReview,
  submitToTeacher,
  withdrawFromReview,
} from '../service/submit';

/** The writer's publishing calls and readers' reports (docs/api.md, "Publishing"). */
export function publishRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = publishingContext(app);

  r.post(
    '/api/Publish/Submit',
    { schema: { body: submitBody }, config: perWriter(30) },
    async (request) => {
      const user = await requireActiveUser(request);
      return ok(await submitForReview(ctx, user, request.body));
    },
  );

  r.post(
    '/api/Publish/Withdraw',
    { schema: { body: bookIdBody }, config: perWriter(30) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await withdrawFromReview(ctx, user, request.body.BookId));
    },
  );

  r.post(
    '/api/Publish/MakePrivate',
    { schema: { body: bookIdBody }, config: perWriter(30) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await makePrivate(ctx, user, request.body.BookId));
    },
  );

  r.post(
    '/api/Publish/SubmitToTeacher',
    { schema: { body: bookIdBody }, config: perWriter(30) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await submitToTeacher(ctx, user, request.body.BookId));
    },
  );

  r.post(
    '/api/Publish/ReviewStatus',
    { schema: { body: bookIdBody }, config: perWriter(240) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await reviewStatus(ctx, user, request.body.BookId));
    },
  );

  r.post(
    '/api/Publish/Report',
    { schema: { body: reportBody }, config: perWriter(20) },
    async (request) => {
      const user = await requireActiveUser(request);
      return ok(await reportBook(ctx, user, request.body));
    },
  );
}
