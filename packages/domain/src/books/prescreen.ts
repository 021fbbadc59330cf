import type { InterfaceLanguage } from '../languages';

/**
 * The automatic pre-screen a story goes through before a moderator sees it (issue "Publishing
 * with moderation"): personal information (emails, phone numbers, street addresses, links, full
 * names where a sentence gives them away) and words from a configurable list, in Chinese,
 * English and Spanish. Pure: the server runs it at submission and keeps the flags with the queue
 * entry; the moderators' screen highlights each flag at its place (part id + offset into the
 * part's plain text, domain `partText`).
 */
export const prescreenKinds = ['email', 'phone', 'address', 'link', 'full_name', 'word'] as const;
export type PrescreenKind = (typeof prescreenKinds)[number];

export interface PrescreenFlag {
  kind: PrescreenKind;
  /** The text that was matched, exactly as written. */
  text: string;
  /** Where: `title`, `summary`, a part id, or `<part id>:title` (a chapter title). */
  partId: string;
  /** Offset (UTF-16 code units) into that text. */
  offset: number;
}

export interface PrescreenText {
  partId: string;
  text: string;
}

/**
 * Words flagged by default (mild; the list is extended by configuration). Latin words match
 * whole words, ignoring case; Chinese ones match anywhere.
 */
export const defaultFlagWords: Record<InterfaceLanguage, readonly string[]> = {
  en: [
    'idiot',
    'stupid',
    'dumb',
    'loser',
    'shut up',
    'hate you',
    'kill you',
    'kill yourself',
    'ugly',
  ],
  es: [
    'idiota',
    'estúpido',
    'estúpida',
    'tonto',
    'tonta',
    'imbécil',
    'te odio',
    'cállate',
    'te voy a matar',
  ],
  zh: ['笨蛋', '白痴', '傻瓜', '蠢货', '去死', '闭嘴', '我恨你', '丑八怪', '杀了你'],
};

