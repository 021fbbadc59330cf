import { type InterfaceLanguage, isInterfaceLanguage } from '@storyloom/domain';
import { readCookie } from './cookies';

/** The cookie holding the chosen interface language; the server reads it too. */
export const LANGUAGE_COOKIE = 'sl_lang';

/** The interface language for texts the client itself supplies: sl_lang, else <html lang>, else en. */
export function clientLanguage(): InterfaceLanguage {
  const stored = readCookie(LANGUAGE_COOKIE);
  if (isInterfaceLanguage(stored)) return stored;
  if (typeof document !== 'undefined') {
    const base = document.documentElement.lang.split('-')[0]?.toLowerCase();
    if (isInterfaceLanguage(base)) return base;
  }
  return 'en';
}
