import type { ArtLibrary } from '@storyloom/domain';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { DB } from '../../../db/index';
import type { ArtistProfileTable } from '../../../db/tables/artworks';

export type ArtistProfileRow = Selectable<ArtistProfileTable>;

export async function findProfileByUserId(
  db: DB,
  userId: string,
): Promise<ArtistProfileRow | undefined> {
  return db
    .selectFrom('artist_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findProfileBySlug(
  db: DB,
  slug: string,
): Promise<ArtistProfileRow | undefined> {
  return db.selectFrom('artist_profiles').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function slugTaken(db: DB, slug: string): Promise<boolean> {
  return Boolean(await findProfileBySlug(db, slug));
}

export async function insertProfile(db: DB, row: Insertable<ArtistProfileTable>): Promise<void> {
  await db
    .insertInto('artist_profiles')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function updateProfile(
  db: DB,
  userId: string,
  values: Updateable<ArtistProfileTable>,
): Promise<void> {
  await db.updateTable('artist_profiles').set(values).where('user_id', '=', userId).execute();
}

export interface ArtistListRow extends ArtistProfileRow {
  artwork_count: number;
}

/** Artists with approved work in a library: featured first, then by how much they have made. */
export async function listArtists(
  db: DB,
  options: { library?: ArtLibrary; featuredOnly: boolean; limit: number },
): Promise<ArtistListRow[]> {
  let counted = db
    .selectFrom('artworks')
    .select(['artist_id', sql<number>`count(*)`.as('artwork_count')])
    .where('status', '=', 'approved')
    .where('deleted_at', 'is', null);
  if (options.library) counted = counted.where('library', '=', options.library);
  let q = db
    .selectFrom('artist_profiles as p')
    .innerJoin(counted.groupBy('artist_id').as('c'), 'c.artist_id', 'p.user_id')
    .selectAll('p')
    .select('c.artwork_count');
  if (options.featuredOnly) q = q.where('p.featured', '=', 1);
  const rows = await q
    .orderBy('p.featured', 'desc')
    .orderBy('c.artwork_count', 'desc')
    .orderBy('p.display_name')
    .limit(options.limit)
    .execute();
  return rows.map((r) => ({ ...r, artwork_count: Number(r.artwork_count) }));
}

/** Licences an artist's approved work is shared under, with their attributions. */
export async function licencesOf(db: DB, artistId: string) {
  return db
    .selectFrom('artworks')
    .select(['licence', 'licence_url', 'attribution', sql<number>`count(*)`.as('count')])
    .where('artist_id', '=', artistId)
    .where('status', '=', 'approved')
    .where('deleted_at', 'is', null)
    .groupBy(['licence', 'licence_url', 'attribution'])
    .orderBy(sql`count(*)`, 'desc')
    .execute();
}

/** Artists with approved work (those /artists shows), by slug, a page at a time (sitemap). */
export function artistsWithWorkPage(db: DB, offset: number, limit: number) {
  return db
    .selectFrom('artist_profiles as p')
    .select(['p.slug', 'p.updated_at'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('artworks as a')
          .select('a.id')
          .whereRef('a.artist_id', '=', 'p.user_id')
          .where('a.status', '=', 'approved')
          .where('a.deleted_at', 'is', null),
      ),
    )
    .orderBy('p.slug')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countArtistsWithWork(db: DB): Promise<number> {
  const row = await db
    .selectFrom('artist_profiles as p')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('artworks as a')
          .select('a.id')
          .whereRef('a.artist_id', '=', 'p.user_id')
          .where('a.status', '=', 'approved')
          .where('a.deleted_at', 'is', null),
      ),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
