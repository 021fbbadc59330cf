import { type BookType, bookCategories, bookLanguages, type PartContent } from '@storyloom/domain';
import type { Seeder } from '../../db/seed/index';
import type { BookRow } from '../books/index';
import { coverOf, listOf, listParts, partContentOf } from '../books/index';
import { publicAccountByUsername } from '../user/index';
import { insertPublishedBooks, type PublishedBookSpec } from './fixtures';

const dayMs = 86_400_000;
const types: BookType[] = ['picturebook', 'longform', 'flashfiction', 'poetry'];
const ages = ['all', '3+', '6+', '9+', '13+', '16+'];
const adjectives = ['Brave', 'Quiet', 'Golden', 'Sleepy', 'Secret', 'Tiny', 'Wild', 'Lost'];
const nouns = ['Fox', 'Lantern', 'River', 'Garden', 'Dragon', 'Moon', 'Kite', 'Island'];
const titleWords: Record<string, [string, string]> = {
  es: ['El viaje', 'del zorro'],
  cn: ['小狐狸', '的灯笼'],
  tw: ['小狐狸', '的燈籠'],
  pt: ['A viagem', 'da raposa'],
  de: ['Die Reise', 'des Fuchses'],
  fr: ['Le voyage', 'du renard'],
  jp: ['きつね', 'のランタン'],
};

/**
 * The demo's reading shelves (after the publishing seed): 208 more published books across the
 * four writable types, every SPEC §3 language and age level, with read and favorite counts
 * spread over the last two years, so every list, filter and sort shows a difference. The books
 * copy the cover, art and parts of the demo's own published books (real pictures); a few are
 * featured and a few are for paid members only. Written with bulk inserts (fast start).
 */
export const readingSeeder: Seeder = {
  name: 'reading',
  async run({ db, clock }) {
    const now = clock.now();
    const owners = [];
    for (const name of ['demo-writer', 'demo-artist', 'demo-reader', 'demo-teacher']) {
      const account = await publicAccountByUsername(db, name);
      if (account) owners.push(account);
    }
    if (owners.length === 0) return undefined;
    const templates = new Map<BookType, { book: BookRow; parts: PartContent[] }>();
    const published = await db
      .selectFrom('books')
      .selectAll()
      .where('state', '=', 'published')
      .where('deleted_at', 'is', null)
      .orderBy('published_at')
      .execute();
    for (const book of published) {
      if (templates.has(book.type) || book.type === 'comic') continue;
      const parts = (await listParts(db, book.id)).map((p) => partContentOf(book, p));
      templates.set(book.type, { book, parts });
    }

    const specs: PublishedBookSpec[] = [];
    for (let i = 0; i < 208; i++) {
      const type = types[i % types.length] as BookType;
      // The k-th book of its type: languages and age levels spread so that every pair of
      // filters (e.g. 9+ and Spanish picture books) has books.
      const k = Math.floor(i / types.length);
      const t = i % types.length;
      const language = bookLanguages[(k * 5 + t) % bookLanguages.length] as string;
      const ageLevel = ages[(Math.floor((k * 7) / 5) + t) % ages.length] as string;
      const owner = owners[(i * 3) % owners.length] as (typeof owners)[number];
      const local = titleWords[language];
      const base = `${adjectives[i % adjectives.length]} ${nouns[(i * 3) % nouns.length]}`;
      const title = local ? `${local[0]} ${local[1]} ${i + 1}` : `The ${base} ${i + 1}`;
      const categories = [
        bookCategories[i % bookCategories.length] as string,
        ...(i % 3 === 0 ? [bookCategories[(i + 5) % bookCategories.length] as string] : []),
      ];
      const template = templates.get(type);
      // Counts: an old burst (last year), a recent one (this month) and some in between, sized
      // differently per book so popular, monthly and yearly order the books differently.
      const counts = [
        { daysAgo: 400 + (i % 200), reads: (i * 37) % 90, favorites: (i * 11) % 9 },
        { daysAgo: 60 + (i % 250), reads: (i * 53) % 70, favorites: (i * 7) % 6 },
        { daysAgo: i % 25, reads: (i * 29) % 40, favorites: (i * 13) % 5 },
      ].filter((c) => c.reads + c.favorites > 0);
      specs.push({
        ownerId: owner.id,
        type,
        title,
        language,
        ageLevel,
        categories,
        publishedAt: now - (730 - ((i * 97) % 720)) * dayMs - i * 60_000,
        summary: `${base}: a story for the shelves (${language}, ${ageLevel}).`,
        tags: [nouns[(i * 3) % nouns.length]?.toLowerCase() ?? 'story', 'demo'],
        featured: i % 23 === 0,
        membersOnly: i % 17 === 5,
        counts,
        ...(template
          ? {
              parts: template.parts,
              cover: { ...coverOf(template.book), author: owner.username },
              artIds: listOf(template.book.art_ids),
              artSetId: template.book.art_set_id,
            }
          : {}),
      });
    }
    await insertPublishedBooks(db, now, specs);
    return undefined;
  },
};
