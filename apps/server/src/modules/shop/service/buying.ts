import {
  artistShareCents,
  isValidQuantity,
  type PrintSize,
  type ShippingAddress,
  shopRules,
  validateShippingAddress,
} from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/index';
import { errors } from '../../../http/errors';
import { newId, newOpenId } from '../../../platform/ids';
import { type PayItemHandler, placeOrder } from '../../payments/index';
import { isAdult } from '../../safety/index';
import { sharingPartyById } from '../../user/index';
import { shopErrors } from '../errors';
import {
  appendEarning,
  artworkForShop,
  earningOf,
  insertShopOrder,
  linkShopOrder,
  settingsOf,
  shopOrderByOpenId,
  shopOrderOfOrder,
} from '../queries';
import { workOnSale } from './listings';
import { mailArtistOfSale } from './sale-mail';

/**
 * Buying a print (decision 050): a direct order from the work's page, through the payments
 * pipeline with the ART_PRINT pay item. The shop records what was chosen (size, quantity,
 * address) as a shop order; the pay item's `price` recomputes it from the listing as it is now
 * (never the client's figure); the order's move to complete appends the artist's share to the
 * earnings ledger in the same transaction, once per order.
 */
export const artPrintItem = 'ART_PRINT';

export interface BuyInput {
  workId: string;
  size: PrintSize;
  quantity: number;
  address: unknown;
  channel: number;
  requestKey?: string;
}

/** The price of a print as the listing says now, or the refusal a buyer sees. */
async function currentPrice(db: DB, workId: string, size: string, quantity: number) {
  const work = await workOnSale(db, workId);
  if (!work) {
    const artwork = await artworkForShop(db, { openId: workId });
    throw artwork && artwork.deleted_at === null ? shopErrors.notForSale() : errors.notFound();
  }
  if (work.OnHoliday) throw shopErrors.onHoliday();
  const print = work.Prints.find((p) => p.Size === size);
  if (!print) throw errors.badInput([{ path: 'Size', message: 'not offered' }]);
  if (!isValidQuantity(quantity)) {
    throw errors.badInput([{ path: 'Quantity', message: `1 to ${shopRules.maxQuantity}` }]);
  }
  return { work, unitCents: print.PriceCents, totalCents: print.PriceCents * quantity };
}

function checkedAddress(input: unknown): ShippingAddress {
  const checked = validateShippingAddress(input);
  if (!checked.ok) {
    throw errors.badInput(
      checked.fields.map((f) => ({ path: `Address.${f.path}`, message: f.message })),
    );
  }
  return checked.address;
}

export async function buyPrint(app: FastifyInstance, userId: string, input: BuyInput) {
  const { db } = app;
  const now = app.clock.now();
  const party = await sharingPartyById(db, userId);
  if (!party || !isAdult(party, now)) throw shopErrors.adultBuyersOnly();
  const price = await currentPrice(db, input.workId, input.size, input.quantity);
  const address = checkedAddress(input.address);
  const artwork = await artworkForShop(db, { openId: input.workId });
  if (!artwork) throw errors.notFound();
  const shopOrder = {
    id: newId(now),
    open_id: newOpenId(),
    buyer_id: userId,
    artwork_id: artwork.id,
    artist_id: artwork.artist_id,
    size: input.size,
    quantity: input.quantity,
    unit_price_cents: price.unitCents,
    total_cents: price.totalCents,
    address: JSON.stringify(address),
    order_id: null,
    created_at: now,
  };
  await insertShopOrder(db, shopOrder);
  const order = await placeOrder(app, userId, {
    item: artPrintItem,
    members: input.quantity,
    coupon: '',
    channel: input.channel,
    // The payment window's pages (they tell the work's page how it went; decision 050).
    successUrl: '/pay-callback',
    cancelUrl: '/pay-cancel',
    ref: shopOrder.open_id,
    ...(input.requestKey ? { requestKey: input.requestKey } : {}),
  });
  // The same request key answered an order made before: it keeps its own shop order.
  const linked = await shopOrderOfOrder(db, order.id);
  if (linked && linked.id !== shopOrder.id) {
    await db.deleteFrom('shop_orders').where('id', '=', shopOrder.id).execute();
  } else {
    await linkShopOrder(db, shopOrder.id, order.id);
  }
  return { OrderNo: order.orderNo, TotalCents: order.totalCents, State: order.state };
}

/** The ART_PRINT pay item: its server price and its fulfilment (decision 037's extension). */
export const artPrintPayItem: PayItemHandler = {
  items: [artPrintItem],
  async price(db, input) {
    const shopOrder = input.ref ? await shopOrderByOpenId(db, input.ref) : undefined;
    if (!shopOrder || shopOrder.buyer_id !== input.userId || shopOrder.order_id !== null) {
      throw errors.badInput([{ path: 'PayItem', message: 'order a print from its page' }]);
    }
    const artwork = await artworkForShop(db, { id: shopOrder.artwork_id });
    if (!artwork) throw errors.notFound();
    const price = await currentPrice(db, artwork.open_id, shopOrder.size, shopOrder.quantity);
    // The listing changed between the page and the order: the buyer sees the new price first.
    if (price.totalCents !== shopOrder.total_cents) throw errors.conflict();
    return { item: artPrintItem, members: shopOrder.quantity, priceCents: price.totalCents };
  },
  async fulfil(trx, order, now) {
    const shopOrder = await shopOrderOfOrder(trx, order.id);
    if (!shopOrder || (await earningOf(trx, order.id, 'sale'))) return { ref: null };
    const percent =
      (await settingsOf(trx, shopOrder.artist_id))?.share_percent ??
      shopRules.defaultArtistSharePercent;
    await appendEarning(trx, {
      id: newId(now),
      order_id: order.id,
      shop_order_id: shopOrder.id,
      artwork_id: shopOrder.artwork_id,
      artist_id: shopOrder.artist_id,
      kind: 'sale',
      size: shopOrder.size,
      quantity: shopOrder.quantity,
      amount_cents: shopOrder.total_cents,
      share_percent: percent,
      artist_share_cents: artistShareCents(shopOrder.total_cents, percent),
      created_at: now,
    });
    return { ref: null };
  },
  /** A refund appends the sale's opposite (the ledger is never changed), once. */
  async revoke(trx, order, now) {
    const sale = await earningOf(trx, order.id, 'sale');
    if (!sale || (await earningOf(trx, order.id, 'refund'))) return;
    await appendEarning(trx, {
      ...sale,
      id: newId(now),
      kind: 'refund',
      amount_cents: -sale.amount_cents,
      artist_share_cents: -sale.artist_share_cents,
      created_at: now,
    });
  },
  /** After the completing commit: the artist hears of the sale, once (decision 061). */
  async paid(db, order) {
    await mailArtistOfSale(db, order.id);
  },
};
