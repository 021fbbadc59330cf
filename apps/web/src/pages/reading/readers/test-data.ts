import type { ReaderPart, ReadResult } from '../../../api/reader';

/** A Read/Book answer for screen tests. */
export function readResult(overrides: Partial<ReadResult> = {}, parts = 3): ReadResult {
  const Parts: ReaderPart[] = Array.from({ length: parts }, (_, i) => ({
    PartId: `p${i + 1}`,
    Position: i,
    Title: null,
    Text: `Page ${i + 1} words. The fox runs.`,
    Html: `<p>Page ${i + 1} words. The fox runs.</p>`,
    Image: { Url: `/img/${i + 1}.webp`, ThumbUrl: `/img/${i + 1}-t.webp` },
    Layout: i % 2 ? 'full' : 'half',
  }));
  return {
    Book: {
      StoryBookId: 'bk1',
      Slug: 'the-brave-fox',
      Type: 'picturebook',
      Title: 'The Brave Fox',
      Summary: 'A fox goes out at night.',
      Tags: [],
      Categories: [],
      Language: 'en',
      AgeLevel: '6+',
      MembersOnly: false,
      Featured: false,
      Author: 'demo-writer',
      Cover: {
        Image: { Url: '/img/cover.webp', ThumbUrl: '/img/cover-t.webp' },
        Background: '#ffffff',
      },
      Artists: [
        {
          Name: 'Ada Artist',
          Slug: 'ada',
          Licence: { Name: 'CC BY 4.0', Url: 'https://creativecommons.org/licenses/by/4.0/' },
          Attribution: '',
        },
      ],
      Counts: { Reads: 1, Favorites: 0 },
      WordCount: 20,
      PartCount: parts,
      ReaderPath: '/picture-book/bk1/the-brave-fox',
      PublishedAt: '2026-03-01T00:00:00.000Z',
    },
    Parts,
    Toc: Parts.map((p) => ({ PartId: p.PartId, Position: p.Position, Title: p.Title })),
    Chapter: null,
    Moved: false,
    Favorite: false,
    Progress: null,
    ...overrides,
  };
}
