import { lineText, matchRoute } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { perMinute, perWriter } from '../../http/limits';
import { optionalUser, requireStaff } from '../../http/session';
import { statisticsByDay, statisticsCsv } from './report';
import { recordPageView, recordShareVisit } from './service';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

const pageViewBody = z.object({
  // Cleaned like every stored text (bidi and control characters go; issue 14).
  path: lineText(2048).pipe(z.string().min(1).startsWith('/')),
  language: z.enum(['zh', 'en', 'es']).optional(),
  ads: flag,
  fbclid: flag,
});

const shareQuery = z.object({
  request_uri: lineText(2048).pipe(z.string().min(1)),
});

/** How many days back the console's statistics go (today included). */
const periodQuery = z
  .object({ Days: z.coerce.number().int().min(1).max(366).default(30) })
  .prefault({});

export default async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Route-change log (SPEC §2). The route name is resolved here from the SPEC route list. */
  r.post(
    '/api/Statistics/PageView',
    // Per person (their verified session, else the address): a school's readers behind one address
    // each have their own allowance, and the page views of one tab never use up another's.
    { schema: { body: pageViewBody }, config: perWriter(240) },
    async (request) => {
      const { path, language, ads, fbclid } = request.body;
      const pathname = path.split('?')[0] ?? path;
      await recordPageView(app.db, app.clock, {
        path,
        routeName: matchRoute(pathname)?.name ?? '404',
        language: language ?? null,
        userId: (await optionalUser(request))?.id ?? null,
        ads,
        fbclid,
      });
      return ok(null);
    },
  );

  /** SPEC §7: fire-and-forget, sent when a share parameter or fbclid is present. */
  r.get(
    '/api/Statistics/CarouselShare',
    { schema: { querystring: shareQuery }, config: perMinute(60) },
    async (request) => {
      await recordShareVisit(app.db, app.clock, request.query.request_uri);
      return ok(null);
    },
  );

  /** The console's statistics by day (issue 21): admins with the second factor. */
  r.post(
    '/api/Admin/Statistics',
    { schema: { body: periodQuery }, config: perWriter(60) },
    async (request) => {
      await requireStaff(request, 'admin');
      return ok(await statisticsByDay(app.db, app.clock.now(), request.body.Days));
    },
  );

  /** The same as a CSV file to download (a link: GET, read-only). */
  r.get(
    '/api/Admin/StatisticsCsv',
    { schema: { querystring: periodQuery }, config: perWriter(30) },
    async (request, reply) => {
      await requireStaff(request, 'admin');
      const report = await statisticsByDay(app.db, app.clock.now(), request.query.Days);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="storyloom-statistics-${report.From}-${report.To}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(statisticsCsv(report.Days));
    },
  );
}
