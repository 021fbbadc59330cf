import {
  defaultInterfaceLanguage,
  type InterfaceLanguage,
  interfaceLanguages,
  isInterfaceLanguage,
} from '@storyloom/domain';
import { i18n } from './instance';
import type { Texts } from './translator';

/**
 * Interface languages (SPEC §1): the stored choice, else Chinese when the address holds the brand
 * string or the clock is UTC+8, else English. The choice is kept in localStorage and in the
 * `sl_lang` cookie (the server reads it to translate its messages). Only the current language's
 * texts are downloaded; the others load when chosen.
 */
export const languageStorageKey = 'sl_lang';
export const languageCookieName = 'sl_lang';

/** How each language names itself in the switcher. */
export const languageLabels: Record<InterfaceLanguage, string> = {
  zh: '中文',
  en: 'English',
  es: 'Español',
};

/** The value of `<html lang>` for each interface language. */
export const htmlLangFor: Record<InterfaceLanguage, string> = {
  zh: 'zh-CN',
  en: 'en',
  es: 'es',
};

type TranslationModule = { default: Texts };
type BundlePart = 'core' | 'rest';

/**
 * Each language file is cut in two at build time (i18n-split.ts): `core` holds the shell, home
 * and static pages; `rest` holds every other screen's texts and loads with the first such screen.
 */
const bundleLoaders: Record<
  InterfaceLanguage,
  Record<BundlePart, () => Promise<TranslationModule>>
> = {
  zh: { core: () => import('virtual:i18n/zh/core'), rest: () => import('virtual:i18n/zh/rest') },
  en: { core: () => import('virtual:i18n/en/core'), rest: () => import('virtual:i18n/en/rest') },
  es: { core: () => import('virtual:i18n/es/core'), rest: () => import('virtual:i18n/es/rest') },
};

const loadedParts = new Set<string>();

let markI18nReady: () => void = () => undefined;
/** Resolves once `setupI18n` has started the lookup (bundles can only be added after that). */
const i18nReady = new Promise<void>((resolve) => {
  markI18nReady = resolve;
});
/** Whether a screen has asked for the `rest` texts; a language switch then loads them too. */
let restWanted = false;

async function ensurePart(language: InterfaceLanguage, part: BundlePart): Promise<void> {
  const key = `${language}/${part}`;
  if (loadedParts.has(key)) return;
  const bundle = await bundleLoaders[language][part]();
  i18n.addTexts(language, bundle.default);
  loadedParts.add(key);
}

function readStoredLanguage(): InterfaceLanguage | null {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return isInterfaceLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language an address asks for with `?hl=` (the share previews' hreflang alternates). */
function addressLanguage(): InterfaceLanguage | null {
  const hl = new URLSearchParams(window.location.search).get('hl');
  return isInterfaceLanguage(hl) ? hl : null;
}

/** The language to start in: the address's `hl`, the stored choice, else the SPEC §1 default. */
export function initialLanguage(): InterfaceLanguage {
  return (
    addressLanguage() ??
    readStoredLanguage() ??
    defaultInterfaceLanguage(window.location.href, new Date().getTimezoneOffset())
  );
}

function writeLanguageCookie(language: InterfaceLanguage): void {
  const oneYear = 60 * 60 * 24 * 365;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads; no cookie store API in every browser.
  document.cookie = `${languageCookieName}=${language}; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure}`;
}

/** Keeps `<html lang>` and the server's cookie in step with the interface language. */
function reflectLanguage(language: InterfaceLanguage): void {
  document.documentElement.lang = htmlLangFor[language];
  writeLanguageCookie(language);
}

export function currentLanguage(): InterfaceLanguage {
  const language = i18n.language;
  return isInterfaceLanguage(language) ? language : 'en';
}

/**
 * Loads the texts of every screen outside home and the static pages, in the current language.
 * The router awaits it before showing such a screen, so those screens never flash raw keys.
 */
export async function ensureScreenTexts(): Promise<void> {
  restWanted = true;
  // The router starts with the page and may open such a screen before the lookup is set up; the
  // texts (of the language chosen by then) are added once it is.
  await i18nReady;
  await ensurePart(currentLanguage(), 'rest');
}

/** Starts the text lookup in the initial language; resolves once its texts are loaded. */
export async function setupI18n(language: InterfaceLanguage = initialLanguage()) {
  const bundle = await bundleLoaders[language].core();
  // init replaces every text held: what was loaded before must be loaded again.
  loadedParts.clear();
  i18n.init(language, { [language]: bundle.default });
  loadedParts.add(`${language}/core`);
  reflectLanguage(language);
  markI18nReady();
  return i18n;
}

/**
 * The server render (entry-server.tsx): every language's texts, ready at once, so screens never
 * wait for a bundle. Each page is rendered with its language's own instance (`forLanguage`,
 * sharing the texts), as requests in different languages interleave.
 */
export async function setupServerI18n(resources: Record<InterfaceLanguage, Texts>) {
  loadedParts.clear();
  i18n.init('en', resources);
  for (const language of interfaceLanguages) {
    loadedParts.add(`${language}/core`);
    loadedParts.add(`${language}/rest`);
  }
  markI18nReady();
  const instances = new Map(
    interfaceLanguages.map((language) => [language, i18n.forLanguage(language)]),
  );
  return {
    forLanguage: (language: InterfaceLanguage) => instances.get(language) ?? i18n,
  };
}

/**
 * Switches the interface language at once: loads its texts when needed, stores the choice
 * (localStorage and cookie) and updates `<html lang>`.
 */
export async function changeInterfaceLanguage(language: InterfaceLanguage): Promise<void> {
  await Promise.all([
    ensurePart(language, 'core'),
    restWanted ? ensurePart(language, 'rest') : Promise.resolve(),
  ]);
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private mode without storage: the cookie still carries the choice for this visit.
  }
  reflectLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * Fetches the other languages' texts ahead of a switch (called when the switcher is focused or
 * hovered), so the choice applies without waiting. Each language downloads once.
 */
export function prefetchLanguages(): void {
  for (const language of interfaceLanguages) {
    void ensurePart(language, 'core').catch(() => undefined);
    if (restWanted) void ensurePart(language, 'rest').catch(() => undefined);
  }
}

export { i18n };
