import { type ImageFormat, uploadLimits } from '@storyloom/domain';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { sniffImageFormat } from './sniff';

export { sniffImageFormat } from './sniff';

export type ImageRejection = 'empty' | 'type' | 'tooLarge' | 'tooManyPixels' | 'unreadable';

/** Why an image was refused; the uploads module turns it into an envelope error. */
export class ImageRejected extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`image rejected: ${reason}`);
    this.name = 'ImageRejected';
  }
}

export type VariantName = 'display' | 'medium' | 'thumb';

/**
 * Every stored picture is WebP in three sizes: display (long edge ≤ 2048), medium (≤ 1024, the
 * one a phone's srcset picks; decision 066) and thumb (≤ 512).
 */
export const variantSizes: Record<VariantName, number> = {
  display: 2048,
  medium: 1024,
  thumb: 512,
};

/** A smaller WebP of a picture: its long edge at most `size`, never enlarged. */
async function smaller(
  input: () => Sharp,
  size: number,
  quality: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const out = await input()
    .resize(size, size, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality, alphaQuality: 90, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  return { data: out.data, width: out.info.width, height: out.info.height };
}

/**
 * The medium variant made from a stored display WebP: how pictures stored before the medium
 * size existed (uploads and the seed alike) get theirs, the first time it is asked for.
 */
export async function mediumFromDisplay(
  display: Buffer,
): Promise<{ data: Buffer; width: number; height: number }> {
  return smaller(() => sharp(display, { limitInputPixels: false }), variantSizes.medium, 84);
}

export interface ImageVariant {
  name: VariantName;
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

export interface ProcessedImage {
  /** The display variant's size (the picture as the product shows it). */
  width: number;
  height: number;
  hasAlpha: boolean;
  variants: ImageVariant[];
}

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

const defaultLimits: ImageLimits = {
  maxBytes: uploadLimits.maxBytes,
  maxPixels: uploadLimits.maxPixels,
};

// libvips: at most two pictures at once per process, so uploads cannot starve the server.
sharp.concurrency(2);

/**
 * Variants from decoded pixels (the display size already applied): the display WebP as given
 * and the medium and thumbnail sizes made from it. The seed art generator calls this directly with the pixels it
 * rendered; uploads reach it through `processUpload`.
 */
export async function variantsFromPixels(
  pixels: Buffer,
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
): Promise<ProcessedImage> {
  const hasAlpha = raw.channels === 2 || raw.channels === 4;
  const input = () => sharp(pixels, { raw });
  const display = await input().webp({ quality: 86, alphaQuality: 90, effort: 2 }).toBuffer();
  const medium = await smaller(input, variantSizes.medium, 84);
  const thumb = await input()
    .resize(variantSizes.thumb, variantSizes.thumb, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  return {
    width: raw.width,
    height: raw.height,
    hasAlpha,
    variants: [
      {
        name: 'display',
        data: display,
        width: raw.width,
        height: raw.height,
        contentType: 'image/webp',
      },
      { name: 'medium', ...medium, contentType: 'image/webp' },
      {
        name: 'thumb',
        data: thumb.data,
        width: thumb.info.width,
        height: thumb.info.height,
        contentType: 'image/webp',
      },
    ],
  };
}

/** Reads only the header: format, size and frame count, without decoding any pixel. */
async function header(data: Buffer) {
  try {
    return await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('unreadable');
  }
}

/**
 * An uploaded picture, checked and re-encoded:
 * 1. size: not empty, at most 10 MB;
 * 2. format by magic bytes: PNG, JPEG, WebP or GIF (SVG and everything else refused);
 * 3. pixels from the header, before any decoding: at most 40 megapixels, so a small file
 *    claiming huge dimensions (a decompression bomb) never reaches the decoder;
 * 4. decoded once (first frame of an animation) with the same pixel limit, turned upright by
 *    its EXIF orientation, resized to the display size and re-encoded as WebP, which drops
 *    EXIF, GPS, XMP and ICC metadata.
 */
export async function processUpload(
  data: Buffer,
  limits: ImageLimits = defaultLimits,
): Promise<ProcessedImage & { sourceFormat: ImageFormat }> {
  if (data.length === 0) throw new ImageRejected('empty');
  if (data.length > limits.maxBytes) throw new ImageRejected('tooLarge');
  const sourceFormat = sniffImageFormat(data);
  if (!sourceFormat) throw new ImageRejected('type');
  const meta = await header(data);
  if (meta.format !== sourceFormat) throw new ImageRejected('unreadable');
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width <= 0 || height <= 0) throw new ImageRejected('unreadable');
  if (width * height > limits.maxPixels) throw new ImageRejected('tooManyPixels');
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(data, { limitInputPixels: limits.maxPixels, failOn: 'error', pages: 1 })
      .rotate()
      .resize(variantSizes.display, variantSizes.display, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRejected('unreadable');
  }
  const { info } = decoded;
  const processed = await variantsFromPixels(decoded.data, {
    width: info.width,
    height: info.height,
    channels: info.channels,
  });
  return { ...processed, sourceFormat };
}
