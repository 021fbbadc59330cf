/**
 * The demo's shelves (issue 13 "Demo content that looks real"): a few dozen books in Chinese,
 * English and Spanish first (and a poem in a few other languages), each with its own title and
 * words written for the seed pictures it shows; pictures are named by their title in the art
 * seed (apps/server/src/db/seed/art/catalogue). The cover is the book's first picture.
 * No numbered or generated titles: the 100,000-book factory is the bench's only (bench/).
 */

import { shelfPictureBooks } from './seed-shelf-picture-books';
import { shelfStories } from './seed-shelf-stories';

/** [picture title, layout, words, where the words go?] */
export type ShelfPage = [string, 'full' | 'half', string, ('top' | 'bottom' | 'beside')?];

export interface ShelfBook {
  type: 'picturebook' | 'longform' | 'flashfiction' | 'poetry';
  title: string;
  language: string;
  ageLevel: string;
  categories: string[];
  summary: string;
  tags: string[];
  owner: 'demo-writer' | 'demo-artist' | 'demo-reader' | 'demo-teacher';
  featured?: boolean;
  membersOnly?: boolean;
  pages?: ShelfPage[];
  /** Longform: [chapter title, words, picture title or null]. */
  chapters?: [string, string, string | null][];
  /** Flash fiction: the words and the cover picture. */
  story?: { text: string; picture: string };
  /** A poem on a picture. */
  poem?: { picture: string; lines: string[] };
}

/** Picture books first, then chapter books, short stories and poems: the order they are seeded in. */
export const shelfBooks: ShelfBook[] = [...shelfPictureBooks, ...shelfStories];
