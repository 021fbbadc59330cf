import {
  artLibraries,
  artSetSources,
  artworkSorts,
  artworkTextLimits,
  bookTypes,
  comicAssetKinds,
  lineText,
  longText,
  tagLanguages,
} from '@storyloom/domain';
import { z } from 'zod';

/**
 * Request shapes of the artwork calls. Most are form-encoded (SPEC §7), so lists arrive as
 * comma-separated text; JSON callers may send arrays. Tag rules run in the service (domain
 * parseTags) so the problems name the tag.
 */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

const list = (max: number) =>
  z
    .union([z.string().max(2000), z.array(z.string().max(100)).max(max)])
    .transform((v) =>
      (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim()).filter(Boolean),
    );

export const openId = z.string().trim().min(1).max(64);
export const cursor = z.string().max(200).optional();
export const pageSize = z.coerce.number().int().min(1).max(60).default(24);

/**
 * Stored texts go through the domain's shared cleaning (bidi overrides, control characters, NFC),
 * like book titles (decision 021, issue 14 Low): a line is trimmed, a longer text too.
 */
const line = (max: number) => lineText(max);
const paragraph = (max: number) => longText(max).transform((v) => v.trim());

const tags = z.union([z.string().max(2000), z.array(z.string().max(100)).max(40)]);

/** Editable fields of an artwork; every one optional (only those sent change). */
export const artworkFields = z.object({
  Title: line(artworkTextLimits.title).optional(),
  Description: paragraph(artworkTextLimits.description).optional(),
  TagsEn: tags.optional(),
  TagsZh: tags.optional(),
  TagsEs: tags.optional(),
  BookTypes: list(bookTypes.length)
    .pipe(z.array(z.enum(bookTypes)))
    .optional(),
  ForSale: flag.optional(),
});
export type ArtworkFields = z.output<typeof artworkFields>;

export const newArtworkFields = artworkFields.extend({
  UploadKey: z.string().max(400).optional(),
});

export const newComicAssetFields = newArtworkFields.extend({
  Kind: z.enum(comicAssetKinds),
});

export const updateArtworkBody = artworkFields.extend({
  ArtworkId: openId,
  Kind: z.enum(comicAssetKinds).optional(),
});
export const artworkIdBody = z.object({ ArtworkId: openId });

export const browseBody = z.object({
  Tag: z.string().trim().max(60).optional(),
  BookType: z.enum(bookTypes).optional(),
  Artist: z.string().trim().max(60).optional(),
  Library: z.enum(artLibraries).optional(),
  Kind: z.enum(comicAssetKinds).optional(),
  Sort: z.enum(artworkSorts).default('newest'),
  Cursor: cursor,
  Limit: pageSize,
});
export type BrowseQuery = z.output<typeof browseBody>;

export const myUploadsBody = z.object({
  Library: z.enum(artLibraries).optional(),
  Kind: z.enum(comicAssetKinds).optional(),
  Status: z.enum(['pending', 'approved', 'rejected']).optional(),
  Cursor: cursor,
  Limit: pageSize,
});

export const tagsBody = z.object({
  Language: z.enum(tagLanguages).optional(),
  Library: z.enum(artLibraries).optional(),
  BookType: z.enum(bookTypes).optional(),
  Limit: z.coerce.number().int().min(1).max(200).default(60),
});

export const artistsBody = z.object({
  Library: z.enum(artLibraries).optional(),
  Featured: flag.optional(),
  Limit: z.coerce.number().int().min(1).max(100).default(48),
});
export const artistBody = z.object({ Slug: z.string().trim().min(1).max(60) });

export const artistProfileBody = z.object({
  Name: line(artworkTextLimits.artistName).pipe(z.string().min(1)).optional(),
  Bio: paragraph(artworkTextLimits.bio).optional(),
  Attribution: line(artworkTextLimits.attribution).optional(),
});

export const artworkBooksBody = z.object({
  ArtworkId: openId,
  BookType: z.enum(bookTypes).optional(),
});

export const checkArtworksBody = z.object({
  ArtworkIds: z.array(openId).max(500),
});

export const favoritesBody = z.object({ Cursor: cursor, Limit: pageSize });

export const reviewBody = z.object({
  ArtworkId: openId,
  Decision: z.enum(['approve', 'reject']),
  Reason: paragraph(artworkTextLimits.rejectReason).optional(),
});
export const pendingBody = z.object({
  Library: z.enum(artLibraries).optional(),
  Cursor: cursor,
  Limit: pageSize,
});
export const featureArtistBody = z.object({
  Slug: z.string().trim().min(1).max(60),
  Featured: flag,
});

export const startWithArtBody = z.object({
  BookType: z.enum(bookTypes),
  Source: z.enum(artSetSources),
  /** The artist's slug (Source artist) or the tag (Source tag). */
  Value: z.string().trim().min(1).max(60),
});
export const artSetBody = z.object({ ArtSetId: openId });
