import { centsText, shippingTexts, validateShippingAddress } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { errors } from '../../http/errors';
import { limitedPerWriter } from '../../http/limits';
import { requireActiveUser, requireUser } from '../../http/session';
import { cancelByBuyer, checkout, ownPrintOrder, printOrdersOf, quoteOf, viewOf } from './orders';
import { servePayItem } from './pay-item';

const quoteBody = z
  .object({ Country: z.string().trim().max(2).optional().default('') })
  .prefault({});
const checkoutBody = z.object({
  /** Checked by the domain's shipping rule (its field problems go back under each field). */
  Address: z.unknown(),
  /** The 18-or-older or parent-permission acknowledgement (SPEC §6), as the pay flow asks. */
  Acknowledged: z.literal(true),
  RequestKey: z.string().trim().max(100).optional(),
});
const orderBody = z.object({ PrintOrderId: z.string().trim().min(1).max(64) });

/**
 * Checkout and the buyer's print orders (issue 20, decision 048; docs/api.md "Print"). Paying
 * is /api/User/Pay with PayItem PRINT_BOOK and Ammount the order's Number (pay-item.ts).
 */
export default async function printOrderRoutes(app: FastifyInstance): Promise<void> {
  servePayItem(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/BookShop/CheckoutQuote',
    { schema: { body: quoteBody }, ...limitedPerWriter(300) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const country = request.body.Country.toUpperCase();
      const quote = await quoteOf(app.db, user.id, /^[A-Z]{2}$/.test(country) ? country : null);
      return ok({
        List: quote.basket,
        Copies: quote.copies,
        Subtotal: centsText(quote.subtotal),
        Shipping: centsText(quote.shipping),
        Total: centsText(quote.total),
        TotalCents: quote.total,
      });
    },
  );

  r.post(
    '/api/BookShop/Checkout',
    { schema: { body: checkoutBody }, ...limitedPerWriter(30) },
    async (request, reply) => {
      const user = await requireActiveUser(request, reply);
      const checked = validateShippingAddress(request.body.Address);
      if (!checked.ok) {
        throw errors.badInput(
          checked.fields.map((f) => ({
            path: `Address.${f.path}`,
            message: shippingTexts.en[f.message],
          })),
        );
      }
      const order = await checkout(
        app.db,
        user.id,
        { address: checked.address, requestKey: request.body.RequestKey || null },
        app.clock.now(),
      );
      return ok(await viewOf(app.db, order));
    },
  );

  r.post('/api/BookShop/PrintOrders', limitedPerWriter(300), async (request, reply) => {
    const user = await requireUser(request, reply);
    return ok({ List: await printOrdersOf(app.db, user.id) });
  });

  // The buyer cancels their order while it waits for payment (decision 060).
  r.post(
    '/api/BookShop/CancelPrintOrder',
    { schema: { body: orderBody }, ...limitedPerWriter(60) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const order = await cancelByBuyer(
        app.db,
        user.id,
        request.body.PrintOrderId,
        app.clock.now(),
      );
      return ok(await viewOf(app.db, order));
    },
  );

  r.post(
    '/api/BookShop/PrintOrder',
    { schema: { body: orderBody }, ...limitedPerWriter(300) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(
        await viewOf(app.db, await ownPrintOrder(app.db, user.id, request.body.PrintOrderId)),
      );
    },
  );
}
