import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider, Trans, Translator, useTranslation } from './react';
import type { Texts } from './translator';

const texts: Record<string, Texts> = {
  en: {
    shelf: {
      books_one: '{{count}} book',
      books_other: '{{count}} books',
      hello: 'Hello, {{name}}!',
      both: '{{name}} and {{ name }} and {{other}}',
      plain: 'Plain',
      points: ['You, {{name}}', 'Me'],
      steps: [{ title: 'Step {{n}}', text: 'Do it' }],
      agree: 'Read the <terms>terms</terms> and <privacy>privacy</privacy>, {{name}}.',
    },
  },
  es: {
    shelf: {
      books_one: '{{count}} libro',
      books_many: '{{count}} de libros',
      books_other: '{{count}} libros',
      hello: '¡Hola, {{name}}!',
    },
  },
  zh: {
    shelf: { books_other: '{{count}} 本书', hello: '你好，{{name}}！' },
  },
};

const make = (language: string) => new Translator().init(language, texts);

describe('Translator.t', () => {
  it('picks the plural form of each language by Intl.PluralRules', () => {
    const en = make('en');
    expect(en.t('shelf.books', { count: 1 })).toBe('1 book');
    expect(en.t('shelf.books', { count: 0 })).toBe('0 books');
    expect(en.t('shelf.books', { count: 2 })).toBe('2 books');
    const es = make('es');
    expect(es.t('shelf.books', { count: 1 })).toBe('1 libro');
    expect(es.t('shelf.books', { count: 3 })).toBe('3 libros');
    expect(es.t('shelf.books', { count: 1_000_000 })).toBe('1000000 de libros');
    const zh = make('zh');
    expect(zh.t('shelf.books', { count: 1 })).toBe('1 本书');
    expect(zh.t('shelf.books', { count: 5 })).toBe('5 本书');
  });

  it('falls back to the plain key when there is no plural form, and ignores a text count', () => {
    const en = make('en');
    expect(en.t('shelf.plain', { count: 3 })).toBe('Plain');
    expect(en.t('shelf.books', { count: '3' })).toBe('shelf.books');
  });

  it('interpolates {{name}} without escaping; absent options stay, undefined and null are empty', () => {
    const en = make('en');
    expect(en.t('shelf.hello', { name: '<b>Ana</b> & co' })).toBe('Hello, <b>Ana</b> & co!');
    expect(en.t('shelf.both', { name: 7 })).toBe('7 and 7 and {{other}}');
    expect(en.t('shelf.both', { name: undefined, other: null })).toBe(' and  and ');
    expect(en.t('shelf.plain')).toBe('Plain');
  });

  it('answers a missing key with the default value (interpolated) or the key itself', () => {
    const en = make('en');
    expect(en.t('shelf.nothing')).toBe('shelf.nothing');
    expect(en.t('shelf.nothing', { defaultValue: 'GRADE_{{n}}', n: 3 })).toBe('GRADE_3');
    expect(en.t('shelf.nothing', '')).toBe('');
    expect(en.t('nowhere.at.all', 'fallback')).toBe('fallback');
    expect(en.t('shelf.plain', { defaultValue: 'unused' })).toBe('Plain');
    // A list asked for as a text reads as missing.
    expect(en.t('shelf.points')).toBe('shelf.points');
    // Before any texts are given, every key reads as itself.
    expect(new Translator().t('shelf.plain')).toBe('shelf.plain');
  });

  it('returns lists and objects with returnObjects, their texts interpolated', () => {
    const en = make('en');
    expect(en.t('shelf.points', { returnObjects: true, name: 'Ana' })).toEqual(['You, Ana', 'Me']);
    expect(en.t('shelf.steps', { returnObjects: true, n: 1 })).toEqual([
      { title: 'Step 1', text: 'Do it' },
    ]);
    expect(en.t('shelf.missing', { returnObjects: true })).toBe('shelf.missing');
    // The stored texts are not changed by interpolation.
    expect(en.t('shelf.points', { returnObjects: true })).toEqual(['You, {{name}}', 'Me']);
  });

  it('looks up in the current language only, and knows which keys exist', async () => {
    const i18n = make('es');
    expect(i18n.t('shelf.plain')).toBe('shelf.plain');
    expect(i18n.exists('shelf.hello')).toBe(true);
    expect(i18n.exists('shelf.plain')).toBe(false);
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.exists('shelf.plain')).toBe(true);
    expect(i18n.exists('shelf.points')).toBe(false);
  });

  it('merges added texts without changing the objects it was given', () => {
    const core: Texts = { shelf: { a: 'A' } };
    const i18n = new Translator().init('en', { en: core });
    i18n.addTexts('en', { shelf: { b: 'B' }, other: { c: 'C' } });
    expect(i18n.t('shelf.a')).toBe('A');
    expect(i18n.t('shelf.b')).toBe('B');
    expect(i18n.t('other.c')).toBe('C');
    expect(core).toEqual({ shelf: { a: 'A' } });
  });

  it('gives instances per language that share the texts and keep their own language', () => {
    const base = make('en');
    const es = base.forLanguage('es');
    const zh = base.forLanguage('zh');
    expect(es.t('shelf.hello', { name: 'Ana' })).toBe('¡Hola, Ana!');
    expect(zh.t('shelf.hello', { name: 'Ana' })).toBe('你好，Ana！');
    expect(base.t('shelf.hello', { name: 'Ana' })).toBe('Hello, Ana!');
    base.addTexts('es', { shelf: { late: 'Tarde' } });
    expect(es.t('shelf.late')).toBe('Tarde');
  });

  it('keeps t the same function until something changes', async () => {
    const i18n = make('en');
    const first = i18n.t;
    expect(i18n.t).toBe(first);
    await i18n.changeLanguage('en');
    expect(i18n.t).toBe(first);
    await i18n.changeLanguage('es');
    expect(i18n.t).not.toBe(first);
  });
});

