import { lineText, printFormats, printOrderStates, printStaffMoves } from '@storyloom/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { errors } from '../../http/errors';
import { perWriter } from '../../http/limits';
import { requireStaff } from '../../http/session';
import { listForStaff, moveByStaff, orderForStaff, pdfForDownload, preparePdf } from './admin';
import { sendPrintOrderMail } from './mail';
import { viewOf } from './orders';

const openId = z.string().trim().min(1).max(64);
const listBody = z
  .object({
    State: z.enum(printOrderStates).optional(),
    Page: z.coerce.number().int().min(1).max(10_000).default(1),
    PageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .prefault({});
const orderBody = z.object({ PrintOrderId: openId });
const fileBody = z.object({
  PrintOrderId: openId,
  BookId: openId,
  Format: z.enum(printFormats).optional(),
});
const fileParams = z.object({
  PrintOrderId: openId,
  BookId: openId,
  Format: z.enum(printFormats).optional(),
  Part: z.enum(['interior', 'cover']).default('interior'),
});
const moveBody = z.object({
  PrintOrderId: openId,
  To: z.enum(printStaffMoves),
  Reason: lineText(500).optional().default(''),
});

/**
 * The admin print queue (issue 20, decision 048; docs/api.md "Print"): admins with the second
 * factor, as the other order screens. Every move writes an audit line and emails the buyer.
 */
export default async function printAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { config: perWriter(240) };
  const write = { config: perWriter(60) };

  r.post('/api/Admin/PrintOrders', { schema: { body: listBody }, ...read }, async (req) => {
    await requireStaff(req, 'admin');
    const b = req.body;
    return ok(await listForStaff(app.db, { state: b.State, page: b.Page, pageSize: b.PageSize }));
  });

  r.post('/api/Admin/PrintOrder', { schema: { body: orderBody }, ...read }, async (req) => {
    await requireStaff(req, 'admin');
    return ok(await orderForStaff(app, req.body.PrintOrderId));
  });

  r.post('/api/Admin/PrintOrderPdf', { schema: { body: fileBody }, ...write }, async (req) => {
    await requireStaff(req, 'admin');
    const b = req.body;
    return ok(await preparePdf(app, b.PrintOrderId, b.BookId, b.Format));
  });

  // The interior (the default, the old address) or the cover of a book in one binding.
  const download = async (req: FastifyRequest, reply: FastifyReply) => {
    await requireStaff(req, 'admin');
    const parsed = fileParams.safeParse(req.params);
    if (!parsed.success) throw errors.notFound();
    const p = parsed.data;
    const found = await pdfForDownload(app, p.PrintOrderId, p.BookId, p.Format, p.Part);
    if (!found) throw errors.notFound();
    const name = `${
      found.title
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .trim()
        .slice(0, 80) || 'book'
    }${p.Part === 'cover' ? ' cover' : ''}`;
    return reply
      .type('application/pdf')
      .header('content-length', String(found.object.size))
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        `attachment; filename="book.pdf"; filename*=UTF-8''${encodeURIComponent(`${name}.pdf`)}`,
      )
      .send(found.object.body);
  };
  r.get('/api/Admin/PrintOrderPdf/:PrintOrderId/:BookId', read, download);
  r.get('/api/Admin/PrintOrderPdf/:PrintOrderId/:BookId/:Format/:Part', read, download);

  r.post('/api/Admin/PrintOrderMove', { schema: { body: moveBody }, ...write }, async (req) => {
    const staff = await requireStaff(req, 'admin');
    const b = req.body;
    const order = await moveByStaff(
      app.db,
      staff.id,
      { openId: b.PrintOrderId, to: b.To, reason: b.Reason },
      app.clock.now(),
    );
    await sendPrintOrderMail(app, order.id);
    return ok(await viewOf(app.db, order));
  });
}
