import { z } from 'zod';
import type { BookType } from '../artwork';
import { defaultComicLayout } from '../comics/layouts';
import {
  type ComicPage,
  comicPageArtworkIds,
  comicPageSchema,
  comicPageText,
  newComicPage,
} from '../comics/page';
import {
  emptyDoc,
  type RichTextDoc,
  richTextArtworkIds,
  richTextPlainText,
  richTextSchema,
} from './rich-text';
import { artworkRef, colour, lineText, longText, partId } from './text';
import { countWords } from './word-count';

/**
 * What a book is made of (PRODUCT.md "Content"). Every book is a cover plus an ordered list of
 * parts; what a part holds depends on the type:
 * - picturebook: parts are pages (art placed full or half page, a text block, a background);
 * - longform: parts are chapters (title, rich text with spot illustrations, notes);
 * - flashfiction: one part, `story` (rich text; the cover holds the art);
 * - poetry: one part, `poem` (one artwork, free lines or word tiles placed on the art);
 * - comic: parts are pages of panels (packages/domain/src/comics).
 * Documents are camelCase JSON (TipTap's own shape), stored as text and parsed with these
 * schemas on the way in and out.
 */

export const bookLimits = {
  title: 120,
  author: 60,
  chapterTitle: 120,
  chapterNotes: 5_000,
  poemLines: 200,
  poemLineLength: 300,
  tiles: 300,
  tileWord: 40,
  /** One part's document, as JSON. */
  partBytes: 256 * 1024,
} as const;

/** Word limits by type (PRODUCT.md: flash fiction, at most 1,000 words). */
export const wordLimits: Partial<Record<BookType, number>> = { flashfiction: 1000 };

/** How many parts each type may have, and what the editors call them. */
export const partRules: Record<BookType, { max: number; kind: 'page' | 'chapter' | 'single' }> = {
  picturebook: { max: 40, kind: 'page' },
  longform: { max: 100, kind: 'chapter' },
  flashfiction: { max: 1, kind: 'single' },
  poetry: { max: 1, kind: 'single' },
  comic: { max: 40, kind: 'page' },
};

/** The one part of single-part types, by its fixed id. */
export const singlePartIds: Partial<Record<BookType, string>> = {
  flashfiction: 'story',
  poetry: 'poem',
};

/** The types the editors write (every book type). */
export const writableBookTypes = [
  'picturebook',
  'longform',
  'flashfiction',
  'poetry',
  'comic',
] as const;
export type WritableBookType = (typeof writableBookTypes)[number];
export function isWritableBookType(type: BookType): type is WritableBookType {
  return (writableBookTypes as readonly string[]).includes(type);
}

export const bookCoverSchema = z.object({
  artworkId: artworkRef.nullable().default(null),
  /** The name on the cover (defaults to the writer's username). */
  author: lineText(bookLimits.author).default(''),
  background: colour.default('#ffffff'),
  /**
   * An uploaded cover picture (comics: /api/Upload/ComicCover with BookId); shown instead of
   * the artwork. Only the server sets it: a save keeps it only while it names the stored one.
   */
  image: z
    .object({
      imageId: z.string().min(1).max(40),
      url: z.string().max(300),
      thumbUrl: z.string().max(300),
    })
    .nullable()
    .optional(),
});
export type BookCover = z.output<typeof bookCoverSchema>;

/** Where a picture book page's words go (see page-layout.ts). */
export const textPositions = ['top', 'bottom', 'beside'] as const;
export type TextPosition = (typeof textPositions)[number];

export const pictureBookPageSchema = z.object({
  /** The artwork on the page, full page or half page (on the start or end side), or none. */
  art: z
    .object({
      artworkId: artworkRef,
      layout: z.enum(['full', 'half']),
      side: z.enum(['start', 'end']).default('start'),
    })
    .nullable()
    .default(null),
  text: richTextSchema('page').default(emptyDoc),
  /**
   * Where the words sit (page-layout.ts): on a full-page picture a translucent band along the
   * top, the bottom or the side, never over the picture's centre; beside a half-page picture,
   * at the top, the bottom or the middle of the other half. Pages saved before `beside`
   * existed keep their top or bottom; a page without one gets the bottom band.
   */
  textPosition: z.enum(textPositions).default('bottom'),
  background: colour.default('#ffffff'),
});
export type PictureBookPage = z.output<typeof pictureBookPageSchema>;

export const longformChapterSchema = z.object({
  title: lineText(bookLimits.chapterTitle).default(''),
  doc: richTextSchema('chapter').default(emptyDoc),
  /** The writer's own notes for the chapter; never shown to readers. */
  notes: longText(bookLimits.chapterNotes).default(''),
});
export type LongformChapter = z.output<typeof longformChapterSchema>;

export const flashFictionStorySchema = z.object({
  doc: richTextSchema('story').default(emptyDoc),
});
export type FlashFictionStory = z.output<typeof flashFictionStorySchema>;