const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const link =
  /(?:https?:\/\/|www\.)[^\s<>"'，。、）)]+|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|cn|es|mx|io|info|co|me|tv|app|dev|edu|gov)(?:\/[^\s<>"'，。]*)?(?![\p{L}\p{N}])/giu;
// At least 7 digits, possibly with spaces, dots, dashes, brackets and a leading +.
const phone = /(?<![\p{N}A-Za-z])\+?[(（]?\d[\d\s().（）-]{5,}\d(?![\p{N}A-Za-z])/gu;
const streetWords =
  'Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Drive|Dr|Boulevard|Blvd|Court|Ct|Way|Place|Pl|Terrace|Close|Crescent';
const addressEn = new RegExp(
  `\\b\\d{1,5}\\s+(?:[A-Z][\\p{L}'-]*\\s+){1,3}(?:${streetWords})\\b\\.?`,
  'gu',
);
const addressEs =
  /\b(?:[Cc]alle|[Aa]venida|[Aa]vda\.|[Aa]v\.|[Pp]aseo|[Pp]laza|[Cc]amino|[Cc]arrera|[Cc]\/)\s+(?:(?:de|del|la|las|los|el)\s+)*[\p{Lu}][\p{L}'-]*(?:\s+[\p{Lu}][\p{L}'-]*){0,3},?\s*(?:n[ºo°]\.?\s*)?\d{1,5}\b/gu;
const addressZh =
  /[\p{Script=Han}]{1,12}(?:路|街|大道|大街|巷|弄|胡同)\s*[\d０-９一二三四五六七八九十百]{1,6}\s*号(?:[\d０-９]{1,4}(?:室|栋|楼|单元))*/gu;

const capitalised = "[\\p{Lu}][\\p{L}'-]+";
const nameEn = new RegExp(
  `\\b(?:[Mm]y (?:full |real )?name is|I am called|I'm called)\\s+(${capitalised}(?:\\s+${capitalised})+)`,
  'gu',
);
const nameEs = new RegExp(
  `\\b(?:[Mm]e llamo|[Mm]i nombre (?:completo )?es)\\s+(${capitalised}(?:\\s+(?:de\\s+(?:la\\s+)?)?${capitalised})+)`,
  'gu',
);
/** The most common Chinese surnames: "我叫" followed by one of them reads as a full name. */
const zhSurnames =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const nameZh = new RegExp(
  `(?:我叫|我的名字(?:是|叫)|我的全名(?:是|叫)|我名叫)\\s*([${zhSurnames}][\\p{Script=Han}]{1,2})`,
  'gu',
);

function* matches(pattern: RegExp, text: string, group = 0) {
  pattern.lastIndex = 0;
  for (const m of text.matchAll(pattern)) {
    const matched = m[group];
    if (matched === undefined || m.index === undefined) continue;
    const offset = group === 0 ? m.index : m.index + m[0].indexOf(matched);
    yield { text: matched, offset };
  }
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const hasHan = /\p{Script=Han}/u;

/** One pattern for a list of words: whole words for Latin script, anywhere for Chinese. */
function wordPattern(words: readonly string[]): RegExp | null {
  const clean = [...new Set(words.map((w) => w.trim().normalize('NFC')).filter(Boolean))];
  if (clean.length === 0) return null;
  // Longest first, so "kill yourself" wins over "kill you".
  clean.sort((a, b) => b.length - a.length);
  const alternatives = clean.map((w) =>
    hasHan.test(w) ? escapeRegExp(w) : `(?<![\\p{L}\\p{N}])${escapeRegExp(w)}(?![\\p{L}\\p{N}])`,
  );
  return new RegExp(alternatives.join('|'), 'giu');
}

export interface PrescreenOptions {
  /** Words to flag besides the default lists (configuration). */
  extraWords?: readonly string[];
  /** Leave the default lists out (tests of the configurable list; the admins' setting). */
  noDefaultWords?: boolean;
  /** Look only for these kinds (the admins' pre-screen settings); all of them when absent. */
  kinds?: readonly PrescreenKind[];
}

/** The default words of every language plus the configured ones. */
export function flagWordsFor(options: PrescreenOptions = {}): string[] {
  const base = options.noDefaultWords ? [] : Object.values(defaultFlagWords).flat();
  return [...base, ...(options.extraWords ?? [])];
}

/**
 * Every flag in the texts, in reading order (by text, then offset). A stretch matched by an
 * earlier kind (an email) is not flagged again by a later one (a link inside it).
 */
export function prescreen(
  texts: readonly PrescreenText[],
  options: PrescreenOptions = {},
): PrescreenFlag[] {
  const on = new Set<PrescreenKind>(options.kinds ?? prescreenKinds);
  const words = on.has('word') ? wordPattern(flagWordsFor(options)) : null;
  const flags: PrescreenFlag[] = [];
  for (const { partId, text } of texts) {
    if (!text) continue;
    const taken: [number, number][] = [];
    const overlaps = (start: number, end: number) => taken.some(([s, e]) => start < e && end > s);
    const add = (kind: PrescreenKind, found: Iterable<{ text: string; offset: number }>) => {
      if (!on.has(kind)) return;
      for (const m of found) {
        const end = m.offset + m.text.length;
        if (overlaps(m.offset, end)) continue;
        if (kind === 'phone' && (m.text.match(/\d/g)?.length ?? 0) < 7) continue;
        taken.push([m.offset, end]);
        flags.push({ kind, text: m.text, partId, offset: m.offset });
      }
    };
    add('email', matches(email, text));
    add('link', matches(link, text));
    add('address', matches(addressEn, text));
    add('address', matches(addressEs, text));
    add('address', matches(addressZh, text));
    add('phone', matches(phone, text));
    add('full_name', matches(nameEn, text, 1));
    add('full_name', matches(nameEs, text, 1));
    add('full_name', matches(nameZh, text, 1));
    if (words) add('word', matches(words, text));
  }
  const order = new Map(texts.map((t, i) => [t.partId, i]));
  return flags.sort(
    (a, b) => (order.get(a.partId) ?? 0) - (order.get(b.partId) ?? 0) || a.offset - b.offset,
  );
}
