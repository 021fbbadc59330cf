/**
 * Artwork rules shared by the web app and the server (issue "Artwork and artists"): the book
 * types an artwork suits, tags in the three interface languages, upload limits, and the comic
 * asset kinds. Pure functions, no I/O.
 */

/** PRODUCT.md book types, in the order screens list them. */
export const bookTypes = ['picturebook', 'comic', 'longform', 'flashfiction', 'poetry'] as const;
export type BookType = (typeof bookTypes)[number];

export function isBookType(value: unknown): value is BookType {
  return typeof value === 'string' && (bookTypes as readonly string[]).includes(value);
}

/**
 * The book types an artwork suits, kept as one integer (a bit per type) so a list filter is one
 * comparison on both database engines.
 */
export function bookTypeBit(type: BookType): number {
  return 1 << bookTypes.indexOf(type);
}

export function encodeBookTypes(types: readonly BookType[]): number {
  return types.reduce((mask, t) => mask | bookTypeBit(t), 0);
}

export function decodeBookTypes(mask: number): BookType[] {
  return bookTypes.filter((t) => (mask & bookTypeBit(t)) !== 0);
}

/** Which art a book type draws from: picture books, poems and stories use gallery art. */
export type ArtLibrary = 'gallery' | 'comic';
export const artLibraries: readonly ArtLibrary[] = ['gallery', 'comic'];
export function libraryForBookType(type: BookType): ArtLibrary {
  return type === 'comic' ? 'comic' : 'gallery';
}

/** Comic assets (the comic editor places them in panels). */
export const comicAssetKinds = ['character', 'background', 'prop', 'bubble'] as const;
export type ComicAssetKind = (typeof comicAssetKinds)[number];
export function isComicAssetKind(value: unknown): value is ComicAssetKind {
  return typeof value === 'string' && (comicAssetKinds as readonly string[]).includes(value);
}

/** Moderation states of an uploaded artwork: new artwork waits for staff approval. */
export const artworkStatuses = ['pending', 'approved', 'rejected'] as const;
export type ArtworkStatus = (typeof artworkStatuses)[number];

/** Upload limits (issue "Artwork and artists"). */
export const uploadLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** Accepted by content (magic bytes), never by file name or declared type. */
  formats: ['png', 'jpeg', 'webp', 'gif'] as const,
  /** What an upload link (S3 or this server) stays valid for. */
  tokenSeconds: 15 * 60,
} as const;
export type ImageFormat = (typeof uploadLimits.formats)[number];

function startsWith(data: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (data.length < offset + bytes.length) return false;
  return bytes.every((b, i) => data[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image format by its first bytes (magic numbers), never by name or declared type: PNG,
 * JPEG, GIF (87a/89a) and WebP (RIFF....WEBP). Anything else, SVG included, is null. The server
 * decides uploads with it; the web checks a picture with it before sending.
 */
export function sniffImageFormat(data: Uint8Array): ImageFormat | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** An image format's media type (`image/png`), as file pickers and uploads name it. */
export function imageMediaType(format: ImageFormat): string {
  return `image/${format}`;
}

/** The file picker's `accept` for artwork and comic cover uploads: every accepted format. */
export const imageUploadAccept = uploadLimits.formats.map(imageMediaType).join(',');

/** Avatars take the still formats only (no GIF). */
export const avatarFormats = ['png', 'jpeg', 'webp'] as const satisfies readonly ImageFormat[];

/** Artwork texts. */
export const artworkTextLimits = {
  title: 80,
  description: 1000,
  rejectReason: 300,
  artistName: 50,
  bio: 1500,
  attribution: 300,
} as const;

/** Tags are kept per interface language so the poetry word tiles speak the writer's language. */
export const tagLanguages = ['en', 'zh', 'es'] as const;
export type TagLanguage = (typeof tagLanguages)[number];
export type ArtworkTags = Record<TagLanguage, string[]>;

export const tagRules = { maxPerLanguage: 20, maxLength: 30 } as const;

/** Letters of any script, digits, spaces, apostrophes and hyphens. */
const tagPattern = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '-]*$/u;

/** The comparison key of a tag: trimmed, single-spaced, lower-cased (NFKC). */
export function tagKey(tag: string): string {
  return tag.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export type TagProblem = 'tooLong' | 'invalid' | 'tooMany';

/**
 * Splits what a person typed ("moon, river; fox" or "月亮，河流") into tags: commas (any
 * script's), semicolons and new lines separate; duplicates (by key) are dropped.
 */
export function parseTags(input: string | readonly string[]): {
  tags: string[];
  problems: { tag: string; problem: TagProblem }[];
} {
  const pieces = typeof input === 'string' ? input.split(/[,，、;；\n]/) : [...input];
  const tags: string[] = [];
  const seen = new Set<string>();
  const problems: { tag: string; problem: TagProblem }[] = [];
  for (const piece of pieces) {
    const tag = piece.normalize('NFKC').trim().replace(/\s+/g, ' ');
    if (!tag) continue;
    if (tag.length > tagRules.maxLength) problems.push({ tag, problem: 'tooLong' });
    else if (!tagPattern.test(tag)) problems.push({ tag, problem: 'invalid' });
    else if (!seen.has(tagKey(tag))) {
      seen.add(tagKey(tag));
      tags.push(tag);
    }
  }
  if (tags.length > tagRules.maxPerLanguage) {
    problems.push({ tag: tags[tagRules.maxPerLanguage] as string, problem: 'tooMany' });
  }
  return { tags: tags.slice(0, tagRules.maxPerLanguage), problems };
}

/** URL slug of an artist page (/artist/{slug}): lower-case letters, digits and hyphens. */
export function artistSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || 'artist';
}

/** Ways to order the public artwork list (/artwork). */
export const artworkSorts = ['newest', 'most_used'] as const;
export type ArtworkSort = (typeof artworkSorts)[number];

/** Where a writer's art set comes from when starting a book from art (/start-with-art). */
export const artSetSources = ['artist', 'tag'] as const;
export type ArtSetSource = (typeof artSetSources)[number];

/** The editor route a new draft of each book type opens in (SPEC §2 editors). */
export const editorRouteFor: Record<BookType, string> = {
  picturebook: '/picturebook-editor',
  comic: '/comic-editor',
  longform: '/longformbook-editor',
  flashfiction: '/flashfiction-editor',
  poetry: '/poetry-editor',
};
