import { isArtistType } from '@storyloom/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { perWriter } from '../../http/limits';
import { requireActiveUser } from '../../http/session';
import { sniffImageFormat } from '../../platform/images/index';
import { defineRecurring, registerJobs } from '../../platform/jobs/index';
import { LocalDiskStorage, releaseStorage } from '../../platform/storage/index';
import { artistErrors } from '../artworks/index';
import { uploadErrors } from './errors';
import { acceptUploads, readUploadForm, uploadSource } from './http';
import { presentImage, presentUploadToken } from './present';
import {
  imageKeys,
  issueUploadToken,
  makeMediumVariant,
  storeImageFrom,
  uploadContext,
} from './service';
import { sweepIncoming, sweepJobName } from './sweep';

const hourMs = 60 * 60 * 1000;

/** Served files may never run as a page: no sniffing, no scripts, a sandbox of their own. */
const mediaHeaders = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
};

function notFoundFile(reply: FastifyReply) {
  return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
}

const mediaParams = z.object({
  stem: z.string().regex(/^[A-Za-z0-9_-]{16,40}$/),
  file: z.enum(['display.webp', 'medium.webp', 'thumb.webp']),
});

/**
 * SPEC §7 Uploads: the upload tokens (GetToken, GetUploadToken, GetUploadArtworkToken), the
 * local-disk target of those tokens, general images, and the stored pictures under /media/images.
 * Artwork uploads live in the artworks module, comic covers (ComicCover) in the comics module.
 */
export default async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onClose', async () => releaseStorage(app));
  // Direct uploads never ingested are removed a day after their grant (issue 14, decision 022).
  registerJobs(app);
  defineRecurring(
    app,
    {
      name: sweepJobName,
      everyMs: hourMs,
      keyFor: (now) => `incoming:${Math.floor(now / hourMs)}`,
    },
    {
      name: sweepJobName,
      handler: async () => void (await sweepIncoming(await uploadContext(app))),
    },
  );

  const token = (kind: 'general' | 'artwork') => async (request: FastifyRequest) => {
    const user = await requireActiveUser(request);
    if (kind === 'artwork' && !isArtistType(user.accountType)) throw artistErrors.artistOnly();
    const grant = await issueUploadToken(await uploadContext(app), user, kind);
    return ok(presentUploadToken(grant));
  };
  app.post('/api/Upload/GetToken', { config: perWriter(60) }, token('general'));
  app.post('/api/Upload/GetUploadToken', { config: perWriter(60) }, token('general'));
  app.post('/api/Upload/GetUploadArtworkToken', { config: perWriter(60) }, token('artwork'));

  await app.register(async (scope) => {
    await acceptUploads(scope);

    /**
     * The local-disk equivalent of S3's form POST: a token's Fields, then `key`, then the file.
     * The signed policy proves who may post, so no CSRF header is asked for (as with S3).
     */
    scope.post(
      '/api/Upload/Direct',
      {
        config: {
          csrfExempt:
            'the signed, expiring upload policy in the form proves who may post (as with S3)',
          // The uploader is signed in (the policy came from their session): per person, else
          // per address (decision 066).
          ...perWriter(60),
        },
      },
      async (request) => {
        const ctx = await uploadContext(app);
        if (!(ctx.storage instanceof LocalDiskStorage) || !request.isMultipart()) {
          throw uploadErrors.linkInvalid();
        }
        const fields: Record<string, string> = {};
        let stored: string | null = null;
        for await (const part of request.parts()) {
          if (part.type !== 'file') {
            fields[part.fieldname] = String(part.value);
            continue;
          }
          const check = ctx.storage.checkGrant(fields, ctx.clock.now());
          if (!check.ok || stored) throw uploadErrors.linkInvalid();
          let data: Buffer;
          try {
            data = await part.toBuffer();
          } catch (err) {
            if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
              throw uploadErrors.imageTooLarge();
            }
            throw err;
          }
          if (data.length > check.maxBytes) throw uploadErrors.imageTooLarge();
          // Only pictures are kept, judged by their first bytes (issue 14, Low).
          if (!sniffImageFormat(data)) throw uploadErrors.imageType();
          const key = fields.key as string;
          await ctx.storage.put(key, data, { contentType: 'application/octet-stream' });
          stored = key;
        }
        if (!stored) throw uploadErrors.uploadNotFound();
        return ok({ Key: stored });
      },
    );

    /** A general picture for a book (the ingest step after GetToken / GetUploadToken). */
    scope.post('/api/Upload/Image', { config: perWriter(30) }, async (request) => {
      const user = await requireActiveUser(request);
      const form = await readUploadForm(request);
      const image = await storeImageFrom(
        await uploadContext(app),
        user,
        'general',
        uploadSource(form),
      );
      return ok({ Image: presentImage(image) });
    });
  });

  app.get('/media/images/:stem/:file', async (request, reply) => {
    const parsed = mediaParams.safeParse(request.params);
    if (!parsed.success) return notFoundFile(reply);
    const { stem, file } = parsed.data;
    const keys = imageKeys(stem);
    const storage = (await uploadContext(app)).storage;
    const variant =
      file === 'display.webp' ? 'display' : file === 'medium.webp' ? 'medium' : 'thumb';
    const object = await storage.get(keys[variant]);
    if (!object) {
      // A picture stored before the medium size: made now from its display variant, once.
      const made = variant === 'medium' ? await makeMediumVariant(storage, stem) : null;
      if (!made) return notFoundFile(reply);
      return reply
        .headers(mediaHeaders)
        .type('image/webp')
        .header('content-length', String(made.length))
        .send(made);
    }
    return reply
      .headers(mediaHeaders)
      .type('image/webp')
      .header('content-length', String(object.size))
      .send(object.body);
  });
}
