import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../../db/index';
import type { ArtSetTable } from '../../../db/tables/artworks';

export type ArtSetRow = Selectable<ArtSetTable>;

export async function insertArtSet(db: DB, row: Insertable<ArtSetTable>): Promise<void> {
  await db.insertInto('art_sets').values(row).execute();
}

export async function findArtSetByOpenId(db: DB, openId: string): Promise<ArtSetRow | undefined> {
  return db.selectFrom('art_sets').selectAll().where('open_id', '=', openId).executeTakeFirst();
}
