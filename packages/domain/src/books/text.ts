import { z } from 'zod';

/**
 * Text as it is stored: NFC, without control characters (PostgreSQL text cannot hold NUL),
 * without bidirectional formatting characters and without lone surrogates. Multi-line text keeps
 * new lines and tabs.
 *
 * Bidi controls (embeddings and overrides U+202A-202E, isolates U+2066-2069, the marks U+200E/F
 * and U+061C) are removed everywhere: a right-to-left override makes `txt.exe` read as `exe.txt`
 * and reorders a title or a name against what a moderator reviewed; right-to-left writing needs
 * none of them (the browser's bidi algorithm orders Arabic and Hebrew by itself).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
export const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const lineBreaks = /[\t\n\r\u2028\u2029]+/g;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanText(value: string, options: { multiline: boolean }): string {
  const wellFormed = value.replace(loneSurrogate, '\uFFFD').normalize('NFC');
  const clean = wellFormed.replace(controlCharacters, '').replace(bidiControls, '');
  return options.multiline ? clean.replace(/\r\n?/g, '\n') : clean.replace(lineBreaks, ' ');
}

/** A single-line text (a title, a name): cleaned and trimmed. */
export function cleanLine(value: string): string {
  return cleanText(value, { multiline: false }).trim();
}

/** A single-line text field: cleaned, trimmed, at most `max` characters. */
export function lineText(max: number) {
  return z
    .string()
    .max(max * 4)
    .transform((v) => cleanText(v, { multiline: false }).trim())
    .pipe(z.string().max(max));
}

/** A multi-line text field: cleaned, at most `max` characters (not trimmed: spacing is art). */
export function longText(max: number) {
  return z
    .string()
    .max(max * 4)
    .transform((v) => cleanText(v, { multiline: true }))
    .pipe(z.string().max(max));
}

/** A public artwork id (ArtworkId of the artwork calls). */
export const artworkRef = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** A page, chapter or tile id: chosen by the editor (so it works offline) or by the server. */
export const partIdPattern = /^[A-Za-z0-9_-]{1,40}$/;
export const partId = z.string().regex(partIdPattern);

/** A background or text colour: `#rrggbb`. */
export const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .transform((v) => v.toLowerCase());
