import type { ClassPermissions } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/index';
import type { Clock } from '../../../platform/clock';
import { previewCaches } from './preview';
import {
  applyRemotePublicChange,
  forwardPublicChanges,
  PublicCache,
  publicReadsChanged,
} from './public-cache';
import { ReadBuffer } from './read-buffer';

export interface ReadingContext {
  db: DB;
  clock: Clock;
  /** Reads noted on the read path and written in batches (read-buffer.ts). */
  reads: ReadBuffer;
  /** Lists and GetBest, the same for every visitor (public-cache.ts). */
  publicReads: PublicCache;
}

/** By the app's database: the routes get an encapsulated instance, callers the root one. */
const buffers = new WeakMap<DB, ReadBuffer>();

/** The module's context; the read buffer's last batch is written when the app closes. */
export function readingContext(app: FastifyInstance): ReadingContext {
  const reads = new ReadBuffer(
    app.db,
    () => app.clock.now(),
    (error) => app.log.error({ err: error }, 'writing counted reads failed; kept for the next try'),
    // The sorts moved: lists and GetBest are computed again.
    publicReadsChanged,
  );
  const publicReads = new PublicCache(() => app.clock.now());
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
  app.addHook('onClose', async () => {
    stopForwarding();
    stopHearing();
    await reads.close();
    publicReads.close();
    previews.close();
  });
  return { db: app.db, clock: app.clock, reads, publicReads };
}

/** Writes the reads an app has noted now instead of at the next batch (tests, the counts job). */
export async function flushCountedReads(app: FastifyInstance): Promise<void> {
  await buffers.get(app.db)?.flush();
}

/**
 * Where later modules plug in (there is no membership or classes module yet):
 * - `isMember`: paid members may read paid-only stories (SPEC §6). Until the membership module
 *   answers, no one is a member, so paid-only stories are refused to everyone but their writer.
 * - `classesOf`: a student's classes with their ReadOtherBook setting; the domain's
 *   `deriveUserFlags` turns them into `canReadOtherBook` (SPEC §4). Until the classes module
 *   answers, students are in no class and may read (the flag's default).
 */
export const readingHooks: {
  isMember: ((db: DB, userId: string, now: number) => Promise<boolean>)[];
  classesOf: ((db: DB, userId: string) => Promise<ClassPermissions[] | undefined>)[];
} = { isMember: [], classesOf: [] };
