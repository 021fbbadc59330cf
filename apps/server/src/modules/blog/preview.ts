import type { DB } from '../../db/index';
import { artworksForBook } from '../artworks/index';
import { presentPostSummary } from './present';
import { countPublishedPosts, findPublishedBySlug, publishedPostPage } from './queries';

export interface PostPreview {
  Title: string;
  Excerpt: string;
  Cover: string | null;
  Path: string;
}

/** A published post's share preview (issue 23); null for a draft or an unknown address. */
export async function postPreview(
  db: DB,
  slug: string,
  language: string | undefined,
): Promise<PostPreview | null> {
  const row = await findPublishedBySlug(db, slug, language);
  if (!row) return null;
  const [cover] = row.cover_artwork_id ? await artworksForBook(db, [row.cover_artwork_id]) : [];
  const post = presentPostSummary(row, cover, null);
  return {
    Title: post.Title,
    Excerpt: post.Excerpt,
    Cover: post.Cover?.Url ?? null,
    Path: post.Path,
  };
}

/** Published posts' addresses for the sitemap, `limit` at a time. */
export async function postAddresses(db: DB, page: number, limit: number) {
  const rows = await publishedPostPage(db, (page - 1) * limit, limit);
  return rows.map((r) => ({
    Path: `/blogentry/${encodeURIComponent(r.slug)}/${r.language}`,
    UpdatedAt: new Date(Number(r.updated_at)).toISOString(),
  }));
}

export { countPublishedPosts };
