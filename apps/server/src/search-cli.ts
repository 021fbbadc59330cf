import { loadConfig, resolveSessionSecret } from './config';
import { openDatabase } from './db/index';
import { migrateToLatest } from './db/migrate';
import { rebuildSearchIndex, searchIndexVersion } from './modules/search/index';
import { systemClock } from './platform/clock';

/**
 * `npm run search:rebuild -w apps/server`: rebuilds the search index now, from every public book
 * and artist page (decision 063). The index follows each change by itself and a server starting
 * with a new index version rebuilds it once; this is for mending by hand. Runs beside a running
 * server: each batch is its own short transaction.
 */
const config = loadConfig();
const handle = openDatabase(config.database);
try {
  await migrateToLatest(handle.db, { sessionSecret: resolveSessionSecret(config) });
  const started = Date.now();
  const { books, artists } = await rebuildSearchIndex(handle.db, systemClock.now());
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Search index (version ${searchIndexVersion}) rebuilt in ${seconds} s: ${books} books, ${artists} artists.`,
  );
} finally {
  await handle.close();
}
