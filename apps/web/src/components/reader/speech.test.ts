import { describe, expect, it } from 'vitest';
import {
  paragraphsOf,
  sentenceIndexAt,
  speechLanguageOf,
  splitSentences,
  voiceFor,
} from './speech';

describe('splitSentences', () => {
  it('cuts Latin text at sentence marks followed by a space, keeping offsets', () => {
    const text = 'The fox ran.  "Where?" she asked! Then... Silence. And then... nothing';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.text)).toEqual([
      'The fox ran.',
      '"Where?" she asked!',
      'Then...',
      'Silence.',
      'And then... nothing',
    ]);
    for (const s of sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('does not cut inside numbers, names or addresses', () => {
    expect(splitSentences('It cost 3.50 at www.example.com today.').map((s) => s.text)).toEqual([
      'It cost 3.50 at www.example.com today.',
    ]);
  });

  it('cuts Chinese at 。！？ without spaces and keeps closing quotes', () => {
    expect(splitSentences('小狐狸醒了。“你好！”它说。真好').map((s) => s.text)).toEqual([
      '小狐狸醒了。',
      '“你好！”',
      '它说。',
      '真好',
    ]);
  });

  it('treats line breaks (poem lines) as ends and drops blank pieces', () => {
    expect(splitSentences('Roses are red\n\nViolets are blue\n  ').map((s) => s.text)).toEqual([
      'Roses are red',
      'Violets are blue',
    ]);
    expect(splitSentences('   ')).toEqual([]);
    expect(splitSentences('')).toEqual([]);
  });

  it('handles Spanish marks', () => {
    expect(splitSentences('¿Dónde está? ¡Aquí! Vamos.').map((s) => s.text)).toEqual([
      '¿Dónde está?',
      '¡Aquí!',
      'Vamos.',
    ]);
  });
});

describe('sentenceIndexAt', () => {
  const sentences = splitSentences('One. Two. Three.');
  it('finds the sentence a boundary falls in', () => {
    expect(sentenceIndexAt(sentences, 0)).toBe(0);
    expect(sentenceIndexAt(sentences, 3)).toBe(0);
    expect(sentenceIndexAt(sentences, 5)).toBe(1);
    expect(sentenceIndexAt(sentences, 10)).toBe(2);
    expect(sentenceIndexAt(sentences, 999)).toBe(2);
    expect(sentenceIndexAt([], 0)).toBe(-1);
  });
});

describe('speechLanguageOf', () => {
  it('maps SPEC §3 book languages to BCP-47 tags', () => {
    expect(speechLanguageOf('cn', 'en')).toBe('zh-CN');
    expect(speechLanguageOf('tw', 'en')).toBe('zh-TW');
    expect(speechLanguageOf('jp', 'en')).toBe('ja-JP');
    expect(speechLanguageOf('kr', 'en')).toBe('ko-KR');
    expect(speechLanguageOf('gr', 'en')).toBe('el-GR');
    expect(speechLanguageOf('xa', 'en')).toBe('ar');
    expect(speechLanguageOf('es', 'zh')).toBe('es-ES');
  });
  it('reads "others" in the interface language', () => {
    expect(speechLanguageOf('others', 'es')).toBe('es-ES');
    expect(speechLanguageOf('others', 'zh')).toBe('zh-CN');
    expect(speechLanguageOf('others', 'xx')).toBe('en-US');
  });
});

describe('voiceFor', () => {
  const voices = [{ lang: 'en-GB' }, { lang: 'es-MX' }, { lang: 'zh_CN' }, { lang: 'es-ES' }];
  it('prefers the exact tag, then the same language', () => {
    expect(voiceFor(voices, 'es-ES')).toBe(3);
    expect(voiceFor(voices, 'en-US')).toBe(0);
    expect(voiceFor(voices, 'zh-CN')).toBe(2);
    expect(voiceFor(voices, 'ja-JP')).toBe(-1);
  });
});

describe('paragraphsOf', () => {
  it('keeps the paragraphs of the text while reading aloud', () => {
    const text = 'One. Two.\nThree.\n\nFour';
    expect(paragraphsOf(text, splitSentences(text))).toEqual([[0, 1], [2], [3]]);
    expect(paragraphsOf('', [])).toEqual([]);
  });
});
