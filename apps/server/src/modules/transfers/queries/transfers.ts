import type { BookType } from '@storyloom/domain';
import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../../db/index';
import type { BookTransferStatus, BookTransferTable } from '../../../db/tables/transfers';

export type BookTransferRow = Selectable<BookTransferTable>;

export async function insertTransfer(db: DB, row: Insertable<BookTransferTable>): Promise<void> {
  await db.insertInto('book_transfers').values(row).execute();
}

/** An offer by its public id, with its book's type (the comic calls answer only comics'). */
export async function findTransferByOpenId(
  db: DB,
  openId: string,
): Promise<(BookTransferRow & { book_type: BookType }) | undefined> {
  return db
    .selectFrom('book_transfers as t')
    .innerJoin('books as b', 'b.id', 't.book_id')
    .selectAll('t')
    .select('b.type as book_type')
    .where('t.open_id', '=', openId)
    .executeTakeFirst();
}

export async function findOpenTransferOfBook(
  db: DB,
  bookId: string,
): Promise<BookTransferRow | undefined> {
  return db
    .selectFrom('book_transfers')
    .selectAll()
    .where('open_key', '=', bookId)
    .executeTakeFirst();
}

/** Closes an open offer; false when it was no longer open (answered or cancelled meanwhile). */
export async function closeTransfer(
  db: DB,
  id: string,
  status: Exclude<BookTransferStatus, 'offered'>,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('book_transfers')
    .set({ status, open_key: null, answered_at: now })
    .where('id', '=', id)
    .where('status', '=', 'offered')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Open offers made to or by an account, newest first, with the book's title and the names;
 * of one book type only when `type` is given (the comic calls list comics).
 */
export async function listOpenTransfers(
  db: DB,
  userId: string,
  side: 'to_id' | 'from_id',
  type: BookType | null,
) {
  return db
    .selectFrom('book_transfers as t')
    .innerJoin('books as b', 'b.id', 't.book_id')
    .innerJoin('users as f', 'f.id', 't.from_id')
    .innerJoin('users as r', 'r.id', 't.to_id')
    .select([
      't.open_id',
      't.created_at',
      't.from_id',
      't.title as screened_title',
      'b.open_id as book_open_id',
      'b.title',
      'b.type',
      'f.username as from_name',
      'r.username as to_name',
    ])
    .where(`t.${side}`, '=', userId)
    .where('t.status', '=', 'offered')
    .$if(type !== null, (q) => q.where('b.type', '=', type as BookType))
    .orderBy('t.created_at', 'desc')
    .limit(100)
    .execute();
}

/** The books an account may offer: its own, not deleted, newest first (the tool's picker). */
export async function listOwnBooks(db: DB, userId: string) {
  return db
    .selectFrom('books')
    .select(['open_id', 'title', 'type', 'state', 'class_id', 'updated_at'])
    .where('owner_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('updated_at', 'desc')
    .limit(200)
    .execute();
}

/** Every open offer made to or by an account (closed when the account is deleted). */
export async function cancelOpenTransfersOf(db: DB, userId: string, now: number) {
  await db
    .updateTable('book_transfers')
    .set({ status: 'cancelled', open_key: null, answered_at: now })
    .where('status', '=', 'offered')
    .where((eb) => eb.or([eb('from_id', '=', userId), eb('to_id', '=', userId)]))
    .execute();
}
