import {
  allowedMoves,
  type BookCover,
  bookCoverSchema,
  editorPathFor,
  type InterfaceLanguage,
  isEditableState,
  isTilesOnly,
  isWritableBookType,
  type PartContent,
  type Poem,
  parseReturnReason,
  partRules,
  partSchemas,
  readerPathFor,
  returnReasonText,
  wordLimits,
} from '@storyloom/domain';
import { z } from 'zod';
import type { ArtworkView } from '../artworks/index';
import type { BookRow, BookSummaryRow } from './queries/books';
import type { HistoryRow } from './queries/history';
import type { BookPartRow } from './queries/parts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const stringList = z.array(z.string());

/** Stored JSON read back through its schema (it was validated on the way in). */
export function coverOf(row: Pick<BookRow, 'cover'>): BookCover {
  return bookCoverSchema.parse(JSON.parse(row.cover));
}

export function listOf(json: string): string[] {
  return stringList.parse(JSON.parse(json));
}

export function partContentOf(row: BookRow, part: Pick<BookPartRow, 'content'>): PartContent {
  if (!isWritableBookType(row.type)) throw new Error(`no part schema for ${row.type}`);
  return (partSchemas[row.type] as z.ZodType<PartContent>).parse(JSON.parse(part.content));
}

/** The picture shown for a book in lists: its uploaded cover, else its cover artwork's image. */
function coverImage(cover: BookCover, artworks: ReadonlyMap<string, ArtworkView>) {
  if (cover.image) return { Url: cover.image.url, ThumbUrl: cover.image.thumbUrl };
  const art = cover.artworkId ? artworks.get(cover.artworkId) : undefined;
  return art ? { Url: art.Image.Url, ThumbUrl: art.Image.ThumbUrl } : null;
}

/**
 * A book as lists and dialogs show it (/yourstuff-write, GetBookInfo). Never internal ids. A
 * return reason reads in `language` (the viewer's): the guideline's text, then the reviewer's
 * note; `ReturnReasonCode` names the guideline (decision 011).
 */
export function presentBookSummary(
  row: BookSummaryRow,
  artworks: ReadonlyMap<string, ArtworkView>,
  language: InterfaceLanguage = 'en',
  /** The row's cover when the caller parsed it already (WriteList, decision 076). */
  cover: BookCover = coverOf(row),
) {
  const returned = row.state === 'returned';
  return {
    BookId: row.open_id,
    Slug: row.slug,
    Type: row.type,
    State: row.state,
    Featured: row.featured === 1,
    InClass: row.class_id !== null,
    ReturnReason: returned ? returnReasonText(row.return_reason, language) : null,
    ReturnReasonCode: returned ? (parseReturnReason(row.return_reason)?.code ?? null) : null,
    /** Hidden from readers after several reports, until a moderator decides. */
    Hidden: row.hidden_at !== null,
    Title: row.title,
    Language: row.language,
    Cover: cover,
    CoverImage: coverImage(cover, artworks),
    WordCount: row.word_count,
    PartCount: row.part_count,
    Version: row.version,
    Editable: isEditableState(row.state),
    AllowedMoves: allowedMoves({
      type: row.type,
      state: row.state,
      inClass: row.class_id !== null,
    }),
    EditorPath: editorPathFor(row.type, row.open_id),
    ReaderPath: row.state === 'published' ? readerPathFor(row.type, row.open_id, row.slug) : null,
    CreatedAt: iso(row.created_at),
    UpdatedAt: iso(row.updated_at),
    PublishedAt: iso(row.published_at),
  };
}
export type BookSummaryView = ReturnType<typeof presentBookSummary>;

/** The publishing information (SPEC §3 Book). */
export function presentBookDetails(row: BookRow) {
  return {
    Summary: row.summary,
    Tags: listOf(row.tags),
    Categories: listOf(row.categories),
    AgeLevel: row.age_level,
  };
}

/** The whole book for an editor (or the homework view): every part with its document. */
export function presentBookForEditing(
  row: BookRow,
  parts: readonly BookPartRow[],
  artworks: ReadonlyMap<string, ArtworkView>,
) {
  const contents = parts.map((p) => partContentOf(row, p));
  const poem = row.type === 'poetry' ? (contents[0] as Poem | undefined) : undefined;
  return {
    ...presentBookSummary(row, artworks),
    ...presentBookDetails(row),
    ArtSetId: row.art_set_id,
    /** The artworks this book may use (its art set, frozen when the book was started). */
    ArtworkIds: listOf(row.art_ids),
    WordLimit: wordLimits[row.type] ?? null,
    Parts: parts.map((p, i) => ({
      PartId: p.part_key,
      Content: contents[i],
      WordCount: p.word_count,
      UpdatedAt: iso(p.updated_at),
    })),
    PartRule: { Kind: partRules[row.type].kind, Max: partRules[row.type].max },
    TilesOnly: poem ? isTilesOnly(poem) : false,
  };
}

/** A story's history as its writer sees it (who: you or someone else; when; why). */
export function presentHistory(
  rows: readonly HistoryRow[],
  viewerId: string,
  language: InterfaceLanguage = 'en',
) {
  return rows.map((r) => ({
    Action: r.action,
    Version: r.version,
    From: r.from_state,
    To: r.to_state,
    ByYou: r.actor_id === viewerId,
    Reason:
      r.action === 'return' || r.action === 'take_down'
        ? returnReasonText(r.reason, language)
        : r.reason,
    At: iso(r.created_at),
  }));
}
