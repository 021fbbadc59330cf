import {
  artistSlug,
  docFromText,
  type ParsedPart,
  parsePart,
  type WritableBookType,
} from '@storyloom/domain';
import type { Seeder } from '../../db/seed/index';
import type { Clock } from '../../platform/clock';
import { artistsWithArtFor, artworksForBook, freezeArtSet } from '../artworks/index';
import { publicAccountByUsername } from '../user/index';
import { type BookRow, findBookById } from './queries/books';
import { type ArtRef, type SeedBook, seedLibrary } from './seed-stories';
import type { BooksContext } from './service/context';
import { insertNewBook } from './service/create';
import { applyMove, setFeatured, transitionBook } from './service/moves';

/** The pictures of a book's art set, by title (the art seed's titles are unique per artist). */
type Pictures = { ids: string[]; byTitle: Map<string, string> };

function artAt(pictures: Pictures, ref: ArtRef | null | undefined): string | null {
  if (ref === null || ref === undefined) return null;
  const ids = pictures.ids;
  if (typeof ref === 'string') return pictures.byTitle.get(ref) ?? ids[0] ?? null;
  return ids.length ? (ids[ref % ids.length] as string) : null;
}

/** The picture a book's cover shows: the first one its pages, chapters or poem show. */
function coverArt(book: SeedBook, pictures: Pictures): string | null {
  const first =
    book.pages?.find(([art]) => art !== null)?.[0] ??
    book.chapters?.find(([, , art]) => art !== null)?.[2] ??
    book.poem?.art ??
    book.coverArt ??
    0;
  return artAt(pictures, first);
}

/** A seed book's parts as an editor would have saved them. */
function partsOf(book: SeedBook, set: Pictures): unknown[] {
  switch (book.type) {
    case 'picturebook':
      return (book.pages ?? []).map(([art, layout, text]) => {
        const artworkId = artAt(set, art);
        return { art: artworkId ? { artworkId, layout } : null, text: docFromText(text) };
      });
    case 'longform':
      return (book.chapters ?? []).map(([title, text, art]) => {
        const doc = docFromText(text);
        const artworkId = artAt(set, art);
        if (artworkId) doc.content.push({ type: 'image', attrs: { artworkId, size: 'medium' } });
        return { title, doc };
      });
    case 'flashfiction':
      return [{ doc: docFromText(book.story ?? '') }];
    case 'poetry': {
      const tiles = (book.poem?.tiles ?? []).map((word, i) => ({
        id: `t${i}`,
        word,
        x: 0.15 + ((i * 0.17) % 0.7),
        y: 0.2 + ((i * 0.13) % 0.6),
        rotation: ((i % 3) - 1) * 6,
      }));
      return [
        {
          artworkId: artAt(set, book.poem?.art ?? 0),
          mode: tiles.length ? 'tiles' : 'free',
          lines: book.poem?.lines ?? [],
          tiles,
        },
      ];
    }
    case 'comic':
      // Demo comics are made by the comics seeder (modules/comics/seed.ts).
      return [];
  }
}

function parsed(type: WritableBookType, values: unknown[]): ParsedPart[] {
  return values.map((value) => {
    const result = parsePart(type, value);
    if (!result.ok) throw new Error(`seed ${type} part: ${JSON.stringify(result.problems)}`);
    return result.part;
  });
}

/** Brings a freshly made draft to its seed state the way writers and moderators do. */
async function bringTo(
  ctx: BooksContext,
  row: BookRow,
  book: SeedBook,
  ids: { owner: string; moderator: string },
) {
  const openId = row.open_id;
  const review = (transition: 'submit_for_review' | 'approve' | 'return', reason?: string) =>
    transitionBook(ctx, {
      bookOpenId: openId,
      transition,
      actorId: transition === 'submit_for_review' ? ids.owner : ids.moderator,
      reason: reason ?? null,
    });
  if (book.state === 'draft') return;
  if (book.state === 'private') {
    const writer = { id: ids.owner, username: '', accountType: 4, staffRole: 'none' as const };
    await applyMove(ctx, { ...writer, language: 'en' }, row, 'make_private', null);
    return;
  }
  await review('submit_for_review');
  if (book.state === 'published') {
    await review('approve');
    if (book.featured)
      await setFeatured(ctx, { bookOpenId: openId, featured: true, actorId: ids.moderator });
  }
  if (book.state === 'returned')
    await review('return', book.returnReason ?? 'Please check the guidelines.');
}

/** Times an hour apart, ending now, so the demo lists read newest first. */
function steppingClock(end: number, steps: number): Clock & { next(): void } {
  let at = end - steps * 3_600_000;
  return { now: () => at, next: () => (at += 3_600_000) };
}

/**
 * Every demo writer's books of the four types in several states (SPEC §4), written on the demo
 * art (runs after the art seed). Without approved art there is nothing to write about, and it
 * seeds nothing.
 */
export const booksSeeder: Seeder = {
  name: 'books',
  async run(seed) {
    const writers = Object.entries(seedLibrary);
    const total = writers.reduce((n, [, books]) => n + books.length, 0);
    const clock = steppingClock(seed.clock.now(), total);
    const ctx: BooksContext = { db: seed.db, clock };
    const moderator = await publicAccountByUsername(seed.db, 'demo-moderator');
    let n = 0;
    for (const [username, books] of writers) {
      const owner = await publicAccountByUsername(seed.db, username);
      if (!owner) continue;
      for (const book of books) {
        n += 1;
        clock.next();
        const artists = await artistsWithArtFor(seed.db, book.type);
        const named = book.artist ? artistSlug(book.artist) : null;
        const artist =
          named && artists.includes(named) ? named : artists[n % Math.max(artists.length, 1)];
        if (!artist) return undefined;
        const set = await freezeArtSet(ctx, owner.id, {
          bookType: book.type,
          source: 'artist',
          value: artist,
        });
        if (!set) continue;
        const shown = await artworksForBook(seed.db, set.usableArtworkIds);
        const pictures: Pictures = {
          ids: set.usableArtworkIds,
          byTitle: new Map(shown.map((a) => [a.Title, a.ArtworkId])),
        };
        const id = await seed.db.transaction().execute((trx) =>
          insertNewBook(trx, clock.now(), {
            ownerId: owner.id,
            actorId: owner.id,
            type: book.type,
            title: book.title,
            language: book.language,
            cover: {
              artworkId: coverArt(book, pictures),
              author: owner.username,
              background: '#ffffff',
            },
            artSetId: set.openId,
            artIds: set.artworkIds,
            startKey: set.openId,
            convertedFrom: null,
            parts: parsed(book.type, partsOf(book, pictures)),
            history: { action: 'create', reason: null },
            meta: {
              summary: book.summary ?? '',
              tags: JSON.stringify((book.tags ?? '').split(' ').filter(Boolean)),
              categories: JSON.stringify(book.categories ?? []),
              ageLevel: book.ageLevel ?? 'all',
            },
          }),
        );
        const row = await findBookById(seed.db, id);
        if (row) {
          await bringTo(ctx, row, book, { owner: owner.id, moderator: moderator?.id ?? owner.id });
        }
      }
    }
    return undefined;
  },
};
