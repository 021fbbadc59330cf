import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DB } from '../../db/index';
import { ok } from '../../http/envelope';
import { errors } from '../../http/errors';
import { limitedPerWriter } from '../../http/limits';
import { requireUser } from '../../http/session';
import { jobsFor, registerJobs } from '../../platform/jobs/index';
import { storageFor } from '../../platform/storage/index';
import { pdfPurchaseHooks } from '../ledger/index';
import { accountErasureSteps } from '../user/index';
import { servePrintFiles } from './print-files';
import {
  type BookFilesContext,
  checkPdfSale,
  contentTypeOf,
  fileFor,
  listFiles,
  makeFile,
  pdfBought,
  renderFile,
  renderJob,
} from './service';

// An erased account's files go with it (their rows; the stored objects stay until a sweep).
accountErasureSteps.push(async (trx, userId) => {
  await trx.deleteFrom('book_files').where('user_id', '=', userId).execute();
});

/**
 * Each application's context, by its database: the purchase hooks are registered once per
 * process (below), and a process that builds several applications (tests, a worker beside a
 * server) must answer each from its own database, never from one already closed.
 */
const contexts = new WeakMap<DB, BookFilesContext>();
pdfPurchaseHooks.check.push(async (db, userId, openId) => {
  const ctx = contexts.get(db);
  if (ctx) await checkPdfSale(ctx, userId, openId);
});
pdfPurchaseHooks.bought.push(async (db, userId, openId) => {
  const ctx = contexts.get(db);
  return ctx ? pdfBought(ctx, userId, openId) : null;
});

const makeBody = z.object({
  BookId: z.string().trim().min(1).max(64),
  Format: z.enum(['pdf', 'epub']),
});
const fileParams = z.object({ FileId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });

/** Book files (issue 20, decision 033): PDFs and ePubs made by a job, listed and downloaded. */
export default async function bookFileRoutes(app: FastifyInstance): Promise<void> {
  registerJobs(app);
  const ctx: BookFilesContext = {
    db: app.db,
    clock: app.clock,
    jobs: jobsFor(app),
    storage: () => storageFor(app),
  };
  ctx.jobs.define({
    name: renderJob,
    maxAttempts: 3,
    handler: (payload) => renderFile(ctx, payload),
  });
  contexts.set(app.db, ctx);
  servePrintFiles(app, ctx);

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/YourStuff/BookFiles', limitedPerWriter(600), async (request, reply) => {
    const user = await requireUser(request, reply);
    return ok({ List: await listFiles(app.db, user.id) });
  });

  r.post(
    '/api/YourStuff/MakeBookFile',
    { schema: { body: makeBody }, ...limitedPerWriter(30) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const fileId = await makeFile(ctx, user.id, request.body.BookId, request.body.Format);
      return ok({ FileId: fileId });
    },
  );

  r.get('/api/YourStuff/BookFile/:FileId', async (request, reply) => {
    const user = await requireUser(request, reply);
    const parsed = fileParams.safeParse(request.params);
    if (!parsed.success) throw errors.notFound();
    const found = await fileFor(app.db, await storageFor(app), user.id, parsed.data.FileId);
    if (!found) throw errors.notFound();
    const safeTitle =
      found.row.title
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .trim()
        .slice(0, 80) || 'book';
    return reply
      .type(contentTypeOf(found.row.format))
      .header('content-length', String(found.object.size))
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        `attachment; filename="book.${found.row.format}"; filename*=UTF-8''${encodeURIComponent(`${safeTitle}.${found.row.format}`)}`,
      )
      .send(found.object.body);
  });
}
