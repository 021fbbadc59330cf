import type { DB } from '../../../db/index';
import { imageUrl } from '../../uploads/index';
import { artistsWithWorkPage, countArtistsWithWork, findProfileBySlug } from '../queries/artists';
import { listArtworks } from '../queries/artworks';

export interface ArtistPreview {
  Name: string;
  Bio: string;
  Image: string | null;
  Path: string;
}

/**
 * An artist page's share preview (issue 23): the name and bio the page shows and their newest
 * approved picture; null for an unknown slug or an artist with no approved work (not on /artists).
 */
export async function artistPreview(db: DB, slug: string): Promise<ArtistPreview | null> {
  const row = await findProfileBySlug(db, slug.toLowerCase());
  if (!row) return null;
  const [newest] = await listArtworks(db, {
    status: 'approved',
    artistId: row.user_id,
    sort: 'newest',
    limit: 1,
  });
  if (!newest) return null;
  return {
    Name: row.display_name,
    Bio: row.bio,
    Image: imageUrl(newest.image_stem, 'display'),
    Path: `/artist/${encodeURIComponent(row.slug)}`,
  };
}

/** Artist page addresses for the sitemap, `limit` at a time. */
export async function artistAddresses(db: DB, page: number, limit: number) {
  const rows = await artistsWithWorkPage(db, (page - 1) * limit, limit);
  return rows.map((r) => ({
    Path: `/artist/${encodeURIComponent(r.slug)}`,
    UpdatedAt: new Date(Number(r.updated_at)).toISOString(),
  }));
}

export { countArtistsWithWork };
