import { loadConfig, resolveSessionSecret } from '../../config';
import { systemClock } from '../../platform/clock';
import { openDatabase } from '../index';
import { migrateToLatest } from '../migrate';
import { formatSeedReport, seedIfFresh } from './index';

const config = loadConfig();
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
