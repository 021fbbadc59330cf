import {
  type ComicPage,
  type FlashFictionStory,
  isWritableBookType,
  type LongformChapter,
  type PictureBookPage,
  type Poem,
  type PrescreenText,
  partText,
  prescreen,
  richTextToHtml,
} from '@storyloom/domain';
import type { DB } from '../../db/index';
import type { ArtworkView } from '../artworks/index';
import { artworksForBook } from '../artworks/index';
import type { BookRow } from '../books/index';
import { type BookPartRow, coverOf, listOf, listParts, partContentOf } from '../books/index';
import { prescreenOptions } from '../safety/index';

/**
 * A book as a reader will see it, for the moderators' screen: every page or chapter with its
 * plain text (where the pre-screen's offsets point), its HTML (rich text, made by the domain's
 * safe renderer) and its picture. Also the texts the pre-screen reads.
 */
export interface ReaderPart {
  PartId: string;
  Position: number;
  Title: string | null;
  Text: string;
  Html: string | null;
  Image: { Url: string; ThumbUrl: string } | null;
  Layout: string | null;
  /**
   * Picture book pages: the picture's half (start or end), where the words sit (top, bottom or
   * beside: domain page-layout.ts) and the page colour, so the reader draws the page the way
   * the editor did.
   */
  Side: 'start' | 'end' | null;
  TextPosition: 'top' | 'bottom' | 'beside' | null;
  Background: string | null;
  /** A comic page (panels, pictures, bubbles); the pictures are in `Images`. */
  Comic: ComicPage | null;
}

async function artworkMap(db: DB, ids: readonly string[]) {
  const views = await artworksForBook(db, ids, { tags: false });
  return new Map<string, ArtworkView>(views.map((v) => [v.ArtworkId, v]));
}

function partOf(
  book: BookRow,
  row: BookPartRow,
  position: number,
  artworks: ReadonlyMap<string, ArtworkView>,
): ReaderPart {
  if (!isWritableBookType(book.type)) throw new Error(`no reader view for ${book.type}`);
  const content = partContentOf(book, row);
  const imageUrl = (id: string) => artworks.get(id)?.Image.Url ?? null;
  const image = (id: string | null | undefined) => {
    const art = id ? artworks.get(id) : undefined;
    return art ? { Url: art.Image.Url, ThumbUrl: art.Image.ThumbUrl } : null;
  };
  const base = {
    PartId: row.part_key,
    Position: position,
    Title: null,
    Text: partText(book.type, content),
    Html: null,
    Image: null,
    Layout: null,
    Side: null,
    TextPosition: null,
    Background: null,
    Comic: null,
  };
  switch (book.type) {
    case 'picturebook': {
      const page = content as PictureBookPage;
      return {
        ...base,
        Html: richTextToHtml(page.text, { imageUrl }),
        Image: image(page.art?.artworkId),
        Layout: page.art?.layout ?? null,
        Side: page.art?.side ?? null,
        TextPosition: page.textPosition,
        Background: page.background,
      };
    }
    case 'longform': {
      const chapter = content as LongformChapter;
      return { ...base, Title: chapter.title, Html: richTextToHtml(chapter.doc, { imageUrl }) };
    }
    case 'flashfiction':
      return { ...base, Html: richTextToHtml((content as FlashFictionStory).doc, { imageUrl }) };
    case 'poetry':
      return { ...base, Image: image((content as Poem).artworkId) };
    case 'comic':
      return { ...base, Comic: content as ComicPage };
  }
}

/** The book's pages or chapters as a reader sees them, and its cover picture. */
export async function readerView(db: DB, book: BookRow, parts?: readonly BookPartRow[]) {
  const rows = parts ?? (await listParts(db, book.id));
  const cover = coverOf(book);
  const artworks = await artworkMap(db, [
    ...listOf(book.art_ids),
    ...(cover.artworkId ? [cover.artworkId] : []),
  ]);
  const coverArt = cover.artworkId ? artworks.get(cover.artworkId) : undefined;
  return {
    Cover: {
      ...cover,
      Image: coverArt ? { Url: coverArt.Image.Url, ThumbUrl: coverArt.Image.ThumbUrl } : null,
    },
    Parts: rows.map((row, i) => partOf(book, row, i, artworks)),
    // A comic's pages place pictures by artwork id: the reader needs each one's picture and size.
    ...(book.type === 'comic' ? { Images: comicImages(artworks) } : {}),
    /** The book's artworks (cover and pages), for credits: not part of an answer as such. */
    Artworks: artworks,
  };
}

function comicImages(artworks: ReadonlyMap<string, ArtworkView>) {
  const images: Record<string, { Url: string; ThumbUrl: string; Width: number; Height: number }> =
    {};
  for (const [id, art] of artworks) {
    images[id] = {
      Url: art.Image.Url,
      ThumbUrl: art.Image.ThumbUrl,
      Width: art.Image.Width,
      Height: art.Image.Height,
    };
  }
  return images;
}

/** What the pre-screen reads: title, summary, cover author, every part (and chapter titles). */
export async function screenTexts(
  db: DB,
  book: BookRow,
  override: { title?: string; summary?: string; author?: string } = {},
): Promise<PrescreenText[]> {
  const texts: PrescreenText[] = [
    { partId: 'title', text: override.title ?? book.title },
    { partId: 'summary', text: override.summary ?? book.summary },
    { partId: 'author', text: override.author ?? coverOf(book).author },
  ];
  if (!isWritableBookType(book.type)) return texts;
  for (const row of await listParts(db, book.id)) {
    const content = partContentOf(book, row);
    if (book.type === 'longform') {
      texts.push({ partId: `${row.part_key}:title`, text: (content as LongformChapter).title });
    }
    texts.push({ partId: row.part_key, text: partText(book.type, content) });
  }
  return texts;
}

/**
 * Runs the domain pre-screen on a book with the configured extra words and the admins' blocked
 * words and settings (the safety module's, decision 034).
 */
export async function screenBook(
  db: DB,
  book: BookRow,
  extraWords: readonly string[],
  override: { title?: string; summary?: string; author?: string } = {},
) {
  const [texts, options] = await Promise.all([
    screenTexts(db, book, override),
    prescreenOptions(db, extraWords),
  ]);
  return prescreen(texts, options);
}
