import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/index';
import type { Clock } from '../../../platform/clock';
import { listPageCaches, pageCaches, previewCaches, showingPageCaches } from './preview';
import {
  applyRemotePublicChange,
  forwardPublicChanges,
  PublicCache,
  publicCountsChanged,
} from './public-cache';
import { ReadBuffer } from './read-buffer';

export interface ReadingContext {
  db: DB;
  clock: Clock;
  /** Reads noted on the read path and written in batches (read-buffer.ts). */
  reads: ReadBuffer;
  /** Lists and GetBest, the same for every visitor (public-cache.ts). */
  publicReads: PublicCache;
  /** The reader's answer for a public book, the same for every visitor (reader.ts). */
  readers: PublicCache;
}

/** By the app's database: the routes get an encapsulated instance, callers the root one. */
const buffers = new WeakMap<DB, ReadBuffer>();

/** The module's context; the read buffer's last batch is written when the app closes. */
export function readingContext(app: FastifyInstance): ReadingContext {
  const reads = new ReadBuffer(
    app.db,
    () => app.clock.now(),
    (error) => app.log.error({ err: error }, 'writing counted reads failed; kept for the next try'),
    // The sorts moved: lists and GetBest are computed again (the reader adds pending reads).
    publicCountsChanged,
  );
  const publicReads = new PublicCache(() => app.clock.now());
  // Books in the reader have their own cache (a book's answer is larger than a list page's, and
  // readers opening thousands of books never push the lists out); its counts are added live.
  const readers = new PublicCache(() => app.clock.now(), 5000, 500, false);
  buffers.set(app.db, reads);
  // Several servers: changes made here reach the others' caches and theirs reach this one's.
  const topic = 'reading.public-reads';
  const stopForwarding =
    app.cluster.kind === 'local'
      ? () => undefined
      : forwardPublicChanges((change) => app.cluster.publish(topic, change));
  const stopHearing = app.cluster.subscribe(topic, applyRemotePublicChange);
  // Share previews have their own cache, so addresses crawled by the thousand (misses too) never
  // push the lists out of theirs; the same events drop both.
  const previews = new PublicCache(() => app.clock.now());
  previewCaches.set(app.db, previews);
  // Server-rendered reader pages (decision 071): larger than a preview, so fewer; kept 30 s, as
  // the page's counts are asked for again by the browser; the same events drop them.
  const pages = new PublicCache(() => app.clock.now(), 30_000, 300, false);
  pageCaches.set(app.db, pages);
  // Server-rendered lists and home (decision 074): every public change drops them, counts too.
  const listPages = new PublicCache(() => app.clock.now(), 10_000, 200);
  listPageCaches.set(app.db, listPages);
  // An artist's page and a search (decision 078): any change of a book's state drops them.
  const showingPages = new PublicCache(() => app.clock.now(), 10_000, 300, false);
  showingPageCaches.set(app.db, showingPages);
  app.addHook('onClose', async () => {
    stopForwarding();
    stopHearing();
    await reads.close();
    publicReads.close();
    readers.close();
    previews.close();
    pages.close();
    listPages.close();
    showingPages.close();
  });
  return { db: app.db, clock: app.clock, reads, publicReads, readers };
}

/** Writes the reads an app has noted now instead of at the next batch (tests, the counts job). */
export async function flushCountedReads(app: FastifyInstance): Promise<void> {
  await buffers.get(app.db)?.flush();
}

/**
 * Where later modules plug in:
 * - `isMember`: paid members may read paid-only stories (SPEC §6); the plans module answers.
 * Whether a class student may read others' books is the books policy's answer (the classes
 * module registers a read limit there).
 */
export const readingHooks: {
  isMember: ((db: DB, userId: string, now: number) => Promise<boolean>)[];
} = { isMember: [] };
