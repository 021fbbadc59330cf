import { centsText, isPayChannel, lineText, quotePriceCents } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { perWriter } from '../../http/limits';
import { requireActiveUser, requireStaff, requireUser } from '../../http/session';
import { paymentsContext } from './context';
import {
  type CustomOrderView,
  cancelCustomOrder,
  createCustomOrder,
  customOrderItems,
  customOrdersOfUser,
  listCustomOrders,
  ownCustomOrder,
  payCustomOrder,
} from './service/custom-orders';

const itemId = z.string().trim().min(1).max(64);
const readBody = z.object({ ItemID: itemId.optional() }).prefault({});
const payBody = z.object({
  ItemID: itemId,
  PayChannel: z.coerce
    .number()
    .int()
    .refine((n) => isPayChannel(n), { message: 'PayChannel is 0, 8 or 9' }),
  fullName: lineText(120).optional(),
  schoolName: lineText(200).optional(),
});
const createBody = z.object({
  /** The buyer's email or username. */
  Buyer: z.string().trim().min(1).max(200),
  PayItem: z.enum(customOrderItems),
  /**
   * Accounts (above 200 too: a district, quoted) and the agreed price in US$: any number here;
   * `validateCustomQuote` refuses what is out of bounds with the text the admin's form shows.
   */
  Members: z.coerce.number().finite(),
  Price: z.coerce.number().finite(),
  Title: lineText(200).pipe(z.string().min(1)),
  SchoolName: lineText(200).optional().default(''),
  Note: lineText(1000).optional().default(''),
});
const cancelBody = z.object({ ItemID: itemId });

/** A custom order as its buyer sees it (docs/api.md, "Payments"). */
function present(v: CustomOrderView) {
  const { row, order, state } = v;
  return {
    ItemID: row.item_id,
    Title: row.title,
    PayItem: row.item,
    Members: row.members,
    Price: centsText(row.price_cents),
    Total: centsText(row.price_cents),
    Currency: 'USD',
    SchoolName: row.school_name,
    Note: row.note,
    State: state,
    OrderNo: order?.order_no ?? '',
    OrderState: order?.state ?? '',
    PayChannel: order?.channel ?? null,
    CreateTime: new Date(row.created_at).toISOString(),
  };
}

/**
 * Custom orders (decision 053): the buyer's /api/CustomOrder calls and the admin's. SPEC §7
 * names POST /api/CustomOrder/GetCustomOrder; the page also reads it by GET.
 */
export default async function customOrderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reads = { config: perWriter(120) };
  const writes = { config: perWriter(30) };

  const read = async (userId: string, id: string | undefined) => {
    const ctx = paymentsContext(app);
    if (id) return ok(present(await ownCustomOrder(ctx, userId, id)));
    return ok((await customOrdersOfUser(ctx, userId)).map(present));
  };
  r.post(
    '/api/CustomOrder/GetCustomOrder',
    { schema: { body: readBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return read(user.id, request.body.ItemID);
    },
  );
  r.get(
    '/api/CustomOrder/GetCustomOrder',
    { schema: { querystring: readBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return read(user.id, request.query.ItemID);
    },
  );

  r.post(
    '/api/CustomOrder/Pay',
    { schema: { body: payBody }, ...writes },
    async (request, reply) => {
      const user = await requireActiveUser(request, reply);
      const b = request.body;
      const order = await payCustomOrder(paymentsContext(app), user.id, b.ItemID, {
        channel: b.PayChannel,
        fullName: b.fullName,
        schoolName: b.schoolName,
      });
      return ok({ OrderNo: order.order_no, State: order.state, PayChannel: order.channel });
    },
  );

  r.post('/api/Admin/CustomOrders', { ...reads }, async (request) => {
    await requireStaff(request, 'admin');
    const list = await listCustomOrders(paymentsContext(app));
    return ok(list.map((v) => ({ ...present(v), UserId: v.row.user_id })));
  });

  r.post(
    '/api/Admin/CustomOrderCreate',
    { schema: { body: createBody }, ...writes },
    async (request) => {
      const staff = await requireStaff(request, 'admin');
      const b = request.body;
      const ctx = paymentsContext(app);
      const row = await createCustomOrder(ctx, staff.id, {
        buyer: b.Buyer,
        item: b.PayItem,
        members: b.Members,
        priceCents: quotePriceCents(b.Price),
        title: b.Title,
        schoolName: b.SchoolName,
        note: b.Note,
      });
      return ok({ ...present({ row, order: undefined, state: 'open' }), UserId: row.user_id });
    },
  );

  r.post(
    '/api/Admin/CustomOrderCancel',
    { schema: { body: cancelBody }, ...writes },
    async (request) => {
      const staff = await requireStaff(request, 'admin');
      const v = await cancelCustomOrder(paymentsContext(app), staff.id, request.body.ItemID);
      return ok({ ...present(v), UserId: v.row.user_id });
    },
  );
}
