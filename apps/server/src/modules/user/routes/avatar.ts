import { isBuiltInAvatar } from '@storyloom/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../http/envelope';
import { errors } from '../../../http/errors';
import { perWriter } from '../../../http/limits';
import { requireUser } from '../../../http/session';
import { storageFor } from '../../../platform/storage/index';
import { accountErrors } from '../account-errors';
import { builtInAvatarSvg } from '../builtin-avatars';
import { accountContext } from '../context';
import { builtInAvatarBody } from '../schemas';
import {
  avatarFilePattern,
  avatarKey,
  avatarMaxBytes,
  chooseBuiltInAvatar,
  uploadAvatar,
} from '../service/avatar';
import { userInfo } from '../service/profile';

function notFoundImage(reply: FastifyReply) {
  return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
}

/**
 * /account-avatar: UpdateAvatar takes a built-in avatar (form field Avatar) or an uploaded
 * image (multipart field `file`). Avatars are served from /media/avatars.
 */
export function avatarRoutes(app: FastifyInstance): void {
  app.post('/api/User/UpdateAvatar', { config: perWriter(20) }, async (request, reply) => {
    const user = await requireUser(request, reply);
    const ctx = accountContext(app, request.log);
    if (request.isMultipart()) {
      const file = await request.file();
      if (!file) throw errors.badInput([{ path: 'file', message: 'Required' }]);
      let image: Buffer;
      try {
        image = await file.toBuffer();
      } catch (err) {
        // Over the multipart limit: the size message, never the type one (issue 14).
        if ((err as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw accountErrors.avatarTooLarge(avatarMaxBytes);
        }
        throw err;
      }
      await uploadAvatar(ctx, user.id, image);
    } else {
      const parsed = builtInAvatarBody.safeParse(request.body ?? {});
      if (!parsed.success) {
        throw errors.badInput(
          parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        );
      }
      await chooseBuiltInAvatar(ctx, user.id, parsed.data.Avatar);
    }
    return ok({ info: await userInfo(app.db, app.clock, user.id) });
  });

  app.get('/media/avatars/builtin/:file', async (request, reply) => {
    const parsed = z.object({ file: z.string().max(40) }).safeParse(request.params);
    const file = parsed.success ? parsed.data.file : '';
    const name = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (!isBuiltInAvatar(name)) return notFoundImage(reply);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(builtInAvatarSvg(name));
  });

  /** Uploaded avatars: random names, re-encoded WebP, cached as immutable. */
  app.get('/media/avatars/:file', async (request, reply) => {
    const parsed = z.object({ file: z.string().max(80) }).safeParse(request.params);
    if (!parsed.success || !avatarFilePattern.test(parsed.data.file)) return notFoundImage(reply);
    const object = await (await storageFor(app)).get(avatarKey(parsed.data.file));
    if (!object) return notFoundImage(reply);
    return reply
      .type('image/webp')
      .header('content-length', String(object.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });

  // Other media paths answer plainly, never with the web app.
  app.get('/media/*', async (_request, reply) => notFoundImage(reply));
}
