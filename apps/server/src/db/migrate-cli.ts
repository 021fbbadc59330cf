import { loadConfig, resolveSessionSecret } from '../config';
import { openDatabase } from './index';
import { migrateToLatest } from './migrate';

const config = loadConfig();
const handle = openDatabase(config.database);
try {
  const applied = await migrateToLatest(handle.db, { sessionSecret: resolveSessionSecret(config) });
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
