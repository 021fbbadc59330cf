import { describe, expect, it } from 'vitest';
import { coreNamespaces, translationBundle } from '../../i18n-split.ts';
import en from './en.json';

function load(id: string): Record<string, unknown> {
  const { code } = translationBundle(import.meta.dirname, id);
  const json = /^export default JSON\.parse\((.*)\);$/s.exec(code)?.[1] ?? '""';
  return JSON.parse(JSON.parse(json) as string) as Record<string, unknown>;
}

describe('the language bundles cut at build time', () => {
  it('puts the shell namespaces first and every other one in the second bundle, none lost', () => {
    const core = load('virtual:i18n/en/core');
    const rest = load('virtual:i18n/en/rest');
    expect(
      Object.keys(core).every((key) => (coreNamespaces as readonly string[]).includes(key)),
    ).toBe(true);
    expect(
      Object.keys(rest).some((key) => (coreNamespaces as readonly string[]).includes(key)),
    ).toBe(false);
    expect({ ...core, ...rest }).toEqual(en);
    expect(core.home).toEqual(en.home);
  });

  it('refuses an unknown bundle', () => {
    expect(() => translationBundle(import.meta.dirname, 'virtual:i18n/en/all')).toThrow();
  });
});
