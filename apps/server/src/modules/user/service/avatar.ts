import { avatarFormats, type BuiltInAvatar } from '@storyloom/domain';
import sharp from 'sharp';
import { errors } from '../../../http/errors';
import { newToken } from '../../../platform/ids';
import { accountErrors } from '../account-errors';
import type { AccountContext } from '../context';
import { avatarSizes } from '../present';
import { findUserById, updateUser } from '../queries';

/** Uploaded avatars: at most 5 MB, PNG, JPEG or WebP by content, at most 40 megapixels. */
export const avatarMaxBytes = 5 * 1024 * 1024;
const maxPixels = 40_000_000;
const acceptedFormats = new Set<string>(avatarFormats);

/** File names of uploaded avatars: a random stem and one of the three sizes. */
export const avatarFilePattern = /^[A-Za-z0-9_-]{16,40}-(96|256|512)\.webp$/;

/**
 * Where an avatar file lives in the configured storage (local disk: DATA_DIR/uploads/avatars,
 * as before storage adapters; S3: the same key in the bucket).
 */
export function avatarKey(file: string): string {
  return `avatars/${file}`;
}

function uploadedFiles(avatar: string): string[] {
  if (!avatar.startsWith('upload:')) return [];
  const stem = avatar.slice('upload:'.length);
  return Object.values(avatarSizes).map((size) => `${stem}-${size}.webp`);
}

async function removeUpload(ctx: AccountContext, avatar: string): Promise<void> {
  const files = uploadedFiles(avatar);
  if (files.length === 0) return;
  await (await ctx.storage()).delete(files.map(avatarKey));
}

/** UpdateAvatar with a built-in avatar. */
export async function chooseBuiltInAvatar(
  ctx: AccountContext,
  userId: string,
  name: BuiltInAvatar,
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw errors.notLoggedIn();
  await updateUser(ctx.db, userId, { avatar: `builtin:${name}`, updated_at: ctx.clock.now() });
  await removeUpload(ctx, user.avatar);
}

/**
 * UpdateAvatar with an uploaded image: recognised by its content (never its name or declared
 * type), re-encoded by sharp into three square WebP sizes without metadata, kept in the
 * configured storage (local disk or S3, key `avatars/<file>`) and served from /media/avatars.
 */
export async function uploadAvatar(
  ctx: AccountContext,
  userId: string,
  image: Buffer,
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw errors.notLoggedIn();
  if (image.length === 0) throw accountErrors.avatarInvalid();
  if (image.length > avatarMaxBytes) throw accountErrors.avatarTooLarge(avatarMaxBytes);
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // Only the header is read here; the pixel limit is checked just below, with its own message.
    meta = await sharp(image, { limitInputPixels: false }).metadata();
  } catch {
    throw accountErrors.avatarInvalid();
  }
  if (!meta.format || !acceptedFormats.has(meta.format)) throw accountErrors.avatarInvalid();
  // The size answers a picture too big to decode, not the type (issue 14).
  if ((meta.width ?? 0) * (meta.height ?? 0) > maxPixels) {
    throw accountErrors.avatarTooManyPixels(maxPixels);
  }
  const stem = newToken(16);
  const files: { name: string; data: Buffer }[] = [];
  try {
    for (const size of Object.values(avatarSizes)) {
      const data = await sharp(image, { limitInputPixels: maxPixels, failOn: 'error' })
        .rotate()
        .resize(size, size, { fit: 'cover', position: 'attention' })
        .webp({ quality: 85 })
        .toBuffer();
      files.push({ name: `${stem}-${size}.webp`, data });
    }
  } catch {
    throw accountErrors.avatarInvalid();
  }
  const storage = await ctx.storage();
  await Promise.all(
    files.map((f) => storage.put(avatarKey(f.name), f.data, { contentType: 'image/webp' })),
  );
  await updateUser(ctx.db, userId, { avatar: `upload:${stem}`, updated_at: ctx.clock.now() });
  await removeUpload(ctx, user.avatar);
}

export { removeUpload as removeAvatarFiles };
