import { describe, expect, it } from 'vitest';
import { type PrescreenFlag, prescreen } from './prescreen';

const one = (text: string, options = {}) => prescreen([{ partId: 'p1', text }], options);
const kinds = (flags: PrescreenFlag[]) => flags.map((f) => [f.kind, f.text]);

describe('pre-screen: personal information and listed words, with their places', () => {
  it('flags an email with its part and offset (en)', () => {
    const text = 'Write to me at lily.rose@example.com tomorrow';
    const [flag] = one(text);
    expect(flag).toEqual({
      kind: 'email',
      text: 'lily.rose@example.com',
      partId: 'p1',
      offset: text.indexOf('lily'),
    });
  });

  it('flags phone numbers in en, es and zh, but not short numbers or years', () => {
    expect(kinds(one('Call me on +1 (555) 123-4567 after school.'))).toEqual([
      ['phone', '+1 (555) 123-4567'],
    ]);
    expect(kinds(one('Mi teléfono es 612 34 56 78, llámame.'))).toEqual([
      ['phone', '612 34 56 78'],
    ]);
    expect(kinds(one('我的电话是13812345678，快打给我。'))).toEqual([['phone', '13812345678']]);
    expect(one('In 2024 we had 3 cats and 12 dogs.')).toEqual([]);
  });

  it('flags links, and a link inside an email only once (as the email)', () => {
    expect(kinds(one('See https://example.org/my-page and www.fun.com too'))).toEqual([
      ['link', 'https://example.org/my-page'],
      ['link', 'www.fun.com'],
    ]);
    expect(kinds(one('visita mipagina.es ahora'))).toEqual([['link', 'mipagina.es']]);
    expect(kinds(one('me: ana@correo.es'))).toEqual([['email', 'ana@correo.es']]);
  });

  it('flags street addresses in en, es and zh', () => {
    expect(kinds(one('I live at 42 Orchard Street with my mum.'))).toEqual([
      ['address', '42 Orchard Street'],
    ]);
    expect(kinds(one('Vivo en la calle de Alcalá, 25 en Madrid.'))).toEqual([
      ['address', 'calle de Alcalá, 25'],
    ]);
    expect(kinds(one('我家住在人民路88号，欢迎来玩。'))).toEqual([
      ['address', '我家住在人民路88号'],
    ]);
  });

  it('flags full names where a sentence gives them away (en, es, zh)', () => {
    expect(kinds(one('Hello! My name is Emma Johnson and I like owls.'))).toEqual([
      ['full_name', 'Emma Johnson'],
    ]);
    expect(kinds(one('Hola, me llamo Lucía García López.'))).toEqual([
      ['full_name', 'Lucía García López'],
    ]);
    expect(kinds(one('大家好，我叫王小明，今年九岁。'))).toEqual([['full_name', '王小明']]);
    // A first name alone is not a full name; nor a made-up pet name.
    expect(one('My name is Emma.')).toEqual([]);
    expect(one('我叫小兔子。')).toEqual([]);
  });

  it('flags words from the default lists in each language, whole words for Latin script', () => {
    expect(kinds(one('You are so STUPID, said the troll.'))).toEqual([['word', 'STUPID']]);
    expect(kinds(one('¡Cállate, tonto!'))).toEqual([
      ['word', 'Cállate'],
      ['word', 'tonto'],
    ]);
    expect(kinds(one('你这个笨蛋！'))).toEqual([['word', '笨蛋']]);
    // "dumbo" is not "dumb".
    expect(one('Dumbo the elephant flew.')).toEqual([]);
  });

  it('takes more words from configuration, and can leave the defaults out', () => {
    expect(kinds(one('The grumbleweed grew.', { extraWords: ['grumbleweed'] }))).toEqual([
      ['word', 'grumbleweed'],
    ]);
    expect(one('You are stupid', { noDefaultWords: true })).toEqual([]);
  });

  it("looks only for the kinds it is given (the admins' settings)", () => {
    const text = 'Mail me at a@example.com or call 555 123 4567, stupid';
    expect(kinds(one(text, { kinds: ['phone'] }))).toEqual([['phone', '555 123 4567']]);
    expect(kinds(one(text, { kinds: ['word', 'email'] }))).toEqual([
      ['email', 'a@example.com'],
      ['word', 'stupid'],
    ]);
    expect(one(text, { kinds: [] })).toEqual([]);
  });

  it('keeps reading order across parts and names each part', () => {
    const flags = prescreen([
      { partId: 'title', text: 'A story' },
      { partId: 'page-2', text: 'idiot! mail me: a@b.co' },
      { partId: 'page-1', text: 'www.x.com' },
    ]);
    expect(flags.map((f) => [f.partId, f.kind, f.offset])).toEqual([
      ['page-2', 'word', 0],
      ['page-2', 'email', 16],
      ['page-1', 'link', 0],
    ]);
  });
});
