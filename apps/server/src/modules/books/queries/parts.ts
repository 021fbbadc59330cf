import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../../db/index';
import type { BookPartTable } from '../../../db/tables/books';

export type BookPartRow = Selectable<BookPartTable>;

/** A part without its document: enough to plan a save. */
export interface PartHead {
  key: string;
  position: number;
  wordCount: number;
  artworkIds: string[];
}

export async function listPartHeads(db: DB, bookId: string): Promise<PartHead[]> {
  const rows = await db
    .selectFrom('book_parts')
    .select(['part_key', 'position', 'word_count', 'artwork_ids'])
    .where('book_id', '=', bookId)
    .orderBy('position')
    .orderBy('part_key')
    .execute();
  return rows.map((r) => ({
    key: r.part_key,
    position: r.position,
    wordCount: r.word_count,
    artworkIds: JSON.parse(r.artwork_ids) as string[],
  }));
}

export async function listParts(db: DB, bookId: string): Promise<BookPartRow[]> {
  return db
    .selectFrom('book_parts')
    .selectAll()
    .where('book_id', '=', bookId)
    .orderBy('position')
    .orderBy('part_key')
    .execute();
}

export async function partsByKeys(
  db: DB,
  bookId: string,
  keys: readonly string[],
): Promise<BookPartRow[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('book_parts')
    .selectAll()
    .where('book_id', '=', bookId)
    .where('part_key', 'in', keys)
    .execute();
}

export async function insertParts(db: DB, rows: Insertable<BookPartTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('book_parts').values(rows).execute();
}

export async function updatePart(
  db: DB,
  bookId: string,
  key: string,
  values: Partial<
    Pick<BookPartRow, 'content' | 'word_count' | 'artwork_ids' | 'position' | 'updated_at'>
  >,
): Promise<void> {
  await db
    .updateTable('book_parts')
    .set(values)
    .where('book_id', '=', bookId)
    .where('part_key', '=', key)
    .execute();
}

export async function deleteParts(db: DB, bookId: string, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db
    .deleteFrom('book_parts')
    .where('book_id', '=', bookId)
    .where('part_key', 'in', keys)
    .execute();
}
