import { describe, expect, it } from 'vitest';
import { ageGroupFor, ageOn } from './age';
import { httpStatusFor, Message } from './errors';
import { defaultInterfaceLanguage, languageFromAcceptHeader } from './languages';
import { messageTranslations, translateMessage } from './messages';

describe('default interface language (SPEC §1)', () => {
  it('is Chinese on the brand address', () => {
    expect(defaultInterfaceLanguage('https://www.storyloom.cn/', 300)).toBe('zh');
    expect(defaultInterfaceLanguage('https://WWW.STORYLOOM.CN/x', 0)).toBe('zh');
  });
  it('is Chinese at UTC+8', () => {
    expect(defaultInterfaceLanguage('http://localhost:3000/', -480)).toBe('zh');
  });
  it('is English elsewhere', () => {
    expect(defaultInterfaceLanguage('http://localhost:3000/', 300)).toBe('en');
    expect(defaultInterfaceLanguage('http://localhost:3000/', -540)).toBe('en');
  });
  it('reads Accept-Language by weight', () => {
    expect(languageFromAcceptHeader('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageFromAcceptHeader('fr-FR,zh-CN;q=0.5')).toBe('zh');
    expect(languageFromAcceptHeader('de')).toBe('en');
    expect(languageFromAcceptHeader(undefined)).toBe('en');
  });
});

describe('messages', () => {
  it('has every SPEC text in zh and es', () => {
    for (const lang of ['zh', 'es'] as const) {
      for (const key of Object.keys(Message)) {
        expect(messageTranslations[lang][key as keyof typeof Message]).toBeTruthy();
      }
    }
  });
  it('fills placeholders', () => {
    expect(translateMessage('sessionExpired', 'en')).toBe(
      'Your login has expired, please login again',
    );
  });
  it('maps codes to statuses in one place', () => {
    expect(httpStatusFor(0)).toBe(200);
    expect(httpStatusFor(-1000)).toBe(500);
    expect(httpStatusFor(100004)).toBe(401);
    expect(httpStatusFor(123456)).toBe(422);
  });
});

describe('age groups (SPEC §3, §5)', () => {
  it.each([
    [null, 'all'],
    [-1, 'all'],
    [0, 'all'],
    [2, 'all'],
    [3, '3+'],
    [8, '6+'],
    [9, '9+'],
    [12, '9+'],
    [13, '13+'],
    [16, '16+'],
    [40, '16+'],
  ])('age %s is in %s', (age, group) => {
    expect(ageGroupFor(age)).toBe(group);
  });

  it('computes age from a birthday on a UTC day', () => {
    const now = Date.UTC(2026, 10, 22);
    expect(ageOn('2016-11-22', now)).toBe(10);
    expect(ageOn('2016-11-23', now)).toBe(9);
    expect(ageOn('2016-02-30', now)).toBeNull();
    expect(ageOn('not a date', now)).toBeNull();
  });
});
