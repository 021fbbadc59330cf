import { describe, expect, it } from 'vitest';
import { cleanLine, cleanText, lineText } from './text';

describe('cleanText: bidi and control characters', () => {
  it('removes right-to-left overrides, embeddings, isolates and marks', () => {
    const title = 'My \u202Etxt.exe\u202C story \u2066x\u2069 \u200E\u200F\u061C\u202A\u202B\u202D';
    expect(cleanLine(title)).toBe('My txt.exe story x');
  });

  it('removes C0 and C1 controls but keeps new lines and tabs in multi-line text', () => {
    expect(cleanText('a\u0000b\u0007c\u001Bd\u0085e\u009Ff', { multiline: false })).toBe('abcdef');
    expect(cleanText('line one\n\tline two\r\n', { multiline: true })).toBe(
      'line one\n\tline two\n',
    );
    expect(cleanText('a\u202Eb\nc', { multiline: true })).toBe('ab\nc');
  });

  it('keeps real right-to-left writing', () => {
    expect(cleanLine('  שלום عالم  ')).toBe('שלום عالم');
  });

  it('is what the title fields of the schemas store', () => {
    expect(lineText(20).parse(' \u202Egnp.exe ')).toBe('gnp.exe');
  });
});
