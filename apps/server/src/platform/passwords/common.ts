import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The bundled list of common and breached passwords: the `passwords-common` dictionary of
 * @zxcvbn-ts/language-common (MIT licence; about 49,000 passwords that zxcvbn derived from
 * public breach corpora, most frequent first). Checked case-insensitively.
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  const lower = password.normalize('NFC').toLowerCase();
  return commonPasswords().has(lower) || commonPasswords().has(lower.trim());
}

export function commonPasswordCount(): number {
  return commonPasswords().size;
}
