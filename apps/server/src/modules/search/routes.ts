import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { perMinute } from '../../http/limits';
import { defineRecurring, registerJobs } from '../../platform/jobs/index';
import { artistProfileHooks } from '../artworks/index';
import { bookHiddenHooks, bookStateHooks } from '../books/index';
import { accountErasureSteps, publicNameHooks } from '../user/index';
import {
  dropAccount,
  rebuildIfOutdated,
  reindexArtist,
  reindexAuthor,
  reindexBook,
  searchIndexVersion,
} from './indexer';
import { searchArtistsBody, searchBooksBody } from './schemas';
import { type SearchContext, searchArtists, searchBooks } from './service';

// The index follows every book state change, in the change's own transaction (decision 063),
bookStateHooks.push((trx, book) => reindexBook(trx, book.id, book.updated_at));
// a book hidden after readers' reports or shown again,
bookHiddenHooks.push((db, bookId) => reindexBook(db, bookId));
// an author whose public name may have changed (consent, username, disabled, deleted),
publicNameHooks.push((db, userId, now) => reindexAuthor(db, userId, now));
// a deleted account's books and artist page,
accountErasureSteps.push((trx, userId) => dropAccount(trx, userId));
// and every artist page made or edited.
artistProfileHooks.push((db, userId, now) => reindexArtist(db, userId, now));

export const searchVersionJob = 'search.version';
const dayMs = 24 * 3_600_000;

/** /search/{searchKey?}; calls listed in docs/api.md, "Search" (decision 012). */
export default async function searchRoutes(app: FastifyInstance): Promise<void> {
  registerJobs(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (): SearchContext => ({ db: app.db, dialect: app.dialect });

  // No scheduled rebuild: at start (one run per version, whatever the number of servers) the
  // index is rebuilt only when another version built it (decision 063). The daily check after
  // that finds the version stored and does nothing.
  defineRecurring(
    app,
    {
      name: searchVersionJob,
      everyMs: dayMs,
      keyFor: (now) => `search-version:${searchIndexVersion}:${Math.floor(now / dayMs)}`,
    },
    {
      name: searchVersionJob,
      handler: async () => {
        if (await rebuildIfOutdated(app.db, app.clock.now())) {
          app.log.info({ version: searchIndexVersion }, 'search index rebuilt');
        }
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
