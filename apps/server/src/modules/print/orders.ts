import {
  bookShippingCents,
  centsText,
  isPrintOrderState,
  mayCancelPrintOrder,
  type PrintFormat,
  type PrintOrderState,
  printCancelledReason,
  printRules,
  printSubtotalCents,
  type ShippingAddress,
} from '@storyloom/domain';
import { isUniqueViolation } from '../../db/dialect';
import type { DB } from '../../db/index';
import type { PrintOrderLineTable, PrintOrderTable } from '../../db/tables/print';
import { errors } from '../../http/errors';
import { newId, newOpenId } from '../../platform/ids';
import { basketOf } from './service';

/**
 * Print orders (issue 20, decision 048): checkout turns the basket into an order waiting for
 * payment, with the server's prices (the books' formats, the shipping table of decision 047) and
 * the address; the PRINT_BOOK pay item (pay-item.ts) charges its total and, once paid, moves it
 * to reviewing and takes its books out of the basket.
 */

export type PrintOrderRow = PrintOrderTable;
export type PrintOrderLineRow = PrintOrderLineTable;

export interface PrintOrderView {
  PrintOrderId: string;
  Number: number;
  State: PrintOrderState;
  Reason: string;
  Address: ShippingAddress;
  Lines: {
    BookId: string;
    Title: string;
    BookType: string;
    Format: PrintFormat;
    Quantity: number;
    UnitPrice: string;
    Price: string;
  }[];
  Copies: number;
  Subtotal: string;
  Shipping: string;
  Total: string;
  TotalCents: number;
  Currency: string;
  CreateTime: string;
  PaidTime: string;
  ClosedTime: string;
}

const iso = (ms: number | null) => (ms === null ? '' : new Date(Number(ms)).toISOString());

export function parseAddress(text: string): ShippingAddress {
  return JSON.parse(text) as ShippingAddress;
}

export function presentPrintOrder(
  order: PrintOrderRow,
  lines: (PrintOrderLineRow & { book_open_id: string })[],
): PrintOrderView {
  return {
    PrintOrderId: order.open_id,
    Number: order.number,
    State: order.state as PrintOrderState,
    Reason: order.state === 'returned' || order.state === 'failed' ? (order.reason ?? '') : '',
    Address: parseAddress(order.address),
    Lines: lines.map((l) => ({
      BookId: l.book_open_id,
      Title: l.title,
      BookType: l.book_type,
      Format: l.format as PrintFormat,
      Quantity: l.quantity,
      UnitPrice: centsText(l.unit_cents),
      Price: centsText(l.unit_cents * l.quantity),
    })),
    Copies: lines.reduce((n, l) => n + l.quantity, 0),
    Subtotal: centsText(order.subtotal_cents),
    Shipping: centsText(order.shipping_cents),
    Total: centsText(order.total_cents),
    TotalCents: order.total_cents,
    Currency: order.currency.toUpperCase(),
    CreateTime: iso(order.created_at),
    PaidTime: iso(order.paid_at),
    ClosedTime: iso(order.closed_at),
  };
}

