import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/index';
import { ok } from '../../http/envelope';
import { perWriter } from '../../http/limits';
import { requireStaff } from '../../http/session';
import { serverRoot } from '../../paths';
import { outboxDirectory } from '../../platform/mail/index';
import { storageFor } from '../../platform/storage/index';

const emptyBody = z.object({}).strict().nullish();
const startedAt = Date.now();

async function version(): Promise<string> {
  try {
    const file = join(serverRoot, 'package.json');
    return (JSON.parse(await readFile(file, 'utf8')) as { version?: string }).version ?? '';
  } catch {
    return '';
  }
}

async function databaseBytes(db: DB, dialect: string): Promise<number | null> {
  try {
    if (dialect === 'postgres') {
      const r = await sql<{
        n: string;
      }>`select pg_database_size(current_database()) as n`.execute(db);
      return Number(r.rows[0]?.n ?? 0);
    }
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    const size = await sql<{ page_size: number }>`pragma page_size`.execute(db);
    return Number(pages.rows[0]?.page_count ?? 0) * Number(size.rows[0]?.page_size ?? 0);
  } catch {
    return null;
  }
}

/** The embedded queue's jobs by state; pg-boss keeps its own schema, not counted here. */
async function jobCounts(db: DB, dialect: string) {
  if (dialect === 'postgres')
    return { Queue: 'pg-boss', Queued: null, Running: null, Failed: null };
  const rows = await db
    .selectFrom('jobs')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('state')
    .execute();
  const of = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
  return { Queue: 'embedded', Queued: of('queued'), Running: of('running'), Failed: of('failed') };
}

/**
 * The console's health (issue 21): version, database and its size, the job queue, storage
 * (a small object written, read back and deleted) and the mail outbox. The ledger invariants
 * are their own call (GET /api/Admin/LedgerHealth). Admins only, second factor.
 */
export default async function staffHealthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/Admin/Health',
    { schema: { body: emptyBody }, config: perWriter(30) },
    async (req) => {
      await requireStaff(req, 'admin');
      const storage = await storageFor(app);
      let storageOk = false;
      try {
        const key = `health/probe-${process.pid}`;
        await storage.put(key, Buffer.from('ok'), { contentType: 'text/plain' });
        storageOk = (await storage.read(key, 16))?.toString() === 'ok';
        await storage.delete([key]);
      } catch (err) {
        req.log.warn({ err }, 'storage health probe failed');
      }
      const directory = outboxDirectory(app.config);
      let outboxFiles: number | null = null;
      if (directory) {
        outboxFiles = (await readdir(directory).catch(() => [])).filter((f) =>
          f.endsWith('.eml'),
        ).length;
      }
      return ok({
        Version: await version(),
        Node: process.version,
        UptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        Database: { Dialect: app.dialect, SizeBytes: await databaseBytes(app.db, app.dialect) },
        Jobs: await jobCounts(app.db, app.dialect),
        Storage: { Kind: storage.kind, Ok: storageOk },
        Mail: { Mode: directory ? 'outbox' : 'smtp', OutboxFiles: outboxFiles },
      });
    },
  );
}