export const poemTileSchema = z.object({
  id: partId,
  word: lineText(bookLimits.tileWord).pipe(z.string().min(1)),
  /** Position of the tile's centre on the artwork, 0..1 of its width and height. */
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  rotation: z.number().min(-45).max(45).default(0),
});
export type PoemTile = z.output<typeof poemTileSchema>;

export const poemSchema = z
  .object({
    artworkId: artworkRef.nullable().default(null),
    mode: z.enum(['free', 'tiles']).default('free'),
    /** Free typing: the poem's lines. */
    lines: z.array(lineText(bookLimits.poemLineLength)).max(bookLimits.poemLines).default([]),
    /** Word tiles placed on the art. */
    tiles: z.array(poemTileSchema).max(bookLimits.tiles).default([]),
  })
  .superRefine((poem, ctx) => {
    const seen = new Set<string>();
    for (const [i, tile] of poem.tiles.entries()) {
      if (seen.has(tile.id)) {
        ctx.addIssue({ code: 'custom', path: ['tiles', i, 'id'], message: 'duplicate tile id' });
      }
      seen.add(tile.id);
    }
  });
export type Poem = z.output<typeof poemSchema>;

/** What a part holds, by book type. */
export interface PartContentByType {
  picturebook: PictureBookPage;
  longform: LongformChapter;
  flashfiction: FlashFictionStory;
  poetry: Poem;
  comic: ComicPage;
}
export type PartContent = PartContentByType[WritableBookType];

export const partSchemas: { [T in WritableBookType]: z.ZodType<PartContentByType[T]> } = {
  picturebook: pictureBookPageSchema,
  longform: longformChapterSchema,
  flashfiction: flashFictionStorySchema,
  poetry: poemSchema,
  comic: comicPageSchema as unknown as z.ZodType<ComicPage>,
};

/** A poem made only of word tiles (PRODUCT.md: marked as such). */
export function isTilesOnly(poem: Poem): boolean {
  return poem.mode === 'tiles' && poem.tiles.length > 0 && poem.lines.every((l) => !l.trim());
}

/** The words of a part as a reader sees them. */
export function partText(type: WritableBookType, content: PartContent): string {
  switch (type) {
    case 'picturebook':
      return richTextPlainText((content as PictureBookPage).text);
    case 'longform':
      return richTextPlainText((content as LongformChapter).doc);
    case 'flashfiction':
      return richTextPlainText((content as FlashFictionStory).doc);
    case 'poetry': {
      const poem = content as Poem;
      const tiles = poem.mode === 'tiles' ? poem.tiles.map((t) => t.word) : [];
      return [...poem.lines, ...tiles].join('\n');
    }
    case 'comic':
      return comicPageText(content as ComicPage);
  }
}

/** The artworks a part shows. */
export function partArtworkIds(type: WritableBookType, content: PartContent): string[] {
  switch (type) {
    case 'picturebook': {
      const art = (content as PictureBookPage).art;
      return art ? [art.artworkId] : [];
    }
    case 'longform':
      return richTextArtworkIds((content as LongformChapter).doc);
    case 'flashfiction':
      return [];
    case 'poetry': {
      const id = (content as Poem).artworkId;
      return id ? [id] : [];
    }
    case 'comic':
      return comicPageArtworkIds(content as ComicPage);
  }
}

export interface ParsedPart {
  content: PartContent;
  /** The stored JSON. */
  json: string;
  wordCount: number;
  artworkIds: string[];
}

export interface ContentProblem {
  path: (string | number)[];
  message: string;
}

/**
 * Parses one part sent by an editor: its shape (the type's schema), its size, its word count
 * and the artworks it uses. Problems name the path inside the part.
 */
export function parsePart(
  type: WritableBookType,
  value: unknown,
): { ok: true; part: ParsedPart } | { ok: false; problems: ContentProblem[] } {
  const parsed = (partSchemas[type] as z.ZodType<PartContent>).safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => ({
        path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
        message: i.message,
      })),
    };
  }
  const json = JSON.stringify(parsed.data);
  if (json.length > bookLimits.partBytes) {
    return { ok: false, problems: [{ path: [], message: 'too large' }] };
  }
  return {
    ok: true,
    part: {
      content: parsed.data,
      json,
      wordCount: countWords(partText(type, parsed.data)),
      artworkIds: [...new Set(partArtworkIds(type, parsed.data))],
    },
  };
}

/**
 * The first parts of a new book: a page with the first picture on it (the whole page, words on
 * the bottom band), an empty chapter or story, or a poem on the first picture.
 */
export function newBookParts(type: WritableBookType, firstArtworkId: string | null): unknown[] {
  switch (type) {
    case 'picturebook':
      return [{ art: firstArtworkId ? { artworkId: firstArtworkId, layout: 'full' } : null }];
    case 'longform':
      return [{ title: '' }];
    case 'flashfiction':
      return [{}];
    case 'poetry':
      return [{ artworkId: firstArtworkId, mode: 'free', lines: [] }];
    case 'comic':
      return [newComicPage(defaultComicLayout)];
  }
}

/** A rich text document's words (used for conversions and previews). */
export function docWords(doc: RichTextDoc): number {
  return countWords(richTextPlainText(doc));
}