function Hello() {
  const { t, i18n } = useTranslation();
  return <p>{`${t('shelf.hello', { name: 'Ana' })} ${i18n.language} ${t('shelf.late')}`}</p>;
}

describe('useTranslation', () => {
  it('draws again when the language changes or texts are added', async () => {
    const i18n = make('en');
    render(
      <I18nProvider i18n={i18n}>
        <Hello />
      </I18nProvider>,
    );
    expect(screen.getByText('Hello, Ana! en shelf.late')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh'));
    expect(screen.getByText('你好，Ana！ zh shelf.late')).toBeTruthy();
    act(() => i18n.addTexts('zh', { shelf: { late: '稍后' } }));
    expect(screen.getByText('你好，Ana！ zh 稍后')).toBeTruthy();
    // Another language's texts (fetched ahead of a switch) change nothing drawn.
    const revision = i18n.getRevision();
    act(() => i18n.addTexts('es', { shelf: { late: 'Tarde' } }));
    expect(i18n.getRevision()).toBe(revision);
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByText('¡Hola, Ana! es Tarde')).toBeTruthy();
  });

  it('draws each server render in its own instance language', () => {
    const base = make('en');
    const html = (language: string) =>
      renderToString(
        <I18nProvider i18n={base.forLanguage(language)}>
          <Hello />
        </I18nProvider>,
      );
    expect(html('es')).toContain('¡Hola, Ana! es');
    expect(html('zh')).toContain('你好，Ana！ zh');
    expect(html('en')).toContain('Hello, Ana! en');
  });
});

describe('<Trans>', () => {
  it('draws the named elements with the text inside them', () => {
    const i18n = make('en');
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Trans
          i18nKey="shelf.agree"
          values={{ name: 'Ana' }}
          components={{ terms: <a href="/terms">x</a>, privacy: <a href="/privacy">x</a> }}
        />
      </I18nProvider>,
    );
    expect(container.innerHTML).toBe(
      'Read the <a href="/terms">terms</a> and <a href="/privacy">privacy</a>, Ana.',
    );
  });
});
