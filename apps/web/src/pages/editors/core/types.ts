/**
 * The shapes the editors work with (docs/api.md "Books"). The server's editing `Book` comes in
 * over POST /api/Books/Get; the editors keep a `BookDoc` (every part's content and the book's
 * information) and the save layer sends the difference from the last acknowledged copy.
 */
import type { BookCover, PartContentByType, WritableBookType } from '@storyloom/domain';
import type { Artwork } from '../../../api/art';

export type { Artwork };

/** The book's information the editors may change (the `meta` save op). */
export interface BookMeta {
  Title: string;
  Language: string;
  Summary: string;
  Tags: string[];
  Categories: string[];
  AgeLevel: string;
  Cover: BookCover;
}

export interface EditingPart {
  PartId: string;
  Content: unknown;
  WordCount: number;
  UpdatedAt: string | null;
}

/** The editing `Book` of POST /api/Books/Get (presentBookForEditing on the server). */
export interface EditingBook extends BookMeta {
  BookId: string;
  Slug: string;
  Type: WritableBookType;
  State: string;
  Featured: boolean;
  InClass: boolean;
  ReturnReason: string | null;
  CoverImage: { Url: string; ThumbUrl: string } | null;
  WordCount: number;
  PartCount: number;
  Version: number;
  Editable: boolean;
  AllowedMoves: string[];
  EditorPath: string;
  ReaderPath: string | null;
  ArtSetId: string;
  ArtworkIds: string[];
  WordLimit: number | null;
  PartRule: { Kind: 'page' | 'chapter' | 'single'; Max: number };
  TilesOnly: boolean;
  Parts: EditingPart[];
  CreatedAt: string | null;
  UpdatedAt: string | null;
}

export interface BookWithArt {
  Book: EditingBook;
  Artworks: Artwork[];
}

/** One part in the editor's copy: its id and its document. */
export interface DocPart<C = unknown> {
  id: string;
  content: C;
}

/** The editor's copy of a book: what undo/redo step through and what autosave sends. */
export interface BookDoc<C = unknown> {
  parts: DocPart<C>[];
  meta: BookMeta;
}

export type PartContentOf<T extends WritableBookType> = PartContentByType[T];

/** One change of POST /api/Books/Save (docs/api.md "Saving"). */
export type BookChange =
  | ({ Op: 'meta' } & Partial<BookMeta>)
  | { Op: 'put'; PartId: string; Content: unknown }
  | { Op: 'add'; PartId: string; After?: string | null; Content: unknown }
  | { Op: 'delete'; PartId: string }
  | { Op: 'order'; PartIds: string[] };

/** The answer of POST /api/Books/Save. */
export interface SaveAnswer {
  BookId: string;
  Version: number;
  Slug: string;
  WordCount: number;
  PartCount: number;
  Parts: { PartId: string; WordCount: number }[];
  UpdatedAt: string;
}

/**
 * What the save indicator shows:
 * - `saved`: the server has everything;
 * - `pending`: edits wait for the debounce;
 * - `saving`: a save is in flight;
 * - `offline`: the network is gone; edits are kept on this device and sent when it returns;
 * - `conflict`: another tab or device saved first (100008); nothing more is sent;
 * - `refused`: the server refused the edits (e.g. over the word limit); they stay on this device;
 * - `readonly`: the book cannot be edited in its state.
 */
export type SaveState =
  | 'saved'
  | 'pending'
  | 'saving'
  | 'offline'
  | 'conflict'
  | 'refused'
  | 'readonly';
