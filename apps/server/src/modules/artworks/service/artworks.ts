import {
  type ArtLibrary,
  type ArtworkStatus,
  type ArtworkTags,
  type BookType,
  type ComicAssetKind,
  encodeBookTypes,
  parseTags,
  type TagLanguage,
  tagKey,
  tagLanguages,
} from '@storyloom/domain';
import { errors } from '../../../http/errors';
import { newId, newOpenId } from '../../../platform/ids';
import type { SessionUser } from '../../session/index';
import { deleteImage, storeImageFrom, type UploadSource } from '../../uploads/index';
import { artistErrors } from '../errors';
import { can, canUploadArtwork, type Viewer } from '../policy';
import { type ArtworkView, groupTags } from '../present';
import {
  type ArtworkListRow,
  findArtworkById,
  findArtworkByOpenId,
  insertArtwork,
  listArtworks,
  replaceTags,
  tagsOf,
  updateArtwork,
} from '../queries/artworks';
import type { ArtworkFields } from '../schemas';
import { ensureArtistProfile } from './artists';
import { type ArtworkContext, artworkAfter, artworkPage, type Page, presentRows } from './shared';

const tagFieldByLanguage: Record<TagLanguage, 'TagsEn' | 'TagsZh' | 'TagsEs'> = {
  en: 'TagsEn',
  zh: 'TagsZh',
  es: 'TagsEs',
};

/** The tags sent, per language (only languages whose field was sent); problems are BAD_INPUT. */
export function tagsFromFields(fields: ArtworkFields): Partial<ArtworkTags> {
  const result: Partial<ArtworkTags> = {};
  const problems: { path: string; message: string }[] = [];
  for (const language of tagLanguages) {
    const field = tagFieldByLanguage[language];
    const sent = fields[field];
    if (sent === undefined) continue;
    const parsed = parseTags(sent);
    for (const p of parsed.problems)
      problems.push({ path: `body.${field}`, message: `${p.problem}: ${p.tag}` });
    result[language] = parsed.tags;
  }
  if (problems.length) throw errors.badInput(problems);
  return result;
}

function tagRows(tags: Partial<ArtworkTags>) {
  return tagLanguages.flatMap((language) =>
    (tags[language] ?? []).map((tag) => ({ language, tag, tag_key: tagKey(tag) })),
  );
}

export const defaultBookTypes: Record<ArtLibrary, BookType[]> = {
  gallery: ['picturebook', 'poetry', 'flashfiction', 'longform'],
  comic: ['comic'],
};

export interface ArtworkRecord {
  artistId: string;
  imageId: string;
  library: ArtLibrary;
  comicKind: ComicAssetKind | null;
  title: string;
  description: string;
  tags: Partial<ArtworkTags>;
  bookTypes: BookType[];
  forSale: boolean;
  status: ArtworkStatus;
  licence: { name: string; url: string; attribution: string };
}

/** Writes an artwork and its tags in one transaction (uploads and the seed alike). */
export async function recordArtwork(
  ctx: ArtworkContext,
  input: ArtworkRecord,
): Promise<ArtworkListRow> {
  const now = ctx.clock.now();
  const id = newId(now);
  await ctx.db.transaction().execute(async (trx) => {
    await insertArtwork(trx, {
      id,
      open_id: newOpenId(),
      artist_id: input.artistId,
      image_id: input.imageId,
      library: input.library,
      comic_kind: input.comicKind,
      title: input.title,
      description: input.description,
      book_types: encodeBookTypes(input.bookTypes),
      for_sale: input.forSale ? 1 : 0,
      status: input.status,
      reject_reason: null,
      reviewed_by: null,
      reviewed_at: input.status === 'approved' ? now : null,
      licence: input.licence.name,
      licence_url: input.licence.url,
      attribution: input.licence.attribution,
      use_count: 0,
      favorite_count: 0,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    });
    await replaceTags(trx, id, tagRows(input.tags));
  });
  const row = await findArtworkById(ctx.db, id);
  if (!row) throw new Error('artwork not found after insert');
  return row;
}

/**
 * POST /api/Upload/Artwork and AddComicArtwork: an artist's picture through the image pipeline,
 * stored, and recorded as pending until staff approve it.
 */
