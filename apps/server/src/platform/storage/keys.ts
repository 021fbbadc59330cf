/**
 * Storage keys: 1-300 characters of letters, digits, `.`, `_`, `-` and `/`; no empty, `.` or
 * `..` segment and no leading `/`. The same rule on disk and in S3, so a key can never leave the
 * storage root.
 */
const keyPattern = /^[A-Za-z0-9._\-/]{1,300}$/;

export function isSafeKey(key: string): boolean {
  if (!keyPattern.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

/** A prefix is a safe key followed by `/`. */
export function isSafePrefix(prefix: string): boolean {
  return prefix.endsWith('/') && isSafeKey(prefix.slice(0, -1));
}

const typesByExtension: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  json: 'application/json',
};

/** The content type a key's extension implies (local disk keeps no metadata). */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return typesByExtension[ext] ?? 'application/octet-stream';
}
