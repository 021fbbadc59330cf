/**
 * Order pipeline figures (issue 17, decisions 026 and 037): time to create an order and its
 * checkout session (POST /api/User/Pay + /api/Pay/MakePaySession, sandbox provider), to apply a
 * signed paid event (the webhook: verify, store the event, move the order, grant the plan, in one
 * transaction) and to answer a duplicate delivery. In this process, through Fastify's inject (no
 * network), on a fresh SQLite database.
 * Run: `node --import tsx bench/payments.ts` (one run; not part of CI). BENCH_ORDERS (100).
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/index';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { TestClock } from '../apps/server/src/platform/clock';
import type { TestApp } from '../apps/server/test/helpers/app';
import { TestClient } from '../apps/server/test/helpers/client';
import { accountEnv } from '../apps/server/test/helpers/factories';
import { deliver, parent, signedEvent } from '../apps/server/test/payments/helpers';

const orders = Number(process.env.BENCH_ORDERS ?? 100);
const perBuyer = 20; // under the per-account limits of Pay and MakePaySession (30 a minute)

function summary(name: string, ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const total = ms.reduce((a, b) => a + b, 0);
  return {
    name,
    n: ms.length,
    p50: at(0.5).toFixed(1),
    p95: at(0.95).toFixed(1),
    max: at(1).toFixed(1),
    perSecond: ((ms.length / total) * 1000).toFixed(0),
  };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
console.log(`load average before: ${load()}`);
const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-bench-pay-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED: 'none',
  WEB_DIST: join(dataDir, 'no-web'),
  ...accountEnv,
});
const handle = openDatabase({ kind: 'sqlite', file: join(dataDir, 'bench.db') });
await migrateToLatest(handle.db);
const clock = new TestClock();
const app = await buildApp(config, { database: handle, clock, logger: false });
await app.ready();
const t: TestApp = {
  app,
  clock,
  config,
  client: () => new TestClient(app),
  async close() {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  },
};
const create: number[] = [];
const paid: number[] = [];
const duplicate: number[] = [];
const events: { raw: string; signature: string }[] = [];
try {
  for (let i = 0; i < orders; i += perBuyer) {
    const { client } = await parent(t);
    for (let j = i; j < Math.min(orders, i + perBuyer); j++) {
      const start = performance.now();
      const pay = await client.post<string>('/api/User/Pay', {
        PayItem: 'FAMILY_PLAN',
        Ammount: '3',
        PayChannel: 0,
      });
      const session = await client.post<{ id: string }>('/api/Pay/MakePaySession', {
        id: pay.body.result,
      });
      create.push(performance.now() - start);
      if (session.body.code !== 0) throw new Error(JSON.stringify(session.body));
      events.push(signedEvent(t, session.body.result.id, 'paid'));
    }
  }
  for (const [list, expected] of [
    [paid, 'moved'],
    [duplicate, 'duplicate'],
  ] as const) {
    for (const e of events) {
      const start = performance.now();
      const res = await deliver(t, e.raw, e.signature);
      list.push(performance.now() - start);
      const outcome = JSON.parse(res.body).result?.outcome;
      // One buyer's later orders extend the same family plan: still moved, one grant each.
      if (outcome !== expected) throw new Error(`${expected}: ${res.body}`);
    }
  }
} finally {
  await t.close();
}
console.table([
  summary('create order + checkout session', create),
  summary('webhook: paid (fulfils)', paid),
  summary('webhook: duplicate delivery', duplicate),
]);
console.log(`load average after: ${load()}`);
