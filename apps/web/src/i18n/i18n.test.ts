import { interfaceLanguages, routes } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import zh from './zh.json';

type Tree = unknown;
const bundles: Record<(typeof interfaceLanguages)[number], Tree> = { zh, en, es };

/** Every leaf of a translation tree as `path -> text` (array items get their index). */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (node: Tree, path: string) => {
    if (typeof node === 'string') {
      out.set(path, node);
    } else if (Array.isArray(node)) {
      // An empty list is a leaf too, so that "no points" must agree across languages.
      if (node.length === 0) out.set(`${path}[]`, '');
      node.forEach((item, index) => {
        visit(item, `${path}[${index}]`);
      });
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) visit(value, path ? `${path}.${key}` : key);
    } else {
      out.set(path, `<<${typeof node}>>`);
    }
  };
  visit(tree, prefix);
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const all = Object.fromEntries(
    interfaceLanguages.map((language) => [language, leaves(bundles[language])]),
  ) as Record<(typeof interfaceLanguages)[number], Map<string, string>>;

  it('has the same keys in every language, and every plural form each language needs', () => {
    // Plurals (translator.ts): `key_one`, `key_other`… Each language needs the forms of its own plural
    // rules (zh: other; en: one, other; es: one, many, other), so those keys are compared by base.
    const pluralSuffix = /_(zero|one|two|few|many|other)$/;
    const union = new Set(interfaceLanguages.flatMap((language) => [...all[language].keys()]));
    const pluralBases = new Set(
      [...union]
        .filter((key) => pluralSuffix.test(key))
        .map((key) => key.replace(pluralSuffix, '')),
    );
    const missing: string[] = [];
    for (const key of union) {
      if (pluralSuffix.test(key) && pluralBases.has(key.replace(pluralSuffix, ''))) continue;
      for (const language of interfaceLanguages) {
        if (!all[language].has(key)) missing.push(`${language}: ${key}`);
      }
    }
    for (const base of pluralBases) {
      for (const language of interfaceLanguages) {
        const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        for (const form of needed) {
          if (!all[language].has(`${base}_${form}`)) missing.push(`${language}: ${base}_${form}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the files as objects of top-level namespaces', () => {
    for (const language of interfaceLanguages) {
      const bundle = bundles[language] as Record<string, unknown>;
      for (const [namespace, value] of Object.entries(bundle)) {
        expect(typeof value, `${language}.${namespace}`).toBe('object');
      }
    }
  });

  it('has no empty texts and only strings as leaves', () => {
    for (const language of interfaceLanguages) {
      for (const [key, text] of all[language]) {
        if (key.endsWith('[]')) continue;
        expect(text.trim(), `${language}: ${key}`).not.toBe('');
        expect(text, `${language}: ${key}`).not.toMatch(/^<</);
      }
    }
  });

  it('uses the same {{placeholders}} in every language', () => {
    for (const [key, text] of all.en) {
      for (const language of interfaceLanguages) {
        expect(placeholders(all[language].get(key) ?? ''), `${language}: ${key}`).toEqual(
          placeholders(text),
        );
      }
    }
  });

  it('is really translated: Chinese texts are written in Chinese, Spanish ones differ from English', () => {
    const brandOnly = /^(Storyloom|Blog|Cookies?)$/;
    for (const [key, text] of all.en) {
      if (key.endsWith('[]') || brandOnly.test(text)) continue;
      expect(all.zh.get(key), `zh: ${key}`).toMatch(/[\u3400-\u9fff]/);
      if (text.length > 12) expect(all.es.get(key), `es: ${key}`).not.toBe(text);
    }
  });

  it('names every SPEC screen', () => {
    for (const route of routes) {
      for (const language of interfaceLanguages) {
        expect(all[language].has(`screens.${route.name}`), `${language}: ${route.name}`).toBe(true);
      }
    }
  });
});
