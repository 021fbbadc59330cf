#!/usr/bin/env node
/**
 * `node --import tsx bench/search-rebuild.mjs`: times the search index rebuild (the search
 * module's own `rebuildSearchIndex`, as `npm run search:rebuild` and a version change run it)
 * on an existing database: DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL), as the server reads
 * them. Make one with many books by starting the server once (demo seed) and running
 * `bench/lib/shelves.mjs` (SHELF_BOOKS). REBUILD_RUNS (2) rebuilds one after another: the first
 * over the index as it is, the next over an index already full (every entry rewritten).
 * Prints each run's seconds with the load average before and after.
 */
import { loadavg } from 'node:os';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { rebuildSearchIndex } from '../apps/server/src/modules/search/indexer.ts';

const runs = Number(process.env.REBUILD_RUNS || 2);
const config = loadConfig();
const handle = openDatabase(config.database);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
try {
  for (let i = 1; i <= runs; i++) {
    const before = load();
    const started = performance.now();
    const counts = await rebuildSearchIndex(handle.db, Date.now());
    const took = ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      `run ${i} (${config.database.kind}): ${counts.books} books, ${counts.artists} artists in ${took} s (load ${before} -> ${load()})`,
    );
  }
} finally {
  await handle.close();
}
