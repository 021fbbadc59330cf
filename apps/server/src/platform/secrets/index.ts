import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { resolveSessionSecret } from '../../config';

/**
 * Secrets kept at rest (today: TOTP secrets), sealed with AES-256-GCM under a key derived
 * (HKDF-SHA256) from the application's session secret (SESSION_SECRET, or the one generated
 * under DATA_DIR). A sealed value is `v1.` + base64url(12-byte IV | 16-byte tag | ciphertext);
 * the additional data (the owning row's id) ties it to its row, so a value copied into another
 * row does not open. Changing the session secret makes sealed values unreadable (TOTP must then
 * be set up again).
 */
export type AtRestKey = Buffer & { readonly __atRestKey: unique symbol };

const version = 'v1.';
const ivBytes = 12;
const tagBytes = 16;

/** The key for one purpose, derived from the application's secret. */
export function deriveAtRestKey(secret: string, purpose: string): AtRestKey {
  const bytes = hkdfSync('sha256', secret, 'storyloom at-rest v1', purpose, 32);
  return Buffer.from(bytes) as AtRestKey;
}

const totpKeys = new WeakMap<Config, AtRestKey>();

/** The TOTP-secret key of an application (one derivation per config). */
export function totpSecretKey(config: Config): AtRestKey {
  let key = totpKeys.get(config);
  if (!key) {
    key = deriveAtRestKey(resolveSessionSecret(config), 'totp-secret');
    totpKeys.set(config, key);
  }
  return key;
}

export function isSealed(value: string): boolean {
  return value.startsWith(version);
}

export function seal(key: AtRestKey, plaintext: string, boundTo: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return version + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export class SealedValueError extends Error {}

/** The plaintext of a sealed value; throws SealedValueError when it was altered or is not one. */
export function unseal(key: AtRestKey, sealed: string, boundTo: string): string {
  if (!isSealed(sealed)) throw new SealedValueError('not a sealed value');
  const raw = Buffer.from(sealed.slice(version.length), 'base64url');
  if (raw.length < ivBytes + tagBytes) throw new SealedValueError('sealed value too short');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, ivBytes));
    decipher.setAAD(Buffer.from(boundTo, 'utf8'));
    decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
    const body = raw.subarray(ivBytes + tagBytes);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedValueError('sealed value does not open with this key');
  }
}

/**
 * The session secret for data migrations that seal existing rows: migrateToLatest sets it for
 * the length of a run (Kysely migrations receive only the database).
 */
let migrationSecret: string | undefined;

export function setMigrationSecret(secret: string | undefined): void {
  migrationSecret = secret;
}

export function currentMigrationSecret(): string | undefined {
  return migrationSecret;
}
