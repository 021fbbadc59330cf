#!/usr/bin/env node
/**
 * Fills a seeded Storyloom database with many published books, for the reading benchmark
 * (bench/reading.mjs). Runs under tsx's loader so it writes through the server's own code:
 *
 *   node --import tsx bench/lib/shelves.mjs SAMPLE.json
 *
 * Database: DATA_DIR (SQLite) or DATABASE_URL=postgres://..., as the server reads them.
 * SHELF_BOOKS (100000) books by SHELF_WRITERS (2000) writer accounts (copies of demo-writer),
 * across the four readable types, every SPEC §3 language, age level and category, published
 * over three years, with read and favorite counts; written by the reading module's
 * `insertPublishedBooks` (the demo seed's and the tests' factory: books, parts, listings, slug
 * history, daily counts) in transactions of SHELF_BATCH (2000) books. The books copy the parts,
 * cover and art of the demo's own published books, so the reader answers real pages. Writes
 * SAMPLE.json: open ids of books a visitor may read (not paid-only), by type.
 * SHELF_SEARCH_INDEX=1 then rebuilds the search index (the nightly job's code) and times it.
 */
import { writeFileSync } from 'node:fs';
import { bookCategories, bookLanguages } from '@storyloom/domain';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/index.ts';
import { coverOf, listOf, partContentOf } from '../../apps/server/src/modules/books/present.ts';
import { listParts } from '../../apps/server/src/modules/books/queries/parts.ts';
import { insertPublishedBooks } from '../../apps/server/src/modules/reading/fixtures.ts';
import { rebuildSearchIndex } from '../../apps/server/src/modules/search/indexer.ts';
import { newId, newOpenId } from '../../apps/server/src/platform/ids.ts';

const [sampleFile] = process.argv.slice(2);
const total = Number(process.env.SHELF_BOOKS || 100_000);
const writerCount = Number(process.env.SHELF_WRITERS || 2000);
const batch = Number(process.env.SHELF_BATCH || 2000);
const dayMs = 86_400_000;
const types = ['picturebook', 'longform', 'flashfiction', 'poetry'];
const ages = ['all', '3+', '6+', '9+', '13+', '16+'];
const words = ['Brave', 'Quiet', 'Golden', 'Sleepy', 'Secret', 'Tiny', 'Wild', 'Lost', 'Paper'];
const nouns = ['Fox', 'Lantern', 'River', 'Garden', 'Dragon', 'Moon', 'Kite', 'Island', 'Owl'];

/** A small deterministic generator (the same shelves on every run). */
let state = 0x2545f491;
function random() {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 2 ** 32;
}
const pick = (list) => list[Math.floor(random() * list.length)];

const config = loadConfig();
const handle = openDatabase(config.database);
const db = handle.db;
const now = Date.now();
const started = performance.now();

try {
  const demo = await db
    .selectFrom('users')
    .selectAll()
    .where('username_lower', '=', 'demo-writer')
    .executeTakeFirst();
  if (!demo) throw new Error('no demo-writer: start the server once with SEED=demo first');

  // Writers: copies of demo-writer (a list page names up to 24 different authors).
  const writers = [];
  for (let i = 0; i < writerCount; i++) {
    const username = `shelf-writer-${i + 1}`;
    writers.push({
      ...demo,
      id: newId(now - (writerCount - i) * 1000),
      open_id: newOpenId(),
      username,
      username_lower: username,
      email: `${username}@example.test`,
      email_lower: `${username}@example.test`,
      name: `Shelf writer ${i + 1}`,
      invitation_code: `SHELF${i + 1}`,
      referred_by_user_id: null,
      google_sub: null,
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled: 0,
      last_login_at: null,
      created_at: now - 1200 * dayMs,
      updated_at: now,
    });
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < writers.length; i += 20) {
      await trx
        .insertInto('users')
        .values(writers.slice(i, i + 20))
        .execute();
    }
  });

  // Templates: the parts, cover and art of the demo's first published book of each type.
  const templates = new Map();
  const published = await db
    .selectFrom('books')
    .selectAll()
    .where('state', '=', 'published')
    .where('deleted_at', 'is', null)
    .orderBy('published_at')
    .execute();
  for (const book of published) {
    if (templates.has(book.type) || !types.includes(book.type)) continue;
    const parts = (await listParts(db, book.id)).map((p) => partContentOf(book, p));
    templates.set(book.type, { book, parts });
  }

  /** @type {Record<string, string[]>} */
  const sample = Object.fromEntries(types.map((t) => [t, []]));
  for (let from = 0; from < total; from += batch) {
    const specs = [];
    const size = Math.min(batch, total - from);
    for (let j = 0; j < size; j++) {
      const i = from + j;
      const type = types[i % types.length];
      const owner = writers[Math.floor(random() * writers.length)];
      const template = templates.get(type);
      const base = `${pick(words)} ${pick(nouns)}`;
      const language = pick(bookLanguages);
      const ageLevel = pick(ages);
      const hot = random() < 0.1;
      const counts = [
        {
          daysAgo: 200 + Math.floor(random() * 500),
          reads: Math.floor(random() * 60),
          favorites: 0,
        },
        {
          daysAgo: 31 + Math.floor(random() * 169),
          reads: Math.floor(random() * 40),
          favorites: 1,
        },
        ...(hot
          ? [
              {
                daysAgo: Math.floor(random() * 30),
                reads: Math.floor(random() * 90),
                favorites: Math.floor(random() * 5),
              },
            ]
          : []),
      ].filter((c) => c.reads + c.favorites > 0); // days apart: one daily row each
      specs.push({
        ownerId: owner.id,
        type,
        title: `${base}, shelf book ${i + 1}`,
        language,
        ageLevel,
        categories: [pick(bookCategories), ...(random() < 0.3 ? [pick(bookCategories)] : [])],
        publishedAt: now - Math.floor(random() * 1095 * dayMs),
        summary: `${base}: a shelf book (${language}, ${ageLevel}).`,
        tags: [base.split(' ')[1].toLowerCase(), 'shelf'],
        featured: false,
        membersOnly: random() < 0.05,
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
    const made = await insertPublishedBooks(db, now, specs);
    made.forEach((m, j) => {
      const list = sample[specs[j].type];
      if (!specs[j].membersOnly && list.length < 2500 && random() < 0.1) list.push(m.openId);
    });
    const done = from + size;
    if (done % 10_000 === 0 || done === total) {
      const seconds = (performance.now() - started) / 1000;
      console.log(`  ${done} books (${seconds.toFixed(0)} s)`);
    }
  }
  if (sampleFile) writeFileSync(sampleFile, JSON.stringify(sample));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`shelves: ${total} books by ${writerCount} writers in ${seconds} s`);
  if (process.env.SHELF_SEARCH_INDEX === '1') {
    // The search module's own rebuild (the nightly job), timed.
    const rebuildStarted = performance.now();
    const counts = await rebuildSearchIndex(db, Date.now());
    const took = ((performance.now() - rebuildStarted) / 1000).toFixed(1);
    console.log(`search index rebuilt: ${counts.books} books in ${took} s`);
  }
} finally {
  await handle.close();
}
