import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/index';
import type { BlogPostState, BlogPostTable } from '../../db/tables/blog';

export type BlogPostRow = Selectable<BlogPostTable>;

export async function insertPost(db: DB, row: Insertable<BlogPostTable>): Promise<void> {
  await db.insertInto('blog_posts').values(row).execute();
}

export async function updatePost(db: DB, id: string, values: Updateable<BlogPostTable>) {
  await db.updateTable('blog_posts').set(values).where('id', '=', id).execute();
}

export async function deletePost(db: DB, id: string): Promise<void> {
  await db.deleteFrom('blog_posts').where('id', '=', id).execute();
}

export function findPostByOpenId(db: DB, openId: string): Promise<BlogPostRow | undefined> {
  return db.selectFrom('blog_posts').selectAll().where('open_id', '=', openId).executeTakeFirst();
}

/** A published post by slug, in one language or (without one) in any, the newest first. */
export function findPublishedBySlug(
  db: DB,
  slug: string,
  language: string | undefined,
): Promise<BlogPostRow | undefined> {
  let q = db
    .selectFrom('blog_posts')
    .selectAll()
    .where('slug', '=', slug)
    .where('state', '=', 'published');
  if (language) q = q.where('language', '=', language);
  return q.orderBy('published_at', 'desc').limit(1).executeTakeFirst();
}

export interface PostFilter {
  language?: string | undefined;
  state?: BlogPostState | undefined;
  slug?: string | undefined;
  offset: number;
  limit: number;
}

export async function listPosts(
  db: DB,
  f: PostFilter,
): Promise<{ rows: BlogPostRow[]; total: number }> {
  let q = db.selectFrom('blog_posts');
  if (f.language) q = q.where('language', '=', f.language);
  if (f.state) q = q.where('state', '=', f.state);
  if (f.slug) q = q.where('slug', '=', f.slug);
  const counted = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  // Published lists by publication; the admin's list (drafts too) by the latest edit.
  const rows = await q
    .selectAll()
    .orderBy(f.state === 'published' ? 'published_at' : 'updated_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Published posts' addresses, a page at a time (the sitemap). */
export function publishedPostPage(db: DB, offset: number, limit: number) {
  return db
    .selectFrom('blog_posts')
    .select(['slug', 'language', 'updated_at'])
    .where('state', '=', 'published')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countPublishedPosts(db: DB): Promise<number> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 'published')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
