import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { perWriter } from '../../http/limits';
import { optionalUser, requireStaff, requireUser } from '../../http/session';
import { defineRecurring, registerJobs } from '../../platform/jobs/index';
import { bookStateHooks, bookWriteListeners } from '../books/index';
import {
  bestBody,
  favoritesBody,
  listBody,
  paidOnlyBody,
  paidOnlyListBody,
  readBody,
  readListBody,
  storyBookBody,
  writerBody,
} from './schemas';
import { readingContext } from './service/context';
import { nightlyCounts } from './service/counts';
import { syncListing } from './service/listing';
import { getBest, listForType } from './service/lists';
import { paidOnlyBook, paidOnlyList, setPaidOnly } from './service/paid-only';
import {
  favorite,
  favoriteBooks,
  favoriteCount,
  readList,
  unfavorite,
  updateHistory,
} from './service/personal';
import { bookWritten, publicReadsChanged } from './service/public-cache';
import { readBook } from './service/reader';
import { writerShowcase } from './service/writer';

// A closure, not the function itself: modules meet at their doors, which may still be loading.
bookStateHooks.push(async (trx, book) => {
  await syncListing(trx, book);
  publicReadsChanged();
});
// Cached lists and GetBest (service/public-cache.ts) follow every change to a book.
bookWriteListeners.push((bookId, kind) =>
  kind === 'state' ? publicReadsChanged() : bookWritten(bookId),
);

export const countsJob = 'reading.counts';
const dayMs = 86_400_000;
/** Per reader (their session), or per address for visitors: a class behind one school address. */
const perMinute = perWriter;

/**
 * A visitor's key for the once-a-day counts: a hash of their address only. Anything the client
 * chooses (the User-Agent, a cookie) would let one visitor count many reads (issue 14, Low);
 * signed-in readers count under their verified user id instead.
 */
function visitorKey(request: FastifyRequest): string {
  return createHash('sha256').update(`read-count|${request.ip}`).digest('base64url').slice(0, 22);
}

/** Reading and discovery (docs/api.md "Reading"): lists, best, the reader, favorites, history. */
export default async function readingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = readingContext(app);
  registerJobs(app);
  defineRecurring(
    app,
    { name: countsJob, everyMs: dayMs, keyFor: (now) => `reading:${Math.floor(now / dayMs)}` },
    {
      name: countsJob,
      handler: async () => {
        await ctx.reads.flush();
        await nightlyCounts(app.db, app.clock.now());
      },
    },
  );

  r.post(
    '/api/Read/List',
    { schema: { body: listBody }, config: perMinute(240) },
    async (request) => ok(await listForType(ctx, request.body)),
  );

  r.post(
    '/api/Best/GetBest',
    { schema: { body: bestBody }, config: perMinute(240) },
    async (request) => ok(await getBest(ctx, request.body?.Limit ?? 12)),
  );

  r.post(
    '/api/Read/Writer',
    { schema: { body: writerBody }, config: perMinute(240) },
    async (request, reply) => {
      const user = await optionalUser(request, reply);
      return ok(await writerShowcase(ctx, user, request.body));
    },
  );

  r.post(
    '/api/Read/Book',
    { schema: { body: readBody }, config: perMinute(240) },
    async (request, reply) => {
      const user = await optionalUser(request, reply);
      return ok(await readBook(ctx, user, request.body, visitorKey(request)));
    },
  );

  r.post(
    '/api/Read/Favorite',
    { schema: { body: storyBookBody }, config: perMinute(120) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await favorite(ctx, user, request.body.StoryBookId));
    },
  );

  r.post(
    '/api/Read/Unfavorite',
    { schema: { body: storyBookBody }, config: perMinute(120) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await unfavorite(ctx, user, request.body.StoryBookId));
    },
  );

  r.post(
    '/api/YourStuff/GetFavoritesBooks',
    { schema: { body: favoritesBody }, config: perMinute(240) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await favoriteBooks(ctx, user, request.body));
    },
  );

  r.post('/api/YourStuff/GetFavoritesBooksNum', { config: perMinute(240) }, async (request) => {
    const user = await requireUser(request);
    return ok(await favoriteCount(ctx, user));
  });

  r.post(
    '/api/YourStuff/ReadList',
    { schema: { body: readListBody }, config: perMinute(240) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await readList(ctx, user, request.body));
    },
  );

  // Paid-only stories: admins (with the second factor) mark them (decision 013).
  r.post(
    '/api/ReadingAdmin/Book',
    { schema: { body: storyBookBody }, config: perMinute(240) },
    async (request) => {
      const staff = await requireStaff(request, 'admin');
      return ok(await paidOnlyBook(ctx, staff, request.body.StoryBookId));
    },
  );
  r.post(
    '/api/ReadingAdmin/SetMembersOnly',
    { schema: { body: paidOnlyBody }, config: perMinute(120) },
    async (request) => {
      const staff = await requireStaff(request, 'admin');
      const result = await setPaidOnly(ctx, staff, request.body);
      if (result.Changed) {
        request.log.info(
          {
            by: staff.username,
            book: result.Book.StoryBookId,
            membersOnly: result.Book.MembersOnly,
          },
          'paid-only mark changed',
        );
      }
      return ok(result);
    },
  );
  r.post(
    '/api/ReadingAdmin/PaidOnlyList',
    { schema: { body: paidOnlyListBody }, config: perMinute(240) },
    async (request) => {
      await requireStaff(request, 'admin');
      return ok(await paidOnlyList(ctx, request.body));
    },
  );

  // SPEC §7 silent path: never an error the client would show (no schema: odd input is ignored).
  r.post('/api/UserData/UpdateReadingHistory', { config: perMinute(600) }, async (request) => {
    const user = await optionalUser(request).catch(() => null);
    try {
      return ok(await updateHistory(ctx, user, request.body));
    } catch (error) {
      request.log.warn({ err: error }, 'reading history not saved');
      return ok({ Saved: false });
    }
  });
}
