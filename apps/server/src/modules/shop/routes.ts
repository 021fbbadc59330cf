import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { errors } from '../../http/errors';
import { limitedPerMinute, limitedPerWriter } from '../../http/limits';
import { requireActiveUser, requireUser } from '../../http/session';
import { registerPayItems } from '../payments/index';
import { accountErasureSteps } from '../user/index';
import { buyBody, listingBody, settingsBody, workBody, worksBody } from './schemas';
import { artPrintPayItem, buyPrint } from './service/buying';
import { earningsHistory } from './service/earnings';
import { myListings, saveListing, workOnSale, worksOnSale } from './service/listings';
import { serveSaleMail } from './service/sale-mail';
import { saveShopSettings, shopSettings } from './service/settings';
import shopStaffRoutes from './staff-routes';

registerPayItems(artPrintPayItem);

// An erased account: its shop and listings go; a buyer's addresses are blanked. The earnings
// ledger and the orders stay (the record of what was sold), naming no person.
accountErasureSteps.push(async (trx, userId) => {
  await trx.deleteFrom('shop_settings').where('user_id', '=', userId).execute();
  const listed = trx
    .selectFrom('shop_listings')
    .select('artwork_id')
    .where('artist_id', '=', userId);
  await trx.deleteFrom('shop_prints').where('artwork_id', 'in', listed).execute();
  await trx
    .updateTable('shop_listings')
    .set({ enabled: 0 })
    .where('artist_id', '=', userId)
    .execute();
  await trx
    .updateTable('shop_orders')
    .set({ address: '{}' })
    .where('buyer_id', '=', userId)
    .execute();
});

/** The art shop's calls (issue 20, decisions 049 and 050; docs/api.md "Art shop"). */
export default async function shopRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  serveSaleMail(app);
  await shopStaffRoutes(app);

  r.post(
    '/api/ArtShop/Works',
    { schema: { body: worksBody }, ...limitedPerMinute(240) },
    async (request) => {
      const { Page, Slug } = request.body;
      return ok(await worksOnSale(app.db, { page: Page, ...(Slug ? { slug: Slug } : {}) }));
    },
  );

  r.post(
    '/api/ArtShop/Work',
    { schema: { body: workBody }, ...limitedPerMinute(240) },
    async (request) => {
      const work = await workOnSale(app.db, request.body.WorkId);
      if (!work) throw errors.notFound();
      return ok(work);
    },
  );

  r.post(
    '/api/ArtShop/Buy',
    { schema: { body: buyBody }, ...limitedPerWriter(30) },
    async (request, reply) => {
      const user = await requireActiveUser(request, reply);
      const b = request.body;
      const key = request.headers['idempotency-key'];
      return ok(
        await buyPrint(app, user.id, {
          workId: b.WorkId,
          size: b.Size,
          quantity: b.Quantity,
          address: b.Address,
          channel: b.PayChannel,
          requestKey:
            typeof key === 'string' && key.length <= 100 ? key : b.RequestKey || undefined,
        }),
      );
    },
  );

  r.post('/api/ArtShop/MyListings', limitedPerWriter(120), async (request, reply) => {
    const user = await requireUser(request, reply);
    return ok({ List: await myListings(app.db, user.id) });
  });

  r.post(
    '/api/ArtShop/SaveListing',
    { schema: { body: listingBody }, ...limitedPerWriter(120) },
    async (request, reply) => {
      const user = await requireActiveUser(request, reply);
      const b = request.body;
      return ok(
        await saveListing(
          app.db,
          user.id,
          {
            workId: b.WorkId,
            enabled: b.Enabled,
            prints: b.Prints.map((p) => ({ size: p.Size, priceCents: p.PriceCents })),
          },
          app.clock.now(),
        ),
      );
    },
  );

  r.post('/api/ArtShop/GetSettings', limitedPerWriter(120), async (request, reply) => {
    const user = await requireUser(request, reply);
    return ok(await shopSettings(app.db, user));
  });

  r.post(
    '/api/ArtShop/SaveSettings',
    { schema: { body: settingsBody }, ...limitedPerWriter(60) },
    async (request, reply) => {
      const user = await requireActiveUser(request, reply);
      const b = request.body;
      return ok(
        await saveShopSettings(
          app.db,
          user,
          {
            shopName: b.ShopName,
            payoutMethod: b.PayoutMethod,
            payoutDetail: b.PayoutDetail,
            holiday: b.Holiday,
          },
          { configWords: app.config.publishing.extraFlagWords, now: app.clock.now() },
        ),
      );
    },
  );

  r.post('/api/ArtShop/Earnings', limitedPerWriter(120), async (request, reply) => {
    const user = await requireUser(request, reply);
    return ok(await earningsHistory(app.db, user.id));
  });
}
