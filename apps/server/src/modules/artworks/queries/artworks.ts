import {
  type ArtLibrary,
  type ArtworkSort,
  type ArtworkStatus,
  type BookType,
  bookTypeBit,
  type ComicAssetKind,
} from '@storyloom/domain';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { DB } from '../../../db/index';
import type { ArtworkTable, ArtworkTagTable } from '../../../db/tables/artworks';

export type ArtworkRow = Selectable<ArtworkTable>;

/** An artwork with what every view of it shows: its picture and its artist's page. */
export interface ArtworkListRow extends ArtworkRow {
  image_stem: string;
  image_width: number;
  image_height: number;
  image_has_alpha: number;
  artist_slug: string;
  artist_name: string;
}

function withPictureAndArtist(db: DB) {
  return db
    .selectFrom('artworks as a')
    .innerJoin('images as i', 'i.id', 'a.image_id')
    .innerJoin('artist_profiles as p', 'p.user_id', 'a.artist_id')
    .selectAll('a')
    .select([
      'i.stem as image_stem',
      'i.width as image_width',
      'i.height as image_height',
      'i.has_alpha as image_has_alpha',
      'p.slug as artist_slug',
      'p.display_name as artist_name',
    ]);
}

export async function insertArtwork(db: DB, row: Insertable<ArtworkTable>): Promise<void> {
  await db.insertInto('artworks').values(row).execute();
}

export async function findArtworkByOpenId(
  db: DB,
  openId: string,
): Promise<ArtworkListRow | undefined> {
  return withPictureAndArtist(db).where('a.open_id', '=', openId).executeTakeFirst();
}

/** Several artworks by open id in one query (in no particular order; unknown ids left out). */
export async function findArtworksByOpenIds(
  db: DB,
  openIds: readonly string[],
): Promise<ArtworkListRow[]> {
  if (openIds.length === 0) return [];
  return withPictureAndArtist(db)
    .where('a.open_id', 'in', [...openIds])
    .execute();
}

export async function findArtworkById(db: DB, id: string): Promise<ArtworkListRow | undefined> {
  return withPictureAndArtist(db).where('a.id', '=', id).executeTakeFirst();
}

export async function updateArtwork(
  db: DB,
  id: string,
  values: Updateable<ArtworkTable>,
): Promise<void> {
  await db.updateTable('artworks').set(values).where('id', '=', id).execute();
}

/** A review decision, only while the artwork is not deleted; true when it applied. */
export async function setArtworkStatus(
  db: DB,
  id: string,
  values: Pick<
    ArtworkRow,
    'status' | 'reject_reason' | 'reviewed_by' | 'reviewed_at' | 'updated_at'
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('artworks')
    .set(values)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceTags(
  db: DB,
  artworkId: string,
  tags: Omit<ArtworkTagTable, 'artwork_id'>[],
): Promise<void> {
  await db.deleteFrom('artwork_tags').where('artwork_id', '=', artworkId).execute();
  if (tags.length) {
    await db
      .insertInto('artwork_tags')
      .values(tags.map((t) => ({ ...t, artwork_id: artworkId })))
      .execute();
  }
}

export async function tagsOf(db: DB, artworkIds: readonly string[]): Promise<ArtworkTagTable[]> {
  if (artworkIds.length === 0) return [];
  return db
    .selectFrom('artwork_tags')
    .selectAll()
    .where('artwork_id', 'in', artworkIds)
    .orderBy('artwork_id')
    .orderBy('language')
    .orderBy('tag_key')
    .execute();
}

export interface ArtworkFilter {
  status?: ArtworkStatus;
  artistId?: string;
  artistSlug?: string;
  library?: ArtLibrary;
  comicKind?: ComicAssetKind;
  bookType?: BookType;
  tagKey?: string;
  sort: ArtworkSort;
  /** The sort values of the last row already shown. */
  after?: { useCount: number; createdAt: number; openId: string };
  limit: number;
}

/** A page of artworks (not deleted), newest or most used first, after a cursor. */
/** The public ids of an artist's approved, not withdrawn artworks (books made with them). */
export async function approvedArtworkOpenIdsOf(db: DB, artistId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('artworks')
    .select('open_id')
    .where('artist_id', '=', artistId)
    .where('status', '=', 'approved')
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.open_id);
}

