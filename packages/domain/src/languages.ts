/** Interface languages (SPEC §1) and book languages (SPEC §3). */
export const interfaceLanguages = ['zh', 'en', 'es'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

export const brandString = 'storyloom.cn';

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (interfaceLanguages as readonly string[]).includes(value);
}

/**
 * SPEC §1: the default is Chinese when the address contains the brand string or the timezone
 * offset is UTC+8, otherwise English. `timezoneOffsetMinutes` is Date#getTimezoneOffset()
 * (UTC+8 gives -480).
 */
export function defaultInterfaceLanguage(
  address: string,
  timezoneOffsetMinutes: number,
  brand: string = brandString,
): InterfaceLanguage {
  if (address.toLowerCase().includes(brand.toLowerCase())) return 'zh';
  if (timezoneOffsetMinutes === -480) return 'zh';
  return 'en';
}

/** Picks an interface language from an Accept-Language header; English when nothing matches. */
export function languageFromAcceptHeader(header: string | undefined): InterfaceLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isInterfaceLanguage(base)) return base;
  }
  return 'en';
}

/** Book languages (SPEC §3). */
export const bookLanguages = [
  'en',
  'es',
  'cn',
  'tw',
  'pt',
  'de',
  'fr',
  'xa',
  'jp',
  'gr',
  'kr',
  'others',
] as const;
export type BookLanguage = (typeof bookLanguages)[number];
