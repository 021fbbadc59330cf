import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/index';
import { pendingMigrations } from '../../db/migrate';

/** Liveness and readiness for process managers and load balancers (not under /api). */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Migrations only ever add: once this process has seen none of its own pending, none will be
  // again, so later checks only ping the database (issue 22: asking the migrator on every call
  // kept /readyz at 1% of Fastify's floor).
  let migrated = false;
  app.get('/readyz', async (_request, reply) => {
    // Draining (SIGTERM, decision 041): the load balancer must stop sending requests here.
    if (app.draining) return reply.status(503).send({ status: 'draining' });
    try {
      await pingDatabase(app.db);
      if (!migrated) {
        const pending = await pendingMigrations(app.db);
        if (pending.length > 0) {
          return reply.status(503).send({ status: 'migrating', pending });
        }
        migrated = true;
      }
      return { status: 'ready', database: app.dialect };
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: app.dialect });
    }
  });
}
