import type { BookType } from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { publicBook } from '../../books/index';
import { type ListedBook, listedBooks } from './listings';

export interface WriterQuery {
  ownerId: string;
  type: BookType | null;
  after: { value: number; openId: string } | null;
  limit: number;
}

/** A page of one writer's public books, newest published first (the `reading_listings_owner` index). */
export async function writerBooks(db: DB, q: WriterQuery): Promise<ListedBook[]> {
  let query = listedBooks(db).where('l.owner_id', '=', q.ownerId);
  if (q.type) query = query.where('l.type', '=', q.type);
  if (q.after) {
    const { value, openId } = q.after;
    query = query.where((eb) =>
      eb.or([
        eb('l.published_at', '<', value),
        eb.and([eb('l.published_at', '=', value), eb('l.open_id', '<', openId)]),
      ]),
    );
  }
  return (await query
    .orderBy('l.published_at', 'desc')
    .orderBy('l.open_id', 'desc')
    .limit(q.limit)
    .execute()) as ListedBook[];
}

/** How many public books a writer has of each type. */
export async function countWriterBooks(db: DB, ownerId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('reading_listings as l')
    .innerJoin('books as b', 'b.id', 'l.book_id')
    .select(['l.type', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('l.owner_id', '=', ownerId)
    .where(publicBook('b'))
    .groupBy('l.type')
    .execute();
  return new Map(rows.map((r) => [r.type, Number(r.n)]));
}
