import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { perMinute } from '../../http/limits';
import { defineRecurring, registerJobs } from '../../platform/jobs/index';
import { artistProfileHooks } from '../artworks/index';
import { bookStateHooks } from '../books/index';
import { rebuildSearchIndex, reindexArtist, reindexBook } from './indexer';
import { searchArtistsBody, searchBooksBody } from './schemas';
import { type SearchContext, searchArtists, searchBooks } from './service';

// The index follows every book state change, in the change's own transaction.
bookStateHooks.push((trx, book) => reindexBook(trx, book.id, book.updated_at));
// And every artist page made or edited.
artistProfileHooks.push((db, userId, now) => reindexArtist(db, userId, now));

export const rebuildSearchJob = 'search.rebuild';
const dayMs = 24 * 3_600_000;

/** /search/{searchKey?}; calls listed in docs/api.md, "Search" (decision 012). */
export default async function searchRoutes(app: FastifyInstance): Promise<void> {
  registerJobs(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (): SearchContext => ({ db: app.db, dialect: app.dialect });

  // A nightly rebuild mends anything that changed outside the hooks (an author's account).
  defineRecurring(
    app,
    {
      name: rebuildSearchJob,
      everyMs: dayMs,
      keyFor: (now) => `search:${Math.floor(now / dayMs)}`,
    },
    {
      name: rebuildSearchJob,
      handler: async () => {
        await rebuildSearchIndex(app.db, app.clock.now());
      },
    },
  );

  r.post(
    '/api/Search/Books',
    { schema: { body: searchBooksBody }, config: perMinute(120) },
    async (req) => ok(await searchBooks(ctx(), req.body)),
  );
  r.post(
    '/api/Search/Artists',
    { schema: { body: searchArtistsBody }, config: perMinute(120) },
    async (req) => ok(await searchArtists(ctx(), req.body)),
  );
}
