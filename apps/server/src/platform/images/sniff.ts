import type { ImageFormat } from '@storyloom/domain';

function startsWith(data: Buffer, bytes: readonly number[], offset = 0): boolean {
  if (data.length < offset + bytes.length) return false;
  return bytes.every((b, i) => data[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image format by its first bytes (magic numbers), never by name or declared type:
 * PNG, JPEG, GIF (87a/89a) and WebP (RIFF....WEBP). Anything else, SVG included, is null.
 */
export function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  return null;
}