/** How many artworks wait for review (the pending queue at /admin/artwork counts these). */
export async function countPendingArtworks(db: DB): Promise<number> {
  const row = await db
    .selectFrom('artworks as a')
    .innerJoin('images as i', 'i.id', 'a.image_id')
    .innerJoin('artist_profiles as p', 'p.user_id', 'a.artist_id')
    .select(sql<number>`count(*)`.as('count'))
    .where('a.deleted_at', 'is', null)
    .where('a.status', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function listArtworks(db: DB, f: ArtworkFilter): Promise<ArtworkListRow[]> {
  let q = withPictureAndArtist(db).where('a.deleted_at', 'is', null);
  if (f.status) q = q.where('a.status', '=', f.status);
  if (f.artistId) q = q.where('a.artist_id', '=', f.artistId);
  if (f.artistSlug) q = q.where('p.slug', '=', f.artistSlug);
  if (f.library) q = q.where('a.library', '=', f.library);
  if (f.comicKind) q = q.where('a.comic_kind', '=', f.comicKind);
  if (f.bookType) q = q.where(sql<boolean>`(a.book_types & ${bookTypeBit(f.bookType)}) <> 0`);
  if (f.tagKey) {
    const key = f.tagKey;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('artwork_tags as t')
          .select('t.artwork_id')
          .whereRef('t.artwork_id', '=', 'a.id')
          .where('t.tag_key', '=', key),
      ),
    );
  }
  const after = f.after;
  if (after) {
    q = q.where((eb) => {
      const newer = eb.or([
        eb('a.created_at', '<', after.createdAt),
        eb.and([eb('a.created_at', '=', after.createdAt), eb('a.open_id', '<', after.openId)]),
      ]);
      if (f.sort === 'newest') return newer;
      return eb.or([
        eb('a.use_count', '<', after.useCount),
        eb.and([eb('a.use_count', '=', after.useCount), newer]),
      ]);
    });
  }
  if (f.sort === 'most_used') q = q.orderBy('a.use_count', 'desc');
  return q.orderBy('a.created_at', 'desc').orderBy('a.open_id', 'desc').limit(f.limit).execute();
}

/** Which of these public ids name approved, not deleted artwork. */
export async function usableOpenIds(db: DB, openIds: readonly string[]): Promise<Set<string>> {
  if (openIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('artworks')
    .select('open_id')
    .where('open_id', 'in', openIds)
    .where('status', '=', 'approved')
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.open_id));
}

/** Popular tags of approved artwork in one language, most used first. */
export async function popularTags(
  db: DB,
  options: { language: string; library?: ArtLibrary; bookType?: BookType; limit: number },
): Promise<{ tag_key: string; tag: string; count: number }[]> {
  let q = db
    .selectFrom('artwork_tags as t')
    .innerJoin('artworks as a', 'a.id', 't.artwork_id')
    .select(['t.tag_key', sql<string>`min(t.tag)`.as('tag'), sql<number>`count(*)`.as('count')])
    .where('t.language', '=', options.language)
    .where('a.status', '=', 'approved')
    .where('a.deleted_at', 'is', null);
  if (options.library) q = q.where('a.library', '=', options.library);
  if (options.bookType) {
    q = q.where(sql<boolean>`(a.book_types & ${bookTypeBit(options.bookType)}) <> 0`);
  }
  const rows = await q
    .groupBy('t.tag_key')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('t.tag_key')
    .limit(options.limit)
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** Adds to (or takes from) a counter column, never below zero. */
export async function bumpCounter(
  db: DB,
  ids: readonly string[],
  column: 'use_count' | 'favorite_count',
  by: 1 | -1,
): Promise<void> {
  if (ids.length === 0) return;
  let q = db
    .updateTable('artworks')
    .set({ [column]: sql`${sql.ref(column)} + ${by}` })
    .where('id', 'in', ids);
  if (by < 0) q = q.where(column, '>', 0);
  await q.execute();
}
