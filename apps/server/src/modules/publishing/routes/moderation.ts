import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { perWriter } from '../../../http/limits';
import { requireStaff } from '../../../http/session';
import { publishingContext } from '../context';
import {
  approveBody,
  entryBody,
  featureBody,
  queueBody,
  resolveReportBody,
  returnBody,
} from '../schemas';
import { approve, feature, resolveReport, returnStory } from '../service/decide';
import { claim, getEntry, moderationQueue, release } from '../service/queue';

/** The moderators' calls (staff: moderator or admin, with the second factor). */
export function moderationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = publishingContext(app);
  const limit = perWriter(240);

  r.post('/api/Moderation/Queue', { schema: { body: queueBody }, config: limit }, async (req) =>
    ok(await moderationQueue(ctx, await requireStaff(req, 'moderator'), req.body)),
  );
  r.post('/api/Moderation/Claim', { schema: { body: entryBody }, config: limit }, async (req) =>
    ok(await claim(ctx, await requireStaff(req, 'moderator'), req.body.EntryId)),
  );
  r.post('/api/Moderation/Release', { schema: { body: entryBody }, config: limit }, async (req) =>
    ok(await release(ctx, await requireStaff(req, 'moderator'), req.body.EntryId)),
  );
  r.post('/api/Moderation/Get', { schema: { body: entryBody }, config: limit }, async (req) =>
    ok(await getEntry(ctx, await requireStaff(req, 'moderator'), req.body.EntryId)),
  );
  r.post('/api/Moderation/Approve', { schema: { body: approveBody }, config: limit }, async (req) =>
    ok(await approve(ctx, await requireStaff(req, 'moderator'), req.body)),
  );
  r.post('/api/Moderation/Return', { schema: { body: returnBody }, config: limit }, async (req) =>
    ok(await returnStory(ctx, await requireStaff(req, 'moderator'), req.body)),
  );
  r.post('/api/Moderation/Feature', { schema: { body: featureBody }, config: limit }, async (req) =>
    ok(await feature(ctx, await requireStaff(req, 'moderator'), req.body, true)),
  );
  r.post(
    '/api/Moderation/Unfeature',
    { schema: { body: featureBody }, config: limit },
    async (req) => ok(await feature(ctx, await requireStaff(req, 'moderator'), req.body, false)),
  );
  r.post(
    '/api/Moderation/ResolveReport',
    { schema: { body: resolveReportBody }, config: limit },
    async (req) => ok(await resolveReport(ctx, await requireStaff(req, 'moderator'), req.body)),
  );
}
