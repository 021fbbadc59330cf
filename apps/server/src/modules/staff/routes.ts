import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { perWriter } from '../../http/limits';
import { requireStaff } from '../../http/session';
import { countPendingArtworks } from '../artworks/index';
import { countQueue } from '../publishing/index';
import { countPendingBirthdayChanges } from '../user/index';
import staffHealthRoutes from './health-routes';
import staffOutboxRoutes from './outbox-routes';
import staffSafetyRoutes from './safety-routes';
import staffUserRoutes from './user-routes';

/** No fields: an empty form or JSON body (anything else is refused, never ignored). */
const workCountsBody = z.object({}).strict().nullish();

/**
 * What waits for staff (the account menu and the staff home show it): stories sent for review,
 * stories readers reported, artworks waiting for review, birthday changes waiting for staff
 * (decision 021). Moderators and admins only, with the
 * second factor, like the queues themselves.
 */
export default async function staffRoutes(app: FastifyInstance): Promise<void> {
  await staffUserRoutes(app);
  await staffOutboxRoutes(app);
  await staffSafetyRoutes(app);
  await staffHealthRoutes(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/Admin/WorkCounts',
    { schema: { body: workCountsBody }, config: perWriter(120) },
    async (request) => {
      await requireStaff(request, 'moderator');
      const [stories, reports, artworks, birthdays] = await Promise.all([
        countQueue(app.db, { kind: 'submission' }),
        countQueue(app.db, { kind: 'report' }),
        countPendingArtworks(app.db),
        countPendingBirthdayChanges(app.db),
      ]);
      return ok({
        Stories: stories,
        Reports: reports,
        Artworks: artworks,
        Birthdays: birthdays,
        Total: stories + reports + artworks + birthdays,
      });
    },
  );
}
