import {
  isPrintFormat,
  isPrintOrderState,
  mayMovePrintOrder,
  type PrintFormat,
  type PrintOrderState,
  type PrintStaffMove,
  printMoveNeedsReason,
} from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/index';
import { errors } from '../../http/errors';
import { type PrintFilePart, printFileOf, readyPrintFile } from '../bookfiles/index';
import { recordStaffAction } from '../help/index';
import { publicUsernamesByIds } from '../user/index';
import { linesOf, type PrintOrderRow, presentPrintOrder, viewOf } from './orders';

/**
 * The admin print queue (issue 20, decision 048): print orders by state (paid ones waiting for
 * review first), one order with the print-ready PDF of each book, and staff's moves (reviewing
 * to complete, returned or failed, the last two with a reason), each in one transaction with
 * its audit entry.
 */

export async function listForStaff(
  db: DB,
  input: { state: PrintOrderState | undefined; page: number; pageSize: number },
) {
  let query = db.selectFrom('print_orders');
  if (input.state) query = query.where('state', '=', input.state);
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    // The queue reads oldest first: the order paid first is printed first.
    .orderBy(
      input.state === 'reviewing' ? 'paid_at' : 'updated_at',
      input.state === 'reviewing' ? 'asc' : 'desc',
    )
    .orderBy('id', 'asc')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const names = await publicUsernamesByIds(db, [...new Set(rows.map((r) => r.user_id))]);
  return {
    Total: Number(total.n),
    List: rows.map((r) => ({
      ...presentPrintOrder(r, lines.get(r.id) ?? []),
      Buyer: names.get(r.user_id) ?? '',
    })),
  };
}

async function orderByOpenId(db: DB, openId: string): Promise<PrintOrderRow> {
  const order = await db
    .selectFrom('print_orders')
    .selectAll()
    .where('open_id', '=', openId)
    .executeTakeFirst();
  if (!order) throw errors.notFound();
  return order;
}

/** One order for staff: the buyer's view, the buyer, and each book's print files' state. */
export async function orderForStaff(app: FastifyInstance, openId: string) {
  const order = await orderByOpenId(app.db, openId);
  const view = await viewOf(app.db, order);
  const names = await publicUsernamesByIds(app.db, [order.user_id]);
  const files = await app.db
    .selectFrom('book_files')
    .innerJoin('books', 'books.id', 'book_files.book_id')
    .select([
      'books.open_id as book_open_id',
      'books.version',
      'book_files.format',
      'book_files.book_version',
      'book_files.state',
      'book_files.progress',
      'book_files.pages',
    ])
    .where('book_files.user_id', '=', order.user_id)
    .where('book_files.format', 'in', ['print-softcover', 'print-hardcover'])
    .where(
      'book_files.book_id',
      'in',
      app.db
        .selectFrom('print_order_lines')
        .select('book_id')
        .where('print_order_id', '=', order.id),
    )
    .execute();
  const fileOf = new Map(files.map((f) => [`${f.book_open_id} ${f.format}`, f]));
  return {
    ...view,
    Buyer: names.get(order.user_id) ?? '',
    // One interior and cover per book and binding (a book may be ordered in both).
    Files: view.Lines.map((line) => {
      const f = fileOf.get(`${line.BookId} print-${line.Format}`);
      const current = f !== undefined && f.book_version === f.version;
      return {
        BookId: line.BookId,
        Format: line.Format,
        State: f ? (f.state === 'ready' && !current ? 'outdated' : f.state) : 'none',
        Progress: f?.progress ?? 0,
        Pages: f?.pages ?? null,
      };
    }),
  };
}

/** A book's line in the order (in the binding asked for, else its first): book and binding. */
async function bookInOrder(
  db: DB,
  order: PrintOrderRow,
  bookOpenId: string,
  format: PrintFormat | undefined,
) {
  let query = db
    .selectFrom('print_order_lines')
    .innerJoin('books', 'books.id', 'print_order_lines.book_id')
    .select(['books.id as book_id', 'print_order_lines.format'])
    .where('print_order_lines.print_order_id', '=', order.id)
    .where('books.open_id', '=', bookOpenId);
  if (format) query = query.where('print_order_lines.format', '=', format);
  const line = await query.orderBy('print_order_lines.format', 'desc').executeTakeFirst();
  if (!line || !isPrintFormat(line.format)) throw errors.notFound();
  return { bookId: line.book_id, format: line.format };
}

/** Asks for a book's print files in a binding (queued when missing or out of date). */
export async function preparePdf(
  app: FastifyInstance,
  openId: string,
  bookOpenId: string,
  format?: PrintFormat,
) {
  const order = await orderByOpenId(app.db, openId);
  const line = await bookInOrder(app.db, order, bookOpenId, format);
  const file = await printFileOf(app, order.user_id, line.bookId, line.format);
  // The book can no longer be printed (deleted, hidden): staff return or fail the order.
  if (!file) throw errors.conflict();
  return { ...file, Format: line.format };
}

export async function pdfForDownload(
  app: FastifyInstance,
  openId: string,
  bookOpenId: string,
  format: PrintFormat | undefined,
  part: PrintFilePart,
) {
  const order = await orderByOpenId(app.db, openId);
  const line = await bookInOrder(app.db, order, bookOpenId, format);
  return readyPrintFile(app, order.user_id, line.bookId, line.format, part);
}

/** Staff move an order under review on; answers the order (409 when it is not under review). */
export async function moveByStaff(
  db: DB,
  staffId: string,
  input: { openId: string; to: PrintStaffMove; reason: string },
  now: number,
): Promise<PrintOrderRow> {
  const reason = input.reason.trim();
  if (printMoveNeedsReason(input.to) && !reason) {
    throw errors.badInput([{ path: 'Reason', message: 'A reason is needed' }]);
  }
  return db.transaction().execute(async (trx) => {
    const order = await orderByOpenId(trx, input.openId);
    const from = isPrintOrderState(order.state) ? order.state : 'waiting';
    if (!mayMovePrintOrder(from, input.to)) throw errors.conflict({ State: order.state });
    const set = {
      state: input.to,
      reason: printMoveNeedsReason(input.to) ? reason : null,
      closed_at: now,
      updated_at: now,
    };
    const moved = await trx
      .updateTable('print_orders')
      .set(set)
      .where('id', '=', order.id)
      .where('state', '=', order.state)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw errors.conflict();
    await recordStaffAction(
      trx,
      {
        actorId: staffId,
        action: `print.${input.to}`,
        target: `print-order:${order.open_id}`,
        before: { State: order.state },
        after: { State: input.to, Reason: set.reason },
      },
      now,
    );
    return { ...order, ...set };
  });
}
