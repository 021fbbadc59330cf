import { uploadLimits } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DB } from '../../db/index';
import type { ImagePurpose } from '../../db/tables/artworks';
import type { Clock } from '../../platform/clock';
import { newId, newOpenId, newToken } from '../../platform/ids';
import {
  mediumFromDisplay,
  type ProcessedImage,
  processUpload,
  type VariantName,
} from '../../platform/images/index';
import {
  isSafeKey,
  type ObjectStorage,
  storageFor,
  type UploadGrant,
} from '../../platform/storage/index';
import { imageError, uploadErrors } from './errors';
import { findImageById, type ImageRow, insertImage, markImageDeleted } from './queries';
import { datedSegment } from './sweep';

/** What the upload services need from the application, without any HTTP type. */
export interface UploadContext {
  db: DB;
  clock: Clock;
  config: Config;
  storage: ObjectStorage;
}

export async function uploadContext(app: FastifyInstance): Promise<UploadContext> {
  return { db: app.db, clock: app.clock, config: app.config, storage: await storageFor(app) };
}

/** Who uploads: the internal id owns the image, the public id names the upload prefix. */
export interface Uploader {
  id: string;
  openId: string;
}

/** General uploads (book images, covers) and artwork uploads get separate prefixes and tokens. */
export type UploadKind = 'general' | 'artwork';

function incomingRoot(uploader: Uploader): string {
  return `incoming/${uploader.openId}/`;
}

/**
 * SPEC §3 upload token: a short-lived grant to post one file under a fresh prefix that belongs
 * to this user (`incoming/<user>/<kind>/<issued>-<random>/`), at most 10 MB. Files never
 * ingested are swept after a day (sweep.ts).
 */
export async function issueUploadToken(
  ctx: UploadContext,
  uploader: Uploader,
  kind: UploadKind,
): Promise<UploadGrant> {
  const now = ctx.clock.now();
  return ctx.storage.uploadGrant({
    prefix: `${incomingRoot(uploader)}${kind}/${datedSegment(now, newToken(12))}/`,
    maxBytes: uploadLimits.maxBytes,
    now,
    expiresInSeconds: uploadLimits.tokenSeconds,
  });
}

/** Storage keys of an image's variants. */
export function imageKeys(stem: string): Record<VariantName, string> {
  return {
    display: `images/${stem}/display.webp`,
    medium: `images/${stem}/medium.webp`,
    thumb: `images/${stem}/thumb.webp`,
  };
}

/**
 * Makes and stores an image's medium variant from its display variant, for pictures stored
 * before the medium size existed (decision 066: made the first time it is asked for, no backfill
 * job; a picture nobody looks at never needs one). Null when the picture is not stored at all.
 */
export async function makeMediumVariant(
  storage: UploadContext['storage'],
  stem: string,
): Promise<Buffer | null> {
  const keys = imageKeys(stem);
  const display = await storage.read(keys.display, uploadLimits.maxBytes * 4);
  if (!display || display === 'tooLarge') return null;
  const medium = await mediumFromDisplay(display);
  await storage.put(keys.medium, medium.data, { contentType: 'image/webp' });
  return medium.data;
}

/**
 * Stores processed variants and records the image. Storage is written first, outside any
 * transaction; if the row cannot be written, the files are removed again.
 */
export async function storeProcessedImage(
  ctx: UploadContext,
  ownerId: string,
  purpose: ImagePurpose,
  processed: ProcessedImage,
): Promise<ImageRow> {
  const stem = newToken(16);
  const keys = imageKeys(stem);
  await Promise.all(
    processed.variants.map((v) =>
      ctx.storage.put(keys[v.name], v.data, { contentType: v.contentType }),
    ),
  );
  const now = ctx.clock.now();
  const id = newId(now);
  try {
    await insertImage(ctx.db, {
      id,
      open_id: newOpenId(),
      owner_id: ownerId,
      purpose,
      stem,
      width: processed.width,
      height: processed.height,
      has_alpha: processed.hasAlpha ? 1 : 0,
      bytes: processed.variants.reduce((sum, v) => sum + v.data.length, 0),
      created_at: now,
      deleted_at: null,
    });
  } catch (err) {
    await ctx.storage.delete(Object.values(keys));
    throw err;
  }
  const row = await findImageById(ctx.db, id);
  if (!row) throw new Error('image not found after insert');
  return row;
}

/** An uploaded picture (bytes in hand) through the pipeline into storage. */
export async function storeUploadedImage(
  ctx: UploadContext,
  ownerId: string,
  purpose: ImagePurpose,
  data: Buffer,
): Promise<ImageRow> {
  let processed: ProcessedImage;
  try {
    processed = await processUpload(data);
  } catch (err) {
    throw imageError(err);
  }
  return storeProcessedImage(ctx, ownerId, purpose, processed);
}

/**
 * A file the user posted straight to storage with an upload token: the key must lie under the
 * user's own incoming prefix. The raw file is removed once it has been read, whatever the
 * pipeline decides.
 */
export async function takeDirectUpload(
  ctx: UploadContext,
  uploader: Uploader,
  uploadKey: string,
): Promise<Buffer> {
  if (!isSafeKey(uploadKey) || !uploadKey.startsWith(incomingRoot(uploader))) {
    throw uploadErrors.linkInvalid();
  }
  const data = await ctx.storage.read(uploadKey, uploadLimits.maxBytes);
  if (data === null) throw uploadErrors.uploadNotFound();
  await ctx.storage.delete([uploadKey]);
  if (data === 'tooLarge') throw uploadErrors.imageTooLarge();
  return data;
}

/** What an upload call received: the file itself (multipart) or the key of a direct upload. */
export type UploadSource = { file: Buffer } | { uploadKey: string };

export async function storeImageFrom(
  ctx: UploadContext,
  uploader: Uploader,
  purpose: ImagePurpose,
  source: UploadSource,
): Promise<ImageRow> {
  const data =
    'file' in source ? source.file : await takeDirectUpload(ctx, uploader, source.uploadKey);
  return storeUploadedImage(ctx, uploader.id, purpose, data);
}

/** Marks an image deleted and removes its files (after the row change, never inside it). */
export async function deleteImage(ctx: UploadContext, imageId: string): Promise<void> {
  const row = await findImageById(ctx.db, imageId);
  if (!row || row.deleted_at !== null) return;
  await markImageDeleted(ctx.db, imageId, ctx.clock.now());
  await ctx.storage.delete(Object.values(imageKeys(row.stem)));
}
