import { blogSeeder } from '../../modules/blog/seed';
import { booksSeeder } from '../../modules/books/seed';
import { comicsSeeder } from '../../modules/comics/seed';
import { ledgerSeeder } from '../../modules/ledger/seed';
import { publishingSeeder } from '../../modules/publishing/seed';
import { readingSeeder } from '../../modules/reading/seed';
import { searchSeeder } from '../../modules/search/seed';
import { accountsSeeder } from '../../modules/user/seed';
import { artSeeder } from './art/seeder';
import type { Seeder } from './index';

/**
 * The demo, module by module, in the order they depend on each other (accounts first, then art,
 * books, publishing...). Each module adds its seeder here.
 */
export const seeders: Seeder[] = [
  accountsSeeder,
  artSeeder,
  ledgerSeeder,
  booksSeeder,
  comicsSeeder,
  publishingSeeder,
  blogSeeder,
  readingSeeder,
  // Last: indexes whatever the seeders above published.
  searchSeeder,
];
