#!/usr/bin/env node
/**
 * `npm run test:pg`: the server integration tests on PostgreSQL. Makes sure the local server is
 * up (starting it when we are root and it is down), then runs `vitest run --project server --project server-isolated` with
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); each test file works in
 * its own schema. Extra arguments go to vitest.
 */
import { bin, repoRoot } from './lib/paths.mjs';
import { defaultTestDatabaseUrl, ensurePostgres } from './lib/postgres.mjs';
import { run } from './lib/processes.mjs';

const url = process.env.TEST_DATABASE_URL || defaultTestDatabaseUrl;
try {
  await ensurePostgres(url);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}

console.log(`Server tests on PostgreSQL (${url.replace(/(\/\/[^:/@]+):[^@/]*@/, '$1:***@')})`);
const code = await run(
  bin('vitest'),
  ['run', '--project', 'server', '--project', 'server-isolated', ...process.argv.slice(2)],
  {
    cwd: repoRoot,
    env: { ...process.env, TEST_DATABASE_URL: url },
  },
);
process.exit(code);
