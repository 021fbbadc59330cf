import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { errors } from '../../http/errors';
import { perWriter } from '../../http/limits';
import { requireUser } from '../../http/session';
import { jobsFor, registerJobs } from '../../platform/jobs/index';
import { storageFor } from '../../platform/storage/index';
import {
  bookBody,
  choicesBody,
  classBody,
  compilationBody,
  compilationPdfParams,
  pageCommentBody,
  saveCompilationBody,
} from './schemas';
import { awardCompilationBadges, deleteCompilation } from './service/compilation-changes';
import { compilationPdfJob, renderCompilationPdf } from './service/compilation-pdf';
import {
  compilationChoices,
  compilationPdfKey,
  getCompilation,
  listCompilations,
  publishCompilation,
  saveCompilation,
} from './service/compilations';
import { classesContext } from './service/context';
import { commentPage, pageComments } from './service/page-comments';

/**
 * Class compilations (decision 051): choose, order, preview, publish, read, the PDF; and the
 * teacher's page comments (decision 052).
 */
export async function compilationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerJobs(app);
  const jobs = jobsFor(app);
  const ctx = () => ({ ...classesContext(app), jobs });
  jobs.define({
    name: compilationPdfJob,
    maxAttempts: 3,
    handler: (payload) =>
      renderCompilationPdf(
        { db: app.db, clock: app.clock, storage: () => storageFor(app) },
        payload,
      ),
  });
  const queuePdf = (id: string) =>
    jobs.enqueue(compilationPdfJob, { compilationId: id }, { key: `${id}:${app.clock.now()}` });
  const reads = { config: perWriter(120) };
  const writes = { config: perWriter(30) };

  r.post(
    '/api/Classes/GetCompilationChoices',
    { schema: { body: choicesBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await compilationChoices(ctx(), user.id, request.body.OpenId, request.body.Type));
    },
  );
  r.post(
    '/api/Classes/SaveCompilation',
    { schema: { body: saveCompilationBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { Requeue, ...saved } = await saveCompilation(ctx(), user.id, request.body);
      if (Requeue) {
        await queuePdf(Requeue);
        await awardCompilationBadges(ctx(), Requeue);
      }
      return ok(saved);
    },
  );
  r.post(
    '/api/Classes/GetCompilations',
    { schema: { body: classBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await listCompilations(ctx(), user.id, request.body.OpenId));
    },
  );
  r.post(
    '/api/Classes/GetCompilation',
    { schema: { body: compilationBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { OpenId, CompilationId } = request.body;
      return ok(await getCompilation(ctx(), user.id, OpenId, CompilationId));
    },
  );
  r.post(
    '/api/Classes/PublishCompilation',
    { schema: { body: compilationBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { OpenId, CompilationId } = request.body;
      const { Id, ...published } = await publishCompilation(ctx(), user.id, OpenId, CompilationId);
      await queuePdf(Id);
      await awardCompilationBadges(ctx(), Id);
      return ok(published);
    },
  );
  r.post(
    '/api/Classes/DeleteCompilation',
    { schema: { body: compilationBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { OpenId, CompilationId } = request.body;
      return ok(
        await deleteCompilation(ctx(), () => storageFor(app), user.id, OpenId, CompilationId),
      );
    },
  );
  // A teacher's comment on one page of a story waiting for review (decision 052).
  r.post(
    '/api/Classes/CommentPage',
    { schema: { body: pageCommentBody }, ...writes },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await commentPage(ctx(), user, request.body));
    },
  );
  r.post(
    '/api/Classes/GetPageComments',
    { schema: { body: bookBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await pageComments(ctx(), user, request.body.BookId));
    },
  );
  r.get(
    '/api/Classes/CompilationPdf/:OpenId/:CompilationId',
    { config: perWriter(30) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const parsed = compilationPdfParams.safeParse(request.params);
      if (!parsed.success) throw errors.notFound();
      const { OpenId, CompilationId } = parsed.data;
      const found = await compilationPdfKey(ctx(), user.id, OpenId, CompilationId);
      const object = found ? await (await storageFor(app)).get(found.key) : null;
      if (!found || !object) throw errors.notFound();
      const safe =
        found.title
          .replace(/[^\p{L}\p{N} _-]/gu, '')
          .trim()
          .slice(0, 80) || 'compilation';
      return reply
        .type('application/pdf')
        .header('content-length', String(object.size))
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="compilation.pdf"; filename*=UTF-8''${encodeURIComponent(`${safe}.pdf`)}`,
        )
        .send(object.body);
    },
  );
}