export async function uploadArtwork(
  ctx: ArtworkContext,
  user: SessionUser,
  input: {
    library: ArtLibrary;
    comicKind: ComicAssetKind | null;
    fields: ArtworkFields;
    source: UploadSource;
  },
): Promise<ArtworkView> {
  if (!canUploadArtwork(user)) throw artistErrors.artistOnly();
  const tags = tagsFromFields(input.fields);
  const profile = await ensureArtistProfile(ctx, user);
  const image = await storeImageFrom(
    ctx,
    user,
    input.library === 'comic' ? 'comic' : 'artwork',
    input.source,
  );
  let row: ArtworkListRow;
  try {
    row = await recordArtwork(ctx, {
      artistId: user.id,
      imageId: image.id,
      library: input.library,
      comicKind: input.comicKind,
      title: input.fields.Title || 'Untitled',
      description: input.fields.Description ?? '',
      tags,
      bookTypes: input.fields.BookTypes?.length
        ? input.fields.BookTypes
        : defaultBookTypes[input.library],
      forSale: input.fields.ForSale ?? false,
      status: 'pending',
      licence: {
        name: profile.licence,
        url: profile.licence_url,
        attribution: profile.attribution,
      },
    });
  } catch (err) {
    await deleteImage(ctx, image.id);
    throw err;
  }
  const [view] = await presentRows(ctx, user, [row]);
  return view as ArtworkView;
}

/** The artwork if the viewer may act on it; otherwise 404 (no hint that it exists). */
export async function artworkFor(
  ctx: ArtworkContext,
  viewer: Viewer,
  openId: string,
  action: 'view' | 'edit' | 'delete' | 'favorite' | 'review',
): Promise<ArtworkListRow> {
  const row = await findArtworkByOpenId(ctx.db, openId);
  if (!row || !can(viewer, action, row)) {
    if (row && row.deleted_at === null && can(viewer, 'view', row)) throw errors.noPermission();
    throw errors.notFound();
  }
  return row;
}

export async function getArtwork(ctx: ArtworkContext, viewer: Viewer, openId: string) {
  const row = await artworkFor(ctx, viewer, openId, 'view');
  const [view] = await presentRows(ctx, viewer, [row]);
  return view as ArtworkView;
}

/**
 * /yourstuff-edit-artwork: title, description, tags per language, book types, for sale (and the
 * kind of a comic asset). A rejected artwork that is edited goes back to review.
 */
export async function editArtwork(
  ctx: ArtworkContext,
  viewer: SessionUser,
  openId: string,
  fields: ArtworkFields & { Kind?: ComicAssetKind | undefined },
): Promise<ArtworkView> {
  const row = await artworkFor(ctx, viewer, openId, 'edit');
  const sentTags = tagsFromFields(fields);
  const current = groupTags(await tagsOf(ctx.db, [row.id])).get(row.id) ?? {
    en: [],
    zh: [],
    es: [],
  };
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await updateArtwork(trx, row.id, {
      ...(fields.Title !== undefined ? { title: fields.Title || 'Untitled' } : {}),
      ...(fields.Description !== undefined ? { description: fields.Description } : {}),
      ...(fields.BookTypes !== undefined ? { book_types: encodeBookTypes(fields.BookTypes) } : {}),
      ...(fields.ForSale !== undefined ? { for_sale: fields.ForSale ? 1 : 0 } : {}),
      ...(fields.Kind !== undefined && row.library === 'comic' ? { comic_kind: fields.Kind } : {}),
      ...(row.status === 'rejected' ? { status: 'pending' as const, reject_reason: null } : {}),
      updated_at: now,
    });
    if (Object.keys(sentTags).length)
      await replaceTags(trx, row.id, tagRows({ ...current, ...sentTags }));
  });
  return getArtwork(ctx, viewer, openId);
}

/**
 * POST /api/Upload/DeleteArtwork: the owner (or an admin) removes it from every list. Its files
 * go too unless books already use it (they keep showing it).
 */
export async function removeArtwork(ctx: ArtworkContext, viewer: SessionUser, openId: string) {
  const row = await artworkFor(ctx, viewer, openId, 'delete');
  await updateArtwork(ctx.db, row.id, { deleted_at: ctx.clock.now(), updated_at: ctx.clock.now() });
  if (row.use_count === 0) await deleteImage(ctx, row.image_id);
}

/** /yourstuff-uploads and MyComicArtwork: the artist's own uploads, any status, newest first. */
export async function myUploads(
  ctx: ArtworkContext,
  viewer: SessionUser,
  query: {
    Library?: ArtLibrary | undefined;
    Kind?: ComicAssetKind | undefined;
    Status?: ArtworkStatus | undefined;
    Cursor?: string | undefined;
    Limit: number;
  },
): Promise<Page<ArtworkView>> {
  const after = artworkAfter(query.Cursor);
  const rows = await listArtworks(ctx.db, {
    artistId: viewer.id,
    ...(query.Library ? { library: query.Library } : {}),
    ...(query.Kind ? { comicKind: query.Kind } : {}),
    ...(query.Status ? { status: query.Status } : {}),
    sort: 'newest',
    ...(after ? { after } : {}),
    limit: query.Limit + 1,
  });
  return artworkPage(rows, query.Limit, await presentRows(ctx, viewer, rows.slice(0, query.Limit)));
}
