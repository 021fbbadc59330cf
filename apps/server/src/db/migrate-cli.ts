import { loadConfig, resolveSessionSecret } from '../config';
import { openDatabase } from './index';
import { migrateToLatest, withStartupLock } from './migrate';

const config = loadConfig();
// A migration may run longer than a request's statement timeout: none here.
const handle = openDatabase(
  config.database.kind === 'postgres'
    ? { ...config.database, statementTimeoutMs: 0 }
    : config.database,
  { poolSize: 2 },
);
try {
  const applied = await withStartupLock(handle.db, () =>
    migrateToLatest(handle.db, { sessionSecret: resolveSessionSecret(config) }),
  );
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
