import { buildApp } from './app';
import { ConfigError, loadConfig, resolveSessionSecret } from './config';
import { pingDatabase } from './db/index';
import { migrateToLatest, withStartupLock } from './db/migrate';
import { formatSeedReport, seedIfFresh } from './db/seed/index';
import { drainAndClose } from './drain';
import { MovableClock } from './platform/test-clock';

function fail(message: string): never {
  console.error(`Storyloom cannot start: ${message}`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}

let app: Awaited<ReturnType<typeof buildApp>>;
let seedReport: Awaited<ReturnType<typeof seedIfFresh>> = null;
try {
  app = await buildApp(config, config.testClock ? { clock: new MovableClock() } : {});
} catch (err) {
  // An unwritable DATA_DIR, a DATA_DIR that is a file, an unopenable SQLite file...
  fail(err instanceof Error ? err.message : String(err));
}
try {
  await pingDatabase(app.db);
} catch (err) {
  const where =
    config.database.kind === 'postgres'
      ? 'the PostgreSQL database in DATABASE_URL'
      : config.database.file;
  await app.close().catch(() => undefined);
  fail(`cannot reach ${where}: ${err instanceof Error ? err.message : String(err)}`);
}
try {
  // Several servers starting together: one migrates and seeds, the others wait (decision 041).
  seedReport = await withStartupLock(app.db, async () => {
    const applied = await migrateToLatest(app.db, { sessionSecret: resolveSessionSecret(config) });
    if (applied.length) app.log.info({ applied }, 'migrations applied');
    return seedIfFresh(app.db, app.clock, config);
  });
} catch (err) {
  await app.close().catch(() => undefined);
  fail(err instanceof Error ? err.message : String(err));
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.shutdownDrainMs + 15_000);
  timer.unref();
  await drainAndClose(app, config.shutdownDrainMs);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  // Fastify writes a "Server listening" line per address at info, after the banner below (the
  // log is written asynchronously): the start output would not end with the address and the demo
  // accounts (issue 13). The banner names the public address; the bound ones go to debug.
  const level = app.log.level;
  app.log.level = level === 'trace' || level === 'debug' ? level : 'warn';
  try {
    await app.listen({ port: config.port, host: config.host });
  } finally {
    app.log.level = level;
  }
  app.log.debug({ addresses: app.addresses() }, 'listening');
  // The start output ends with the address, then the demo accounts (on a fresh database).
  console.log(`\nStoryloom is running at ${config.publicUrl}`);
  if (seedReport) console.log(`\n${formatSeedReport(seedReport)}\n`);
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
