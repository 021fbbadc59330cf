import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/index';
import type { ImageTable } from '../../db/tables/artworks';

export type ImageRow = Selectable<ImageTable>;

export async function insertImage(db: DB, row: Insertable<ImageTable>): Promise<void> {
  await db.insertInto('images').values(row).execute();
}

export async function findImageById(db: DB, id: string): Promise<ImageRow | undefined> {
  return db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findImagesByIds(db: DB, ids: readonly string[]): Promise<ImageRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('images').selectAll().where('id', 'in', ids).execute();
}

export async function markImageDeleted(db: DB, id: string, now: number): Promise<void> {
  await db.updateTable('images').set({ deleted_at: now }).where('id', '=', id).execute();
}
