/**
 * How text becomes search terms, the same for both engines (decision 012): lower-cased, accents
 * folded ("canción" -> "cancion"), words split on anything that is not a letter or digit. Chinese
 * has no spaces, so a run of Han characters is indexed as its single characters and its
 * overlapping two-character pieces ("小猫和灯塔" -> 小 猫 和 灯 塔 小猫 猫和 和灯 灯塔).
 */

const han = /\p{Script=Han}/u;
const runs = /[\p{Script=Han}]+|[\p{L}\p{N}]+/gu;

/** Lower-case, strip accents (combining marks after NFD), then NFC again. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')
    .toLowerCase();
}

function wordRuns(text: string): string[] {
  return fold(text).match(runs) ?? [];
}

/** Every term a text is found by, in order (duplicates kept: they weigh in ranking). */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const run of wordRuns(text)) {
    if (!han.test(run)) {
      terms.push(run);
      continue;
    }
    const chars = [...run];
    terms.push(...chars);
    for (let i = 0; i + 1 < chars.length; i++) terms.push(`${chars[i]}${chars[i + 1]}`);
  }
  return terms;
}

export function indexText(...texts: string[]): string {
  return texts.flatMap(indexTerms).join(' ');
}

/** Longest search key considered, and most terms (the rest are ignored). */
export const searchKeyLimits = { chars: 200, terms: 12 };

/**
 * The terms a search key asks for (all must match; each also as a prefix): words as they are,
 * a single Han character as itself, a longer Han run as its two-character pieces.
 */
export function queryTerms(searchKey: string): string[] {
  const terms: string[] = [];
  for (const run of wordRuns(searchKey.slice(0, searchKeyLimits.chars))) {
    const chars = [...run];
    if (!han.test(run) || chars.length === 1) {
      terms.push(run);
      continue;
    }
    for (let i = 0; i + 1 < chars.length; i++) terms.push(`${chars[i]}${chars[i + 1]}`);
  }
  return [...new Set(terms)].slice(0, searchKeyLimits.terms);
}
