import { type PrintFormat, printRules } from '@storyloom/domain';
import type { DB } from '../../db/index';
import { errors } from '../../http/errors';
import { newId, newOpenId } from '../../platform/ids';
import { type BookRow, loadBook } from '../books/index';

/**
 * The print basket (issue 20, SPEC §3 "Basket item: Quantity"): books of one's own, published or
 * private (the books policy's `print` rule, and only the owner's), as softcover or hardcover with
 * a quantity. Another's book is 404, as if it were not there.
 */

export interface BasketLine {
  ItemId: string;
  BookId: string;
  Title: string;
  BookType: string;
  Format: PrintFormat;
  Quantity: number;
  /** USD, this format's price of one copy. */
  UnitPrice: number;
  /** False once the book can no longer be printed (made a draft, hidden, deleted). */
  Printable: boolean;
}

/** The user's own book that may be printed, or null. */
export async function printableBook(
  db: DB,
  userId: string,
  bookId: string,
): Promise<BookRow | null> {
  const book = await loadBook(db, { id: userId }, { openId: bookId }, 'print');
  return book && book.owner_id === userId ? book : null;
}

export async function basketOf(db: DB, userId: string): Promise<BasketLine[]> {
  const rows = await db
    .selectFrom('basket_items')
    .innerJoin('books', 'books.id', 'basket_items.book_id')
    .select([
      'basket_items.open_id',
      'basket_items.format',
      'basket_items.quantity',
      'books.open_id as book_open_id',
      'books.title',
      'books.type',
      'books.state',
      'books.hidden_at',
      'books.deleted_at',
    ])
    .where('basket_items.user_id', '=', userId)
    .orderBy('basket_items.created_at', 'asc')
    .orderBy('basket_items.id', 'asc')
    .execute();
  return rows.map((r) => {
    const format = r.format as PrintFormat;
    return {
      ItemId: r.open_id,
      BookId: r.book_open_id,
      Title: r.title,
      BookType: r.type,
      Format: format,
      Quantity: r.quantity,
      UnitPrice: printRules.priceCents[format] / 100,
      Printable:
        r.deleted_at === null &&
        r.hidden_at === null &&
        (r.state === 'published' || r.state === 'private'),
    };
  });
}

const tooMany = () =>
  errors.badInput([{ path: 'Quantity', message: `at most ${printRules.maxQuantity}` }]);

/** Adds copies of a book in a format: to its line if there is one, else a new line. */
export async function addToBasket(
  db: DB,
  userId: string,
  input: { bookId: string; format: PrintFormat; quantity: number },
  now: number,
): Promise<void> {
  const book = await printableBook(db, userId, input.bookId);
  if (!book) throw errors.notFound();
  await db.transaction().execute(async (trx) => {
    const line = await trx
      .selectFrom('basket_items')
      .select(['id', 'quantity'])
      .where('user_id', '=', userId)
      .where('book_id', '=', book.id)
      .where('format', '=', input.format)
      .executeTakeFirst();
    if (line) {
      const quantity = line.quantity + input.quantity;
      if (quantity > printRules.maxQuantity) throw tooMany();
      await trx
        .updateTable('basket_items')
        .set({ quantity, updated_at: now })
        .where('id', '=', line.id)
        .execute();
      return;
    }
    const lines = await trx
      .selectFrom('basket_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(lines.n) >= printRules.maxItems) {
      throw errors.badInput([{ path: 'BookId', message: `at most ${printRules.maxItems} lines` }]);
    }
    await trx
      .insertInto('basket_items')
      .values({
        id: newId(now),
        open_id: newOpenId(),
        user_id: userId,
        book_id: book.id,
        format: input.format,
        quantity: input.quantity,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
}

/** Sets a line's quantity (and format); a line of another user is 404. */
export async function updateBasketItem(
  db: DB,
  userId: string,
  input: { itemId: string; quantity: number; format?: PrintFormat },
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const line = await trx
      .selectFrom('basket_items')
      .select(['id', 'book_id', 'format'])
      .where('open_id', '=', input.itemId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!line) throw errors.notFound();
    const format = input.format ?? (line.format as PrintFormat);
    if (format !== line.format) {
      const other = await trx
        .selectFrom('basket_items')
        .select('id')
        .where('user_id', '=', userId)
        .where('book_id', '=', line.book_id)
        .where('format', '=', format)
        .executeTakeFirst();
      // The same book in that format has its own line already: one line says it.
      if (other) throw errors.conflict();
    }
    await trx
      .updateTable('basket_items')
      .set({ quantity: input.quantity, format, updated_at: now })
      .where('id', '=', line.id)
      .execute();
  });
}

export async function removeBasketItem(db: DB, userId: string, itemId: string): Promise<void> {
  const result = await db
    .deleteFrom('basket_items')
    .where('open_id', '=', itemId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw errors.notFound();
}

/** The "printable books" tab: the user's own published and private books. */
export async function printableBooks(db: DB, userId: string) {
  const rows = await db
    .selectFrom('books')
    .select(['open_id', 'title', 'type', 'state', 'updated_at'])
    .where('owner_id', '=', userId)
    .where('state', 'in', ['published', 'private'])
    .where('hidden_at', 'is', null)
    .where('deleted_at', 'is', null)
    .orderBy('updated_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    BookId: r.open_id,
    Title: r.title,
    BookType: r.type,
    State: r.state,
  }));
}
