import { loadConfig, resolveSessionSecret } from './config';
import { openDatabase } from './db/index';
import { migrateToLatest } from './db/migrate';
import { formatSeedReport, registerSeeders, seedIfFresh } from './db/seed/index';
import { seeders } from './modules/index';
import { systemClock } from './platform/clock';

/** `npm run seed -w apps/server`: migrates, then seeds the demo on a fresh database. */
const config = loadConfig();
registerSeeders(seeders);
const handle = openDatabase(config.database);
try {
  await migrateToLatest(handle.db, { sessionSecret: resolveSessionSecret(config) });
  const report = await seedIfFresh(handle.db, systemClock, config);
  console.log(
    report ? formatSeedReport(report) : 'This database was seeded (or marked SEED=none) before.',
  );
} finally {
  await handle.close();
}
