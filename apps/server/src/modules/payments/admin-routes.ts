import { centsText, isPlanItem, isValidExchangeRate, lineText } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/dialect';
import { ok } from '../../http/envelope';
import { errors } from '../../http/errors';
import { perWriter } from '../../http/limits';
import { requireStaff } from '../../http/session';
import { recordStaffAction } from '../help/index';
import { paymentsContext } from './context';
import { presentOrder } from './present';
import type { CouponRow, OrderRow } from './queries';
import {
  decidePurchaseOrder,
  disableCoupon,
  listCoupons,
  listOrders,
  orderForAdmin,
  refundOrder,
} from './service/admin';
import { createCoupon } from './service/coupons';
import { type ExchangeRate, listExchangeRates, setExchangeRate } from './service/exchange-rates';

const orderNo = z.string().trim().min(1).max(64);
const listBody = z
  .object({
    State: z
      .enum(['waiting', 'reviewing', 'returned', 'complete', 'failed', 'refunded'])
      .optional(),
    Query: z.string().trim().max(100).default(''),
    Page: z.coerce.number().int().min(1).max(10_000).default(1),
    PageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .prefault({});
const orderBody = z.object({ OrderNo: orderNo });
const codeBody = z.object({ Code: z.string().trim().min(1).max(40) });
const returnBody = z.object({ OrderNo: orderNo, Reason: lineText(500).pipe(z.string().min(1)) });
const refundBody = returnBody.extend({
  /** A part refund in US$ (decision 054); absent: all that remains. */
  Amount: z.coerce
    .number()
    .positive()
    .max(1_000_000)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: 'cents' })
    .optional(),
});
const couponBody = z
  .object({
    Code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/),
    Kind: z.enum(['percent', 'fixed']),
    /** percent: whole percent 1-100; fixed: cents. */
    Amount: z.coerce.number().int().min(1).max(1_000_000),
    /** An array (JSON) or comma-separated text (a form). */
    ItemTypes: z
      .preprocess(
        (v) =>
          typeof v === 'string'
            ? v
                .split(',')
                .map((i) => i.trim())
                .filter(Boolean)
            : v,
        z.array(z.string().trim().max(40)).max(10),
      )
      .default([]),
    /** Epoch milliseconds; absent: never. */
    ExpiresAt: z.coerce.number().int().min(0).optional(),
    UseLimit: z.coerce.number().int().min(1).max(1_000_000).optional(),
  })
  .refine((c) => c.Kind !== 'percent' || c.Amount <= 100, { path: ['Amount'] })
  .refine((c) => c.ItemTypes.every((i) => isPlanItem(i) && i !== 'MONTHLY_PLAN'), {
    path: ['ItemTypes'],
  });

/** Decision 072: a known 3-letter code other than USD and a positive rate within bounds. */
const rateBody = z.object({
  Currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .transform((c) => c.toUpperCase()),
  Rate: z.coerce.number().positive(),
});

function presentRate(r: ExchangeRate) {
  return {
    Currency: r.currency,
    Rate: r.rate,
    UpdatedAt: r.updatedAt || null,
  };
}

/** An order as an admin sees it: the buyer's view plus who, how and the provider's ids. */
function adminOrder(order: OrderRow) {
  return {
    ...presentOrder(order),
    Reason: order.reason ?? '',
    UserId: order.user_id,
    Provider: order.provider,
    ProviderRef: order.provider_ref ?? '',
    Attempts: order.attempts,
    FullName: order.full_name ?? '',
    SchoolName: order.school_name ?? '',
    /** Refunded so far (part refunds, decision 054). */
    Refunded: centsText(order.refunded_cents),
    RefundedCents: order.refunded_cents,
  };
}

function presentCoupon(c: CouponRow) {
  return {
    Code: c.code,
    Kind: c.kind,
    Amount: c.amount,
    AmountText: c.kind === 'fixed' ? centsText(c.amount) : `${c.amount}%`,
    ItemTypes: c.item_types.split(',').filter(Boolean),
    ExpiresAt: c.expires_at,
    UseLimit: c.use_limit,
    UsedCount: c.used_count,
  };
}

/**
 * The admin's orders and coupons (issue 17 "Admin", decision 037). Admins only, with the second
 * factor; every change writes an audit line.
 */
