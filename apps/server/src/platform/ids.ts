import { randomBytes, randomFillSync } from 'node:crypto';

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

/**
 * Random bytes drawn from the CSPRNG 4 KiB at a time, each byte handed out once (as Node's own
 * `randomUUID` does with its entropy cache): a call into OpenSSL for 18 bytes cost more than the
 * HMAC beside it when every visitor's answer mints a CSRF token (issue 22, decision 082).
 */
const poolSize = 4096;
const pool = Buffer.allocUnsafe(poolSize);
let poolOffset = poolSize;

function pooledBase64url(bytes: number): string {
  if (bytes > poolSize) return randomBytes(bytes).toString('base64url');
  if (poolOffset + bytes > poolSize) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const text = pool.toString('base64url', poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return text;
}

/** Public, URL-safe, unguessable id (128 bits). */
export function newOpenId(): string {
  return pooledBase64url(16);
}

/** A random token of `bytes` bytes, URL-safe. */
export function newToken(bytes = 32): string {
  return pooledBase64url(bytes);
}
