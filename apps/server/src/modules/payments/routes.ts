import { introductoryPriceCents } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { perMinute, perWriter } from '../../http/limits';
import { optionalUser, requireActiveUser, requireUser } from '../../http/session';
import { defineRecurring, registerJobs } from '../../platform/jobs/index';
import paymentAdminRoutes from './admin-routes';
import { paymentsContext } from './context';
import customOrderRoutes from './custom-order-routes';
import { payErrors } from './errors';
import { ownOrder } from './policy';
import { presentOrder } from './present';
import { hasCompletedOrder, ordersOfUser } from './queries';
import sandboxRoutes from './sandbox-routes';
import {
  chargeBody,
  couponBody,
  discountBody,
  exchangeBody,
  orderBody,
  payBody,
  payOrderBody,
  subscriptionBody,
} from './schemas';
import { chargeCard } from './service/charge';
import { couponDiscount } from './service/coupons';
import { exchangeRateOf } from './service/exchange-rates';
import { createOrder, makePaySession } from './service/orders';
import { reconcileWaitingOrders, settleWithProvider } from './service/settle';

const idempotencyHeader = 'idempotency-key';

/** SPEC §3: Ammount is the member count (1 when absent), never a price. */
function membersOf(ammount: unknown): number {
  return ammount === undefined || ammount === '' ? 1 : Number(ammount);
}

/** The order's request key: the Idempotency-Key header (up to 100 characters), else RequestKey. */
function requestKeyOf(header: unknown, bodyKey: string | undefined): string | undefined {
  return typeof header === 'string' && header.length <= 100 ? header : bodyKey || undefined;
}
const reconcileJob = 'payments.reconcile';
const dayMs = 24 * 3_600_000;

