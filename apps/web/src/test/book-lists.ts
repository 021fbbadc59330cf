import type { HistoryEntry, ListEntry } from '../api/reading-lists';
import type { BookSummary } from '../api/write';

/** A book as the list calls answer it, for tests. */
export function listEntry(overrides: Partial<ListEntry> = {}): ListEntry {
  const id = overrides.StoryBookId ?? 'o1';
  return {
    StoryBookId: id,
    Slug: `book-${id}`,
    Type: 'picturebook',
    Title: `Book ${id}`,
    Summary: '',
    CoverImage: null,
    Author: 'demo-writer',
    Artist: {
      Name: 'Foxy Paints',
      Slug: 'foxy-paints',
      Licence: { Name: 'CC BY 4.0', Url: 'https://creativecommons.org/licenses/by/4.0/' },
      Attribution: 'Foxy Paints',
    },
    Language: 'en',
    AgeLevel: '6+',
    Categories: ['animals'],
    MembersOnly: false,
    Featured: false,
    Counts: { Reads: 3, Favorites: 1 },
    WordCount: 120,
    PartCount: 4,
    ReaderPath: `/picture-book/${id}/book-${id}`,
    PublishedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function historyEntry(
  overrides: Partial<ListEntry> = {},
  progress: Partial<HistoryEntry['Progress']> = {},
): HistoryEntry {
  return {
    ...listEntry(overrides),
    Progress: {
      PartId: 'p1',
      PartIndex: 1,
      Position: 0,
      Finished: false,
      At: '2026-01-02T00:00:00.000Z',
      ...progress,
    },
  };
}

/** One of the writer's own books as WriteList answers it, for tests. */
export function bookSummary(overrides: Partial<BookSummary> = {}): BookSummary {
  const id = overrides.BookId ?? 'b1';
  const type = overrides.Type ?? 'picturebook';
  return {
    BookId: id,
    Slug: 'a-book',
    Type: type,
    State: 'draft',
    Featured: false,
    InClass: false,
    ReturnReason: null,
    Title: 'A Book',
    Language: 'en',
    Cover: { artworkId: null, author: '', background: '#ffffff' },
    CoverImage: null,
    WordCount: 12,
    PartCount: 2,
    Version: 3,
    Editable: true,
    AllowedMoves: ['make_private', 'convert_to_longform', 'delete'],
    EditorPath: `/picturebook-editor?book=${id}`,
    ReaderPath: null,
    CreatedAt: '2026-03-01T09:00:00.000Z',
    UpdatedAt: '2026-03-02T09:00:00.000Z',
    PublishedAt: null,
    ...overrides,
  };
}
