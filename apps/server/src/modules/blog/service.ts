import { isUniqueViolation } from '../../db/dialect';
import type { DB } from '../../db/index';
import type { BlogPostState } from '../../db/tables/blog';
import { errors } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import { newId, newOpenId } from '../../platform/ids';
import type { ArtworkView } from '../artworks/index';
import { artworksForBook } from '../artworks/index';
import { accountById } from '../user/index';
import { postsChanged } from './events';
import { presentPost, presentPostSummary } from './present';
import {
  type BlogPostRow,
  deletePost,
  findPostByOpenId,
  findPublishedBySlug,
  insertPost,
  listPosts,
  updatePost,
} from './queries';
import type {
  BlogAdminListInput,
  BlogCreateInput,
  BlogGetInput,
  BlogListInput,
  BlogUpdateInput,
} from './schemas';

export interface BlogContext {
  db: DB;
  clock: Pick<Clock, 'now'>;
}

const slugTaken = () =>
  errors.badInput([{ path: 'Slug', message: 'Another post in this language uses this address.' }]);

async function coversOf(db: DB, rows: BlogPostRow[]): Promise<Map<string, ArtworkView>> {
  const ids = rows.flatMap((r) => (r.cover_artwork_id ? [r.cover_artwork_id] : []));
  return new Map((await artworksForBook(db, ids)).map((a) => [a.ArtworkId, a]));
}

async function authorsOf(db: DB, rows: BlogPostRow[]): Promise<Map<string, string | null>> {
  const names = new Map<string, string | null>();
  for (const id of new Set(rows.map((r) => r.author_id))) {
    names.set(id, (await accountById(db, id))?.username ?? null);
  }
  return names;
}

async function present(db: DB, row: BlogPostRow, admin: boolean) {
  const covers = await coversOf(db, [row]);
  const authors = await authorsOf(db, [row]);
  return presentPost(
    row,
    covers.get(row.cover_artwork_id ?? ''),
    authors.get(row.author_id) ?? null,
    admin,
  );
}

async function page(
  db: DB,
  filter: {
    language?: string | undefined;
    state?: BlogPostState | undefined;
    slug?: string | undefined;
  },
  input: { Page: number; PageSize: number },
  admin: boolean,
) {
  const { rows, total } = await listPosts(db, {
    ...filter,
    offset: (input.Page - 1) * input.PageSize,
    limit: input.PageSize,
  });
  const covers = await coversOf(db, rows);
  const authors = await authorsOf(db, rows);
  return {
    List: rows.map((r) =>
      presentPostSummary(
        r,
        covers.get(r.cover_artwork_id ?? ''),
        authors.get(r.author_id) ?? null,
        admin,
      ),
    ),
    Total: total,
    Page: input.Page,
    PageSize: input.PageSize,
  };
}

/** /blog: published posts in one language (the reader's, unless asked), newest first. */
export function listPublished(ctx: BlogContext, input: BlogListInput, readerLanguage: string) {
  return page(
    ctx.db,
    { language: input.Language ?? readerLanguage, state: 'published' },
    input,
    false,
  );
}

/** /blogentry/{slug}/{language?}: a published post; drafts and unknown slugs are 404. */
export async function getPublished(ctx: BlogContext, input: BlogGetInput) {
  const row = await findPublishedBySlug(ctx.db, input.Slug, input.Language);
  if (!row) throw errors.notFound();
  return { Post: await present(ctx.db, row, false) };
}

export function adminList(ctx: BlogContext, input: BlogAdminListInput) {
  const state = input.State && input.State !== 'all' ? input.State : undefined;
  return page(ctx.db, { language: input.Language, state, slug: input.Slug }, input, true);
}

async function postFor(ctx: BlogContext, postId: string): Promise<BlogPostRow> {
  const row = await findPostByOpenId(ctx.db, postId);
  if (!row) throw errors.notFound();
  return row;
}

export async function adminGet(ctx: BlogContext, postId: string) {
  return { Post: await present(ctx.db, await postFor(ctx, postId), true) };
}

async function checkCover(db: DB, cover: string | null | undefined): Promise<void> {
  if (!cover) return;
  const [found] = await artworksForBook(db, [cover]);
  if (!found) throw errors.badInput([{ path: 'CoverArtworkId', message: 'No such artwork.' }]);
}

/** A new post, as a draft. */
export async function createPost(ctx: BlogContext, staffId: string, input: BlogCreateInput) {
  await checkCover(ctx.db, input.CoverArtworkId);
  const now = ctx.clock.now();
  const openId = newOpenId();
  try {
    await insertPost(ctx.db, {
      id: newId(now),
      open_id: openId,
      language: input.Language,
      slug: input.Slug,
      title: input.Title,
      body: JSON.stringify(input.Body),
      cover_artwork_id: input.CoverArtworkId ?? null,
      state: 'draft',
      published_at: null,
      author_id: staffId,
      created_at: now,
      updated_at: now,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
  postsChanged(ctx.db);
  return adminGet(ctx, openId);
}

export async function editPost(ctx: BlogContext, input: BlogUpdateInput) {
  const row = await postFor(ctx, input.PostId);
  await checkCover(ctx.db, input.CoverArtworkId);
  try {
    await updatePost(ctx.db, row.id, {
      ...(input.Language !== undefined ? { language: input.Language } : {}),
      ...(input.Slug !== undefined ? { slug: input.Slug } : {}),
      ...(input.Title !== undefined ? { title: input.Title } : {}),
      ...(input.Body !== undefined ? { body: JSON.stringify(input.Body) } : {}),
      ...(input.CoverArtworkId !== undefined ? { cover_artwork_id: input.CoverArtworkId } : {}),
      updated_at: ctx.clock.now(),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
  postsChanged(ctx.db);
  return adminGet(ctx, row.open_id);
}

/** Publishing keeps the first publication date when a post goes out again after a fix. */
export async function setPublished(ctx: BlogContext, postId: string, published: boolean) {
  const row = await postFor(ctx, postId);
  const now = ctx.clock.now();
  await updatePost(ctx.db, row.id, {
    state: published ? 'published' : 'draft',
    published_at: published ? (row.published_at ?? now) : row.published_at,
    updated_at: now,
  });
  postsChanged(ctx.db);
  return adminGet(ctx, row.open_id);
}

export async function removePost(ctx: BlogContext, postId: string) {
  const row = await postFor(ctx, postId);
  await deletePost(ctx.db, row.id);
  postsChanged(ctx.db);
  return { PostId: row.open_id, Deleted: true };
}