/** SPEC §7 "Payment" calls and the order calls of "User" (docs/api.md, "Payments"). */
export default async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Signed-in calls count per person (decision 066); the price look-ups visitors make, per address.
  const limited = { config: perWriter(30) };
  const reads = { config: perWriter(120) };
  const publicReads = { config: perMinute(120) };
  registerJobs(app);
  // Orders stuck waiting are settled with their provider once a day (decision 037).
  defineRecurring(
    app,
    { name: reconcileJob, everyMs: dayMs, keyFor: (now) => `payments:${Math.floor(now / dayMs)}` },
    {
      name: reconcileJob,
      handler: async () => {
        const counts = await reconcileWaitingOrders(paymentsContext(app));
        // Only a reconciliation that settled something is worth a line at info.
        if (Object.keys(counts).length) app.log.info({ counts }, 'payments reconciliation');
        else app.log.debug('payments reconciliation: nothing waiting');
      },
    },
  );

  r.post('/api/User/Pay', { schema: { body: payBody }, ...limited }, async (request, reply) => {
    const user = await requireActiveUser(request, reply);
    const b = request.body;
    const order = await createOrder(paymentsContext(app), user.id, {
      item: b.PayItem,
      members: membersOf(b.Ammount),
      coupon: b.Coupon,
      channel: b.PayChannel,
      successUrl: b.successUrl ?? b.callbackUrl,
      cancelUrl: b.cancelUrl,
      invitationCode: b.invitationCode,
      fullName: b.fullName,
      schoolName: b.schoolName,
      requestKey: requestKeyOf(request.headers[idempotencyHeader], b.RequestKey),
    });
    // SPEC §7: an order id for card and purchase order, an object with id for the wallet.
    return ok(order.channel === 8 ? { id: order.order_no } : order.order_no);
  });

  // SPEC §7 "Legacy direct card payment" (decision 073): the same pipeline, charged at once.
  r.post(
    '/api/Pay/ChargeCard',
    { schema: { body: chargeBody }, ...limited },
    async (request, reply) => {
      const user = await requireActiveUser(request, reply);
      const b = request.body;
      const requestKey = requestKeyOf(request.headers[idempotencyHeader], b.RequestKey);
      const order = await chargeCard(paymentsContext(app), user.id, {
        item: b.PayItem,
        members: membersOf(b.Ammount),
        coupon: b.Coupon,
        token: b.StripeToken,
        ...(requestKey ? { requestKey } : {}),
      });
      return ok({
        OrderNo: order.order_no,
        Status: order.state,
        PlanOpenId: order.plan_open_id ?? '',
      });
    },
  );

  r.post(
    '/api/User/GetPayOrder',
    { schema: { body: payOrderBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { OrderNo } = request.body;
      if (OrderNo) return ok(presentOrder(await ownOrder(paymentsContext(app), user.id, OrderNo)));
      return ok((await ordersOfUser(app.db, user.id)).map(presentOrder));
    },
  );

  r.post(
    '/api/Pay/MakePaySession',
    { schema: { body: orderBody }, ...limited },
    async (request, reply) => {
      const user = await requireActiveUser(request, reply);
      return ok(await makePaySession(paymentsContext(app), user.id, request.body.id));
    },
  );

  r.post(
    '/api/Pay/CheckPayStatus',
    { schema: { body: orderBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const order = await ownOrder(paymentsContext(app), user.id, request.body.id);
      return ok({
        Status: order.state,
        OrderNo: order.order_no,
        PlanOpenId: order.plan_open_id ?? '',
      });
    },
  );

  r.post(
    '/api/Pay/checkPaypalSubscriptionStatus',
    { schema: { body: subscriptionBody }, ...reads },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const state = await settleWithProvider(
        paymentsContext(app),
        user.id,
        request.body.orderID,
        'lookup',
      );
      if (state === 'complete') return ok({ Status: state });
      if (state === 'failed') throw payErrors.failed();
      throw payErrors.pending();
    },
  );

  r.post(
    '/api/Pay/capturePaypalOrder',
    { schema: { body: orderBody }, ...limited },
    async (request, reply) => {
      const user = await requireActiveUser(request, reply);
      const state = await settleWithProvider(
        paymentsContext(app),
        user.id,
        request.body.id,
        'capture',
      );
      if (state === 'failed') throw payErrors.failed();
      return ok({ Status: state });
    },
  );

  r.post(
    '/api/Coupon/CheckCoupon',
    { schema: { body: couponBody }, ...limited },
    async (request, reply) => {
      await requireUser(request, reply);
      const { Code, CurrentPrice, ItemType } = request.body;
      const priceCents = Math.round(CurrentPrice * 100);
      if (!Code) return ok({ ammout: priceCents / 100, code: '', discount: 0 });
      const found = await couponDiscount(app.db, {
        code: Code,
        item: ItemType,
        priceCents,
        now: app.clock.now(),
      });
      return ok({
        ammout: (priceCents - found.discountCents) / 100,
        code: found.code,
        discount: found.discountCents / 100,
      });
    },
  );

  r.post(
    '/api/User/GetMembershipDiscount',
    { schema: { body: discountBody }, ...publicReads },
    async (request, reply) => {
      const user = await optionalUser(request, reply);
      const isNewer = user ? !(await hasCompletedOrder(app.db, user.id)) : true;
      const { Type, UnitPrice } = request.body;
      const cents = Math.round(UnitPrice * 100);
      const yearly = Type === 'ONE_YEAR';
      const exchange = isNewer && yearly ? introductoryPriceCents(cents) : cents;
      return ok({ IsNewer: isNewer, ExchangePrice: exchange / 100 });
    },
  );

  r.post(
    '/api/User/GetExchangeRate',
    { schema: { body: exchangeBody }, ...publicReads },
    async (request) => ok(await exchangeRateOf(paymentsContext(app), request.body.Currency)),
  );

  await app.register(sandboxRoutes);
  await app.register(paymentAdminRoutes);
  await app.register(customOrderRoutes);
}
