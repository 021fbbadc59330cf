import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Top-level namespaces of src/i18n/{zh,en,es}.json that the first page needs: the shell and home.
 * Everything else (the static pages' long articles and the namespaces of screens in other areas)
 * is split into a second bundle per language that loads together with the first such screen, so
 * the texts of the whole product never weigh on the home page's budget. Authors keep adding
 * namespaces to the same three files.
 */
export const coreNamespaces = [
  'app',
  'nav',
  'footer',
  'dialog',
  'errors',
  'notFound',
  'screens',
  'api',
  'session',
  'home',
  'formats',
] as const;

const prefix = 'virtual:i18n/';

/** The module text of `virtual:i18n/<lang>/<part>`, cut from src/i18n/<lang>.json. */
export function translationBundle(i18nDir: string, id: string): { code: string; file: string } {
  const [language, part] = id.slice(prefix.length).split('/');
  if (!language || !/^[a-z]{2}$/.test(language) || (part !== 'core' && part !== 'rest')) {
    throw new Error(`Unknown translation bundle ${id}`);
  }
  const file = join(i18nDir, `${language}.json`);
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const core = new Set<string>(coreNamespaces);
  const picked = Object.fromEntries(
    Object.entries(all).filter(([namespace]) => core.has(namespace) === (part === 'core')),
  );
  return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`, file };
}

/** Serves `virtual:i18n/<lang>/core` and `virtual:i18n/<lang>/rest`. */
export function i18nSplit(i18nDir: string): Plugin {
  return {
    name: 'storyloom-i18n-split',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const { code, file } = translationBundle(i18nDir, id.slice(1));
      this.addWatchFile(file);
      return code;
    },
  };
}