/** The lines of some orders, with their books' public ids, by order id. */
export async function linesOf(db: DB, orderIds: string[]) {
  const byOrder = new Map<string, (PrintOrderLineRow & { book_open_id: string })[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('print_order_lines')
    .innerJoin('books', 'books.id', 'print_order_lines.book_id')
    .selectAll('print_order_lines')
    .select('books.open_id as book_open_id')
    .where('print_order_lines.print_order_id', 'in', orderIds)
    .orderBy('print_order_lines.position', 'asc')
    .execute();
  for (const row of rows) {
    const list = byOrder.get(row.print_order_id) ?? [];
    list.push(row);
    byOrder.set(row.print_order_id, list);
  }
  return byOrder;
}

/** What the basket costs sent to a country: the same figures checkout charges. */
export async function quoteOf(db: DB, userId: string, country: string | null) {
  const basket = await basketOf(db, userId);
  const lines = basket.map((l) => ({ format: l.Format, quantity: l.Quantity }));
  const copies = lines.reduce((n, l) => n + l.quantity, 0);
  const subtotal = printSubtotalCents(lines);
  const shipping = country ? bookShippingCents(country, copies) : 0;
  return { basket, copies, subtotal, shipping, total: subtotal + shipping };
}

/**
 * Checkout: an order waiting for payment made from the basket as it is now (every book still
 * printable), or, for the same request key, the order already made.
 */
export async function checkout(
  db: DB,
  userId: string,
  input: { address: ShippingAddress; requestKey: string | null },
  now: number,
): Promise<PrintOrderRow> {
  if (input.requestKey) {
    const same = await orderByRequestKey(db, userId, input.requestKey);
    if (same) return same;
  }
  const quote = await quoteOf(db, userId, input.address.Country);
  if (quote.basket.length === 0) {
    throw errors.badInput([{ path: 'Items', message: 'The basket is empty' }]);
  }
  const gone = quote.basket.find((l) => !l.Printable);
  if (gone) {
    throw errors.badInput([{ path: 'Items', message: `"${gone.Title}" can no longer be printed` }]);
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('print_orders')
          .select((eb) => eb.fn.max<number>('number').as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirst();
        const id = newId(now);
        const row: PrintOrderRow = {
          id,
          open_id: newOpenId(),
          user_id: userId,
          number: Number(last?.n ?? 0) + 1,
          state: 'waiting',
          reason: null,
          address: JSON.stringify(input.address),
          country: input.address.Country,
          subtotal_cents: quote.subtotal,
          shipping_cents: quote.shipping,
          total_cents: quote.total,
          currency: 'usd',
          request_key: input.requestKey,
          payment_order_id: null,
          created_at: now,
          updated_at: now,
          paid_at: null,
          closed_at: null,
        };
        await trx.insertInto('print_orders').values(row).execute();
        const books = await trx
          .selectFrom('basket_items')
          .innerJoin('books', 'books.id', 'basket_items.book_id')
          .select(['basket_items.open_id', 'books.id as book_id'])
          .where('basket_items.user_id', '=', userId)
          .execute();
        const bookIdOf = new Map(books.map((b) => [b.open_id, b.book_id]));
        let position = 0;
        for (const line of quote.basket) {
          const bookId = bookIdOf.get(line.ItemId);
          if (!bookId) throw errors.conflict();
          await trx
            .insertInto('print_order_lines')
            .values({
              id: newId(now),
              print_order_id: id,
              book_id: bookId,
              title: line.Title,
              book_type: line.BookType,
              format: line.Format,
              quantity: line.Quantity,
              unit_cents: printRules.priceCents[line.Format],
              position: position++,
            })
            .execute();
        }
        return row;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Two checkouts at once: the same key answers its order; else the next number is taken.
      if (input.requestKey) {
        const same = await orderByRequestKey(db, userId, input.requestKey);
        if (same) return same;
      }
    }
  }
  throw errors.busy();
}

async function orderByRequestKey(db: DB, userId: string, key: string) {
  return db
    .selectFrom('print_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('request_key', '=', key)
    .executeTakeFirst();
}

export async function ownPrintOrder(db: DB, userId: string, openId: string) {
  const order = await db
    .selectFrom('print_orders')
    .selectAll()
    .where('open_id', '=', openId)
    .executeTakeFirst();
  // Another's order is not there at all.
  if (!order || order.user_id !== userId) throw errors.notFound();
  return order;
}

/**
 * The buyer cancels their own print order waiting for payment (decision 060): it closes as
 * failed with the cancelled reason, in one conditional move (404 for another's, 409 once paid
 * or closed, also when a payment lands at the same moment).
 */
export async function cancelByBuyer(
  db: DB,
  userId: string,
  openId: string,
  now: number,
): Promise<PrintOrderRow> {
  return db.transaction().execute(async (trx) => {
    const order = await ownPrintOrder(trx, userId, openId);
    if (!isPrintOrderState(order.state) || !mayCancelPrintOrder(order.state)) {
      throw errors.conflict({ State: order.state });
    }
    const set = { state: 'failed', reason: printCancelledReason, closed_at: now, updated_at: now };
    const moved = await trx
      .updateTable('print_orders')
      .set(set)
      .where('id', '=', order.id)
      .where('state', '=', 'waiting')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw errors.conflict();
    return { ...order, ...set };
  });
}

export async function viewOf(db: DB, order: PrintOrderRow): Promise<PrintOrderView> {
  const lines = await linesOf(db, [order.id]);
  return presentPrintOrder(order, lines.get(order.id) ?? []);
}

/** The buyer's print orders, newest first. */
export async function printOrdersOf(db: DB, userId: string): Promise<PrintOrderView[]> {
  const orders = await db
    .selectFrom('print_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .limit(200)
    .execute();
  const lines = await linesOf(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => presentPrintOrder(o, lines.get(o.id) ?? []));
}

/**
 * A paid order's books leave the basket: each line's quantity comes off the basket's line of
 * the same book and format (copies added since stay).
 */
export async function takeFromBasket(trx: DB, order: PrintOrderRow, now: number): Promise<void> {
  const lines = await trx
    .selectFrom('print_order_lines')
    .select(['book_id', 'format', 'quantity'])
    .where('print_order_id', '=', order.id)
    .execute();
  for (const line of lines) {
    const item = await trx
      .selectFrom('basket_items')
      .select(['id', 'quantity'])
      .where('user_id', '=', order.user_id)
      .where('book_id', '=', line.book_id)
      .where('format', '=', line.format)
      .executeTakeFirst();
    if (!item) continue;
    if (item.quantity <= line.quantity) {
      await trx.deleteFrom('basket_items').where('id', '=', item.id).execute();
    } else {
      await trx
        .updateTable('basket_items')
        .set({ quantity: item.quantity - line.quantity, updated_at: now })
        .where('id', '=', item.id)
        .execute();
    }
  }
}
