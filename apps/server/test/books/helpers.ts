import { AccountType, type BookType, docFromText } from '@storyloom/domain';
import sharp from 'sharp';
import { expect } from 'vitest';
import { ensureArtistProfile } from '../../src/modules/artworks/service/artists';
import { recordArtwork } from '../../src/modules/artworks/service/artworks';
import { storeUploadedImage, uploadContext } from '../../src/modules/uploads/service';
import type { TestApp } from '../helpers/app';
import type { CallResult, TestClient } from '../helpers/client';
import { buildUser } from '../helpers/factories';

let artistCounter = 0;

/**
 * An artist with `count` approved gallery artworks (one small picture shared by all of them),
 * straight through the artwork services. Answers the artist's slug and the artworks' public ids.
 */
export async function approvedGallery(
  t: TestApp,
  count = 3,
  options: { tags?: string[]; bookTypes?: BookType[] } = {},
): Promise<{ slug: string; artworkIds: string[] }> {
  artistCounter += 1;
  const artist = await buildUser(t, {
    accountType: AccountType.ARTIST,
    username: `painter_${process.pid % 1000}_${artistCounter}`,
  });
  const ctx = await uploadContext(t.app);
  const profile = await ensureArtistProfile(ctx, { id: artist.row.id, username: artist.username });
  const picture = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#3b82f6' },
  })
    .png()
    .toBuffer();
  const image = await storeUploadedImage(ctx, artist.row.id, 'artwork', picture);
  const artworkIds: string[] = [];
  for (let i = 0; i < count; i++) {
    t.clock.advance(1);
    const row = await recordArtwork(ctx, {
      artistId: artist.row.id,
      imageId: image.id,
      library: 'gallery',
      comicKind: null,
      title: `Picture ${i + 1}`,
      description: '',
      tags: { en: options.tags ?? ['moon', 'river'], zh: ['月亮'], es: ['luna'] },
      bookTypes: options.bookTypes ?? ['picturebook', 'poetry', 'flashfiction', 'longform'],
      forSale: false,
      status: 'approved',
      licence: { name: 'CC0', url: '', attribution: '' },
    });
    artworkIds.push(row.open_id);
  }
  return { slug: profile.slug, artworkIds };
}

export interface Part {
  PartId: string;
  Content: Record<string, unknown>;
  WordCount: number;
}

export interface EditingBook {
  BookId: string;
  Slug: string;
  Type: BookType;
  State: string;
  Featured: boolean;
  InClass: boolean;
  Title: string;
  Language: string;
  Version: number;
  WordCount: number;
  PartCount: number;
  Editable: boolean;
  AllowedMoves: string[];
  EditorPath: string;
  ArtSetId: string | null;
  ArtworkIds: string[];
  Cover: { artworkId: string | null; author: string; background: string };
  Parts: Part[];
  TilesOnly: boolean;
  WordLimit: number | null;
  Summary: string;
  Tags: string[];
  Categories: string[];
  AgeLevel: string;
}

export interface BookAnswer {
  Book: EditingBook;
  Artworks: { ArtworkId: string }[];
  Created?: boolean;
}

export interface SaveAnswer {
  BookId: string;
  Version: number;
  Slug: string;
  WordCount: number;
  PartCount: number;
  Parts: { PartId: string; WordCount: number }[];
}

/** /start-with-art from an artist's gallery, then the editor's first call: a new draft. */
export async function startBook(
  client: TestClient,
  type: BookType,
  artistSlug: string,
): Promise<EditingBook> {
  const set = await client.post<{ ArtSetId: string }>('/api/Artwork/StartWithArt', {
    BookType: type,
    Source: 'artist',
    Value: artistSlug,
  });
  expect(set.body.code, JSON.stringify(set.body)).toBe(0);
  const made = await client.post<BookAnswer>('/api/Books/Create', {
    BookType: type,
    ArtSetId: set.body.result.ArtSetId,
  });
  expect(made.body.code, JSON.stringify(made.body)).toBe(0);
  return made.body.result.Book;
}

export function save(
  client: TestClient,
  book: { BookId: string },
  version: number,
  changes: unknown[],
): Promise<CallResult<SaveAnswer>> {
  return client.post<SaveAnswer>(
    '/api/Books/Save',
    { BookId: book.BookId, Version: version, Changes: changes },
    { json: true },
  );
}

export async function getBook(client: TestClient, bookId: string) {
  return client.post<BookAnswer>('/api/Books/Get', { BookId: bookId });
}

/** A picture book page document. */
export function page(text: string, artworkId: string | null = null, layout = 'full') {
  return {
    art: artworkId ? { artworkId, layout } : null,
    text: docFromText(text),
    background: '#fff8e7',
  };
}

export function chapter(title: string, text: string) {
  return { title, doc: docFromText(text), notes: '' };
}
