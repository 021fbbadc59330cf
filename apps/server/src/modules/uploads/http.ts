import multipart from '@fastify/multipart';
import { uploadLimits } from '@storyloom/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errors } from '../../http/errors';
import { uploadErrors } from './errors';
import type { UploadSource } from './service';

/**
 * Multipart bodies for upload calls, in the calling plugin's scope only: one file of at most
 * 10 MB plus a few short text fields.
 */
export async function acceptUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: {
      fileSize: uploadLimits.maxBytes,
      files: 1,
      fields: 24,
      parts: 25,
      fieldSize: 16 * 1024,
      headerPairs: 50,
    },
    throwFileSizeLimit: true,
  });
}

export interface UploadForm {
  fields: Record<string, unknown>;
  file: Buffer | null;
}

function isFileTooLarge(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * An upload call's body: multipart (text fields plus the file in any part) or a form/JSON body
 * naming an `UploadKey` from a direct upload.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? { ...body } : {}, file: null };
  }
  const fields: Record<string, unknown> = {};
  let file: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      try {
        file = await part.toBuffer();
      } catch (err) {
        throw isFileTooLarge(err) ? uploadErrors.imageTooLarge() : err;
      }
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

/** The fields through a zod schema; problems become BAD_INPUT naming each field. */
export function parseFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, unknown>,
): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    throw errors.badInput(
      parsed.error.issues.map((i) => ({ path: ['body', ...i.path].join('.'), message: i.message })),
    );
  }
  return parsed.data;
}

/** The picture of an upload call: the posted file, else the direct upload's key. */
export function uploadSource(form: UploadForm): UploadSource {
  if (form.file) return { file: form.file };
  const key = form.fields.UploadKey;
  if (typeof key === 'string' && key.trim() !== '') return { uploadKey: key.trim() };
  throw errors.badInput([{ path: 'body.file', message: 'Send a file or an UploadKey' }]);
}
