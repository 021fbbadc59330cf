import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { limitedPerMinute } from '../../http/limits';
import { MovableClock } from '../../platform/test-clock';

const clockBody = z.object({ Time: z.iso.datetime() });

/**
 * Test-only calls for e2e journeys (decision record "test clock"): registered only when the
 * server runs with NODE_ENV=test and TEST_CLOCK=1 and its clock is movable. Never in production.
 */
export default async function testHookRoutes(app: FastifyInstance): Promise<void> {
  const clock = app.clock;
  if (!app.config.testClock || !(clock instanceof MovableClock)) return;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The server clock's time (journeys make TOTP codes for the server's time). */
  r.get('/api/Test/Clock', limitedPerMinute(600), async () =>
    ok({ Now: new Date(clock.now()).toISOString() }),
  );

  /** Moves the server clock to `Time` (ISO 8601); it keeps ticking from there. */
  r.post(
    '/api/Test/Clock',
    { schema: { body: clockBody }, ...limitedPerMinute(600) },
    async (request) => {
      clock.set(Date.parse(request.body.Time));
      return ok({ Now: new Date(clock.now()).toISOString() });
    },
  );
}
