import { docFromText, type PartContent } from '@storyloom/domain';
import type { Seeder } from '../../db/seed/index';
import { galleryPicturesByTitle } from '../artworks/index';
import { publicAccountByUsername } from '../user/index';
import { insertPublishedBooks, type PublishedBookSpec } from './fixtures';
import { type ShelfBook, shelfBooks } from './seed-shelf';

const dayMs = 86_400_000;

/** A shelf book's parts and the pictures they show (a picture the gallery lacks is left out). */
export function shelfParts(
  book: ShelfBook,
  picture: (title: string | null | undefined) => string | null,
): { parts: PartContent[]; pictures: string[] } {
  const shown: string[] = [];
  const use = (title: string | null | undefined) => {
    const id = picture(title);
    if (id && !shown.includes(id)) shown.push(id);
    return id;
  };
  let parts: PartContent[];
  switch (book.type) {
    case 'picturebook':
      parts = (book.pages ?? []).map(([title, layout, text, textPosition]) => {
        const artworkId = use(title);
        return {
          art: artworkId ? { artworkId, layout, side: 'start' } : null,
          text: docFromText(text),
          textPosition: textPosition ?? 'bottom',
          background: '#fff8e7',
        };
      });
      break;
    case 'longform':
      parts = (book.chapters ?? []).map(([title, text, art]) => {
        const doc = docFromText(text);
        const artworkId = use(art);
        if (artworkId) doc.content.push({ type: 'image', attrs: { artworkId, size: 'medium' } });
        return { title, doc, notes: '' };
      });
      break;
    case 'flashfiction':
      use(book.story?.picture);
      parts = [{ doc: docFromText(book.story?.text ?? '') }];
      break;
    case 'poetry':
      parts = [
        {
          artworkId: use(book.poem?.picture),
          mode: 'free',
          lines: book.poem?.lines ?? [],
          tiles: [],
        },
      ];
      break;
  }
  return { parts, pictures: shown };
}

/**
 * The demo's reading shelves (after the publishing seed): real books in Chinese, English and
 * Spanish (and a poem in a few other languages) from ./seed-shelf.ts, each on the pictures its
 * words are about, its cover its first picture, with read and favorite counts spread over the
 * last two years so every sort shows a difference. Written with bulk inserts (fast start).
 */
export const readingSeeder: Seeder = {
  name: 'reading',
  async run({ db, clock }) {
    const now = clock.now();
    const owners = new Map<string, string>();
    for (const name of ['demo-writer', 'demo-artist', 'demo-reader', 'demo-teacher']) {
      const account = await publicAccountByUsername(db, name);
      if (account) owners.set(name, account.id);
    }
    if (owners.size === 0) return undefined;
    const pictures = await galleryPicturesByTitle(db);
    const picture = (title: string | null | undefined) =>
      title ? (pictures.get(title) ?? null) : null;

    const specs: PublishedBookSpec[] = [];
    for (const [i, book] of shelfBooks.entries()) {
      const ownerId = owners.get(book.owner) ?? [...owners.values()][0];
      if (!ownerId) continue;
      const { parts, pictures: shown } = shelfParts(book, picture);
      // Counts: an old burst, a recent one and some in between, sized differently per book so
      // popular, monthly and yearly order the books differently.
      const counts = [
        { daysAgo: 400 + ((i * 41) % 200), reads: (i * 37) % 90, favorites: (i * 11) % 9 },
        { daysAgo: 60 + ((i * 53) % 250), reads: (i * 53) % 70, favorites: (i * 7) % 6 },
        { daysAgo: (i * 7) % 25, reads: (i * 29) % 40, favorites: (i * 13) % 5 },
      ].filter((c) => c.reads + c.favorites > 0);
      specs.push({
        ownerId,
        type: book.type,
        title: book.title,
        language: book.language,
        ageLevel: book.ageLevel,
        categories: book.categories,
        publishedAt: now - (700 - ((i * 97) % 690)) * dayMs - i * 60_000,
        summary: book.summary,
        tags: book.tags,
        featured: book.featured ?? false,
        membersOnly: book.membersOnly ?? false,
        counts,
        parts,
        cover: { artworkId: shown[0] ?? null, author: book.owner, background: '#fff8e7' },
        artIds: shown,
      });
    }
    await insertPublishedBooks(db, now, specs);
    return undefined;
  },
};