export default async function paymentAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { config: perWriter(240) };
  const write = { config: perWriter(60) };

  r.post('/api/Admin/Orders', { schema: { body: listBody }, ...read }, async (req) => {
    await requireStaff(req, 'admin');
    const b = req.body;
    const { rows, total } = await listOrders(paymentsContext(app), {
      state: b.State,
      query: b.Query,
      page: b.Page,
      pageSize: b.PageSize,
    });
    return ok({ List: rows.map(adminOrder), Total: total });
  });

  r.post('/api/Admin/Order', { schema: { body: orderBody }, ...read }, async (req) => {
    await requireStaff(req, 'admin');
    const { order, events } = await orderForAdmin(paymentsContext(app), req.body.OrderNo);
    return ok({
      Order: adminOrder(order),
      Events: events.map((e) => ({
        Provider: e.provider,
        EventId: e.event_id,
        Type: e.type,
        Outcome: e.outcome,
        ReceivedAt: new Date(e.received_at).toISOString(),
      })),
    });
  });

  r.post('/api/Admin/OrderMarkPaid', { schema: { body: orderBody }, ...write }, async (req) => {
    const staff = await requireStaff(req, 'admin');
    const order = await decidePurchaseOrder(paymentsContext(app), staff.id, req.body.OrderNo, {
      paid: true,
    });
    return ok(adminOrder(order));
  });

  r.post('/api/Admin/OrderReturn', { schema: { body: returnBody }, ...write }, async (req) => {
    const staff = await requireStaff(req, 'admin');
    const order = await decidePurchaseOrder(paymentsContext(app), staff.id, req.body.OrderNo, {
      paid: false,
      reason: req.body.Reason,
    });
    return ok(adminOrder(order));
  });

  r.post('/api/Admin/OrderRefund', { schema: { body: refundBody }, ...write }, async (req) => {
    const staff = await requireStaff(req, 'admin');
    const { OrderNo, Reason, Amount } = req.body;
    const cents = Amount === undefined ? undefined : Math.round(Amount * 100);
    return ok(
      adminOrder(await refundOrder(paymentsContext(app), staff.id, OrderNo, Reason, cents)),
    );
  });

  r.post('/api/Admin/Coupons', { ...read }, async (req) => {
    await requireStaff(req, 'admin');
    return ok((await listCoupons(paymentsContext(app))).map(presentCoupon));
  });

  r.post('/api/Admin/CouponDisable', { schema: { body: codeBody }, ...write }, async (req) => {
    const staff = await requireStaff(req, 'admin');
    return ok(presentCoupon(await disableCoupon(paymentsContext(app), staff.id, req.body.Code)));
  });

  r.post('/api/Admin/CouponCreate', { schema: { body: couponBody }, ...write }, async (req) => {
    const staff = await requireStaff(req, 'admin');
    const b = req.body;
    const now = app.clock.now();
    try {
      await app.db.transaction().execute(async (trx) => {
        await createCoupon(
          trx,
          {
            code: b.Code,
            kind: b.Kind,
            amount: b.Amount,
            itemTypes: b.ItemTypes,
            expiresAt: b.ExpiresAt ?? null,
            useLimit: b.UseLimit ?? null,
          },
          now,
        );
        await recordStaffAction(
          trx,
          {
            actorId: staff.id,
            action: 'coupon.create',
            target: `coupon:${b.Code.toUpperCase()}`,
            before: null,
            after: b,
          },
          now,
        );
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw errors.conflict();
      throw err;
    }
    const made = (await listCoupons(paymentsContext(app))).find(
      (c) => c.code === b.Code.toUpperCase(),
    );
    if (!made) throw errors.notFound();
    return ok(presentCoupon(made));
  });

  r.post('/api/Admin/ExchangeRates', { ...read }, async (req) => {
    await requireStaff(req, 'admin');
    return ok((await listExchangeRates(paymentsContext(app))).map(presentRate));
  });

  r.post('/api/Admin/ExchangeRateSet', { schema: { body: rateBody }, ...write }, async (req) => {
    const staff = await requireStaff(req, 'admin');
    const { Currency, Rate } = req.body;
    // The domain's rule (a known code other than USD, a rate in bounds) after the guard: a
    // non-admin is refused whatever the rate, and the staff guard test reaches this guard with
    // the shape's samples.
    if (!isValidExchangeRate(Currency, Rate)) {
      throw errors.badInput([{ path: 'Rate', message: 'invalid' }]);
    }
    const rates = await setExchangeRate(paymentsContext(app), staff.id, Currency, Rate);
    return ok(rates.map(presentRate));
  });
}
