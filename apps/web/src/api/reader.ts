/** The reader's calls (docs/api.md "Reading" and "Publishing"). Bodies are form-encoded. */
import type { GuidelineReason, TextPosition } from '@storyloom/domain';
import { api } from './client';

export const readerPaths = {
  book: '/api/Read/Book',
  favorite: '/api/Read/Favorite',
  unfavorite: '/api/Read/Unfavorite',
  history: '/api/UserData/UpdateReadingHistory',
  report: '/api/Publish/Report',
} as const;

export interface Credit {
  Name: string;
  Slug: string;
  Licence: { Name: string; Url: string };
  Attribution: string;
}

export interface ReaderBook {
  StoryBookId: string;
  Slug: string;
  Type: 'picturebook' | 'comic' | 'longform' | 'flashfiction' | 'poetry';
  Title: string;
  Summary: string;
  Tags: string[];
  Categories: string[];
  Language: string;
  AgeLevel: string;
  MembersOnly: boolean;
  Featured: boolean;
  Author: string | null;
  Cover: { Image: { Url: string; ThumbUrl: string } | null; Background: string };
  Artists: Credit[];
  Counts: { Reads: number; Favorites: number };
  WordCount: number;
  PartCount: number;
  ReaderPath: string;
  PublishedAt: string | null;
}

export interface PoemContent {
  artworkId: string | null;
  mode: 'free' | 'tiles';
  lines: string[];
  tiles: { id: string; word: string; x: number; y: number; rotation: number }[];
}

export interface ReaderPart {
  PartId: string;
  Position: number;
  Title: string | null;
  Text: string;
  /** Made by the domain's safe renderer on the server (every text escaped): shown as is. */
  Html: string | null;
  Image: { Url: string; ThumbUrl: string } | null;
  Layout: string | null;
  /** Picture book pages (null for other types): drawn as the editor drew them. */
  Side?: 'start' | 'end' | null;
  TextPosition?: TextPosition | null;
  Background?: string | null;
  Content?: PoemContent;
}

export interface ReaderChapter {
  PartId: string;
  Number: number;
  Previous: string | null;
  Next: string | null;
}

export interface ReaderProgress {
  PartId: string;
  PartIndex: number;
  Position: number;
  Finished: boolean;
  At: string;
}

export interface ReadResult {
  Book: ReaderBook;
  Parts: ReaderPart[];
  Toc: { PartId: string; Position: number; Title: string | null }[];
  Chapter: ReaderChapter | null;
  Moved: boolean;
  Favorite: boolean;
  Progress: ReaderProgress | null;
}

/** How a screen names the book it reads. */
export type BookRef =
  | { by: 'id'; id: string; chapter?: number | string | undefined }
  | { by: 'slug'; slug: string; chapter?: number | string | undefined };

export const readerKeys = {
  book: (ref: BookRef) =>
    [
      'reader',
      'book',
      ref.by,
      ref.by === 'id' ? ref.id : ref.slug,
      String(ref.chapter ?? ''),
    ] as const,
};

export const readerApi = {
  read(ref: BookRef, signal?: AbortSignal) {
    return api.post<ReadResult>(
      readerPaths.book,
      {
        ...(ref.by === 'id' ? { StoryBookId: ref.id } : { Slug: ref.slug }),
        ...(ref.chapter !== undefined ? { Chapter: ref.chapter } : {}),
      },
      { signal },
    );
  },
  setFavorite(storyBookId: string, favorite: boolean) {
    return api.post<{ StoryBookId: string; Favorite: boolean; Changed: boolean }>(
      favorite ? readerPaths.favorite : readerPaths.unfavorite,
      { StoryBookId: storyBookId },
    );
  },
  /** SPEC §7 silent path: never opens the session dialog; failures are not the reader's concern. */
  saveProgress(storyBookId: string, partId: string, position: number) {
    return api
      .post<{ Saved: boolean }>(
        readerPaths.history,
        { StoryBookId: storyBookId, PartId: partId, Position: position },
        { silent: true },
      )
      .catch(() => ({ Saved: false }));
  },
  report(bookId: string, reason: GuidelineReason, note: string) {
    return api.post<{ Reported: boolean; AlreadyReported: boolean }>(readerPaths.report, {
      BookId: bookId,
      Reason: reason,
      ...(note.trim() ? { Note: note.trim() } : {}),
    });
  },
};
