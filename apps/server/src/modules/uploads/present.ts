import type { UploadGrant } from '../../platform/storage/index';
import type { ImageRow } from './queries';

/** Where a stored variant is served (routes.ts). */
export function imageUrl(stem: string, variant: 'display' | 'medium' | 'thumb'): string {
  return `/media/images/${stem}/${variant}.webp`;
}

export interface ImageView {
  ImageId: string;
  Url: string;
  ThumbUrl: string;
  Width: number;
  Height: number;
  HasAlpha: boolean;
}

export function presentImage(
  row: Pick<ImageRow, 'open_id' | 'stem' | 'width' | 'height' | 'has_alpha'>,
): ImageView {
  return {
    ImageId: row.open_id,
    Url: imageUrl(row.stem, 'display'),
    ThumbUrl: imageUrl(row.stem, 'thumb'),
    Width: row.width,
    Height: row.height,
    HasAlpha: row.has_alpha === 1,
  };
}

/**
 * SPEC §3 upload token: Credentials, S3Region, S3Bucket, S3Prefix. Credentials is a presigned
 * HTML-form POST (S3) or this server's signed equivalent (local disk): post `Fields`, then
 * `key` (starting with S3Prefix), then the file, to `Url`.
 */
export function presentUploadToken(grant: UploadGrant) {
  return {
    Credentials: {
      Method: grant.method,
      Url: grant.url,
      Fields: grant.fields,
      MaxBytes: grant.maxBytes,
      ExpiresAt: new Date(grant.expiresAt).toISOString(),
    },
    S3Region: grant.region,
    S3Bucket: grant.bucket,
    S3Prefix: grant.prefix,
  };
}
