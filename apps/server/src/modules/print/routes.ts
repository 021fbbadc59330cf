import { printFormats, printRules } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { limitedPerWriter } from '../../http/limits';
import { requireUser } from '../../http/session';
import { accountErasureSteps } from '../user/index';
import printAdminRoutes from './admin-routes';
import printOrderRoutes from './order-routes';
import {
  addToBasket,
  basketOf,
  printableBooks,
  removeBasketItem,
  updateBasketItem,
} from './service';

// An erased account's basket goes with it.
accountErasureSteps.push(async (trx, userId) => {
  await trx.deleteFrom('basket_items').where('user_id', '=', userId).execute();
  const orders = trx.selectFrom('print_orders').select('id').where('user_id', '=', userId);
  await trx.deleteFrom('print_order_lines').where('print_order_id', 'in', orders).execute();
  await trx.deleteFrom('print_orders').where('user_id', '=', userId).execute();
});

const openIdField = z.string().trim().min(1).max(64);
const quantity = z.coerce.number().int().min(1).max(printRules.maxQuantity);
const addBody = z.object({
  BookId: openIdField,
  Format: z.enum(printFormats),
  Quantity: quantity.default(1),
});
const updateBody = z.object({
  ItemId: openIdField,
  Quantity: quantity,
  Format: z.enum(printFormats).optional(),
});
const removeBody = z.object({ ItemId: openIdField });

/**
 * The print basket (issue 20): SPEC §7 GetBasketItems (result is a list; the header's count is
 * the sum of quantities) and the calls that change it; each answers the basket as it now is.
 */
export default async function printRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(printOrderRoutes);
  await app.register(printAdminRoutes);

  r.post('/api/BookShop/GetBasketItems', limitedPerWriter(600), async (request, reply) => {
    const user = await requireUser(request, reply);
    return ok(await basketOf(app.db, user.id));
  });

  r.post('/api/BookShop/PrintableBooks', limitedPerWriter(300), async (request, reply) => {
    const user = await requireUser(request, reply);
    return ok({ List: await printableBooks(app.db, user.id) });
  });

  r.post(
    '/api/BookShop/AddBasketItem',
    { schema: { body: addBody }, ...limitedPerWriter(120) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { BookId, Format, Quantity } = request.body;
      await addToBasket(
        app.db,
        user.id,
        { bookId: BookId, format: Format, quantity: Quantity },
        app.clock.now(),
      );
      return ok(await basketOf(app.db, user.id));
    },
  );

  r.post(
    '/api/BookShop/UpdateBasketItem',
    { schema: { body: updateBody }, ...limitedPerWriter(120) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { ItemId, Quantity, Format } = request.body;
      await updateBasketItem(
        app.db,
        user.id,
        { itemId: ItemId, quantity: Quantity, format: Format },
        app.clock.now(),
      );
      return ok(await basketOf(app.db, user.id));
    },
  );

  r.post(
    '/api/BookShop/RemoveBasketItem',
    { schema: { body: removeBody }, ...limitedPerWriter(120) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await removeBasketItem(app.db, user.id, request.body.ItemId);
      return ok(await basketOf(app.db, user.id));
    },
  );
}
