import { AccountType, artistSlug, type ComicAssetKind } from '@storyloom/domain';
import sharp from 'sharp';
import { expect } from 'vitest';
import { ensureArtistProfile } from '../../src/modules/artworks/service/artists';
import { recordArtwork } from '../../src/modules/artworks/service/artworks';
import { storeUploadedImage, uploadContext } from '../../src/modules/uploads/service';
import type { EditingBook } from '../books/helpers';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { buildUser } from '../helpers/factories';

let counter = 0;

/**
 * A comic artist with approved comic artwork (`kinds`, one piece each) and, for the refusals, a
 * pending comic piece and an approved gallery picture: neither may appear in a comic.
 */
export async function comicLibrary(
  t: TestApp,
  kinds: ComicAssetKind[] = ['background', 'character', 'character', 'prop'],
  options: { name?: string; titles?: string[] } = {},
) {
  counter += 1;
  const artist = await buildUser(t, {
    accountType: AccountType.ARTIST,
    username: `inker_${process.pid % 1000}_${counter}`,
  });
  const ctx = await uploadContext(t.app);
  const profile = await ensureArtistProfile(
    ctx,
    { id: artist.row.id, username: artist.username },
    options.name ? { displayName: options.name, slug: artistSlug(options.name) } : {},
  );
  const picture = await sharp({
    create: {
      width: 40,
      height: 60,
      channels: 4,
      background: { r: 200, g: 80, b: 40, alpha: 0.5 },
    },
  })
    .png()
    .toBuffer();
  const image = await storeUploadedImage(ctx, artist.row.id, 'comic', picture);
  const record = async (
    kind: ComicAssetKind | null,
    status: 'approved' | 'pending',
    library: 'comic' | 'gallery' = 'comic',
    title = `${kind ?? 'gallery'} ${counter}`,
  ) => {
    t.clock.advance(1);
    const row = await recordArtwork(ctx, {
      artistId: artist.row.id,
      imageId: image.id,
      library,
      comicKind: kind,
      title,
      description: '',
      tags: { en: ['hero'], zh: ['英雄'], es: ['héroe'] },
      bookTypes: library === 'comic' ? ['comic'] : ['picturebook'],
      forSale: false,
      status,
      licence: { name: 'CC0', url: '', attribution: '' },
    });
    return row.open_id;
  };
  const approved: string[] = [];
  for (const [i, kind] of kinds.entries()) {
    approved.push(await record(kind, 'approved', 'comic', options.titles?.[i]));
  }
  return {
    slug: profile.slug,
    approved,
    pending: await record('character', 'pending'),
    gallery: await record(null, 'approved', 'gallery'),
  };
}

/** /start-comic from an artist, then the editor's first call: a new comic draft. */
export async function startComic(client: TestClient, artistSlug: string): Promise<EditingBook> {
  const set = await client.post<{ ArtSetId: string }>('/api/Artwork/StartWithArt', {
    BookType: 'comic',
    Source: 'artist',
    Value: artistSlug,
  });
  expect(set.body.code, JSON.stringify(set.body)).toBe(0);
  const made = await client.post<{ Book: EditingBook }>('/api/Books/Create', {
    BookType: 'comic',
    ArtSetId: set.body.result.ArtSetId,
  });
  expect(made.body.code, JSON.stringify(made.body)).toBe(0);
  return made.body.result.Book;
}

export interface SavePageAnswer {
  BookId: string;
  Version: number;
  PageId: string;
  Added: boolean;
  PartCount: number;
  WordCount: number;
}

export function savePage(client: TestClient, body: Record<string, unknown>) {
  return client.post<SavePageAnswer>('/api/YourStuff/SaveComicPage', body, { json: true });
}

/** A two-panel page: a background and a flipped character, a speech bubble pointing at it. */
export function twoPanelPage(background: string, character: string, text = 'Hello there!') {
  return {
    layout: '2-rows',
    panels: [
      {
        items: [
          { id: 'bg', artworkId: background, x: 0.5, y: 0.5, scale: 1.2 },
          {
            id: 'hero',
            artworkId: character,
            x: 0.3,
            y: 0.6,
            scale: 0.4,
            flip: true,
            rotation: 10,
          },
        ],
        bubbles: [{ id: 'b1', style: 'speech', text, x: 0.7, y: 0.2, tail: { x: 0.3, y: 0.5 } }],
      },
      { bubbles: [{ id: 'c1', style: 'caption', text: 'Later that day…', x: 0.5, y: 0.1 }] },
    ],
  };
}
