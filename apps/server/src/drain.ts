import type { FastifyInstance } from 'fastify';
import { stopTakingJobs } from './platform/jobs/index';

/**
 * A graceful stop (SIGTERM, decision 041): readiness answers 503 at once so a load balancer
 * sends no new requests, the server takes no more jobs (a running one finishes), then after
 * `delayMs` (time for the balancer to notice) the app closes: it stops listening, answers the
 * requests in flight (new ones on open connections get 503) and then releases its resources.
 */
export async function drainAndClose(app: FastifyInstance, delayMs: number): Promise<void> {
  app.draining = true;
  await stopTakingJobs(app).catch((err: unknown) => {
    app.log.error({ err }, 'stopping the job queue failed');
  });
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await app.close();
}
