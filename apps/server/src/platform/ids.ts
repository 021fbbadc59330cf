import { randomBytes } from 'node:crypto';

/**
 * Internal ids: time-ordered UUIDv7 text made by the application (guides/data-layer.md).
 * Internal ids never appear in URLs; those carry `newOpenId()` values and slugs.
 */
export function newId(nowMs: number = Date.now()): string {
  const bytes = randomBytes(16);
  const ts = BigInt(nowMs);
  for (let i = 0; i < 6; i++) bytes[i] = Number((ts >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Public, URL-safe, unguessable id (128 bits). */
export function newOpenId(): string {
  return randomBytes(16).toString('base64url');
}

/** A random token of `bytes` bytes, URL-safe. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
