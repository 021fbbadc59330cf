/** Reading and writing the few readable cookies the web app uses (sl_csrf, sl_lang, sl_class). */

function cookieJar(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** A cookie's value; null when it is missing or empty. */
export function readCookie(name: string): string | null {
  for (const part of cookieJar().split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    if (!value) return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** Sets a site-wide cookie; `maxAgeSeconds` defaults to one year. */
export function writeCookie(name: string, value: string, maxAgeSeconds = 365 * 24 * 3600): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie store API is not in every browser.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie store API is not in every browser.
  document.cookie = `${name}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax`;
}
