import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { perMinute, perWriter } from '../../http/limits';
import { requireStaff } from '../../http/session';
import {
  blogAdminListBody,
  blogCreateBody,
  blogGetBody,
  blogListBody,
  blogPostIdBody,
  blogUpdateBody,
} from './schemas';
import {
  adminGet,
  adminList,
  type BlogContext,
  createPost,
  editPost,
  getPublished,
  listPublished,
  removePost,
  setPublished,
} from './service';

/** /blog and /blogentry, and the admin's editor; calls listed in docs/api.md, "Blog". */
export default async function blogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: BlogContext = { db: app.db, clock: app.clock };
  const read = { config: perMinute(240) };
  // The staff's calls count per signed-in person (decision 066); the public reads per address.
  const staffRead = { config: perWriter(240) };
  const write = { config: perWriter(120) };

  r.post('/api/Blog/List', { schema: { body: blogListBody }, ...read }, async (req) =>
    ok(await listPublished(ctx, req.body, requestLanguage(req))),
  );
  r.post('/api/Blog/Get', { schema: { body: blogGetBody }, ...read }, async (req) =>
    ok(await getPublished(ctx, req.body)),
  );

  // The admin's editor (staff with the admin role and the second factor).
  r.post(
    '/api/BlogAdmin/List',
    { schema: { body: blogAdminListBody }, ...staffRead },
    async (req) => {
      await requireStaff(req, 'admin');
      return ok(await adminList(ctx, req.body));
    },
  );
  r.post('/api/BlogAdmin/Get', { schema: { body: blogPostIdBody }, ...staffRead }, async (req) => {
    await requireStaff(req, 'admin');
    return ok(await adminGet(ctx, req.body.PostId));
  });
  r.post('/api/BlogAdmin/Create', { schema: { body: blogCreateBody }, ...write }, async (req) => {
    const staff = await requireStaff(req, 'admin');
    return ok(await createPost(ctx, staff.id, req.body));
  });
  r.post('/api/BlogAdmin/Update', { schema: { body: blogUpdateBody }, ...write }, async (req) => {
    await requireStaff(req, 'admin');
    return ok(await editPost(ctx, req.body));
  });
  r.post('/api/BlogAdmin/Publish', { schema: { body: blogPostIdBody }, ...write }, async (req) => {
    await requireStaff(req, 'admin');
    return ok(await setPublished(ctx, req.body.PostId, true));
  });
  r.post(
    '/api/BlogAdmin/Unpublish',
    { schema: { body: blogPostIdBody }, ...write },
    async (req) => {
      await requireStaff(req, 'admin');
      return ok(await setPublished(ctx, req.body.PostId, false));
    },
  );
  r.post('/api/BlogAdmin/Delete', { schema: { body: blogPostIdBody }, ...write }, async (req) => {
    await requireStaff(req, 'admin');
    return ok(await removePost(ctx, req.body.PostId));
  });
}
