import { notificationFilters, notificationPageSizeMax } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { perWriter } from '../../http/limits';
import { requireUser } from '../../http/session';
import { defineRecurring, jobsFor, registerJobs } from '../../platform/jobs/index';
import { mailerFor, registerMail } from '../../platform/mail/index';
import { accountErasureSteps } from '../user/index';
import {
  eraseNotifications,
  loadNotifications,
  notificationCount,
  notificationEmailJob,
  notificationEmailSweepJob,
  sendNotificationEmail,
  sweepPendingEmails,
} from './service';

const listBody = z
  .object({
    Filter: z.enum(notificationFilters).default('all'),
    Page: z.coerce.number().int().min(1).max(10_000).default(1),
    PageSize: z.coerce.number().int().min(1).max(notificationPageSizeMax).optional(),
  })
  .default({ Filter: 'all', Page: 1 });

accountErasureSteps.push((trx, userId) => eraseNotifications(trx, userId));

/** SPEC §7 "Lists and notifications": the count (checked on each navigation) and the list. */
export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  registerMail(app);
  registerJobs(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  jobsFor(app).define({
    name: notificationEmailJob,
    maxAttempts: 6,
    // A send takes seconds; a run still going after a minute died with its server.
    timeoutSeconds: 60,
    handler: (payload) =>
      sendNotificationEmail(
        {
          db: app.db,
          clock: app.clock,
          jobs: jobsFor(app),
          config: app.config,
          mailer: mailerFor(app),
          log: app.log,
        },
        payload,
      ),
  });
  defineRecurring(
    app,
    {
      name: notificationEmailSweepJob,
      // Every minute: a notice whose job was never queued (its server died after the commit)
      // is emailed within about a minute and a half, not ten.
      everyMs: 60 * 1000,
      keyFor: (now) => `sweep:${Math.floor(now / (60 * 1000))}`,
    },
    {
      name: notificationEmailSweepJob,
      handler: async () => {
        await sweepPendingEmails({ db: app.db, clock: app.clock, jobs: jobsFor(app) });
      },
    },
  );

  r.post(
    '/api/Notification/GetNotificationCount',
    // Asked on every navigation (SPEC §2): counted per signed-in user, so a class behind one
    // school address does not run out together.
    { config: perWriter(240) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok({ NotificationCount: await notificationCount(app.db, user.id) });
    },
  );

  r.post(
    '/api/Notification/GetNotification',
    { schema: { body: listBody }, config: perWriter(120) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const body = request.body;
      return ok(
        await loadNotifications({ db: app.db, clock: app.clock, jobs: jobsFor(app) }, user.id, {
          filter: body.Filter,
          page: body.Page,
          pageSize: body.PageSize,
        }),
      );
    },
  );
}
