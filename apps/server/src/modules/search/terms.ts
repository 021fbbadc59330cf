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

/** The folded words of a text; a run of Han characters is one word. */
export function wordRuns(text: string): string[] {
  return fold(text).match(runs) ?? [];
}

/** Whether a word from `wordRuns` is Chinese (a run of Han characters). */
export function isHanRun(run: string): boolean {
  return han.test(run);
}

/** A Han run's overlapping two-character pieces ("小猫和" -> 小猫 猫和). */
export function hanPairs(run: string): string[] {
  const chars = [...run];
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(`${chars[i]}${chars[i + 1]}`);
  return pairs;
}

/** Every term a text is found by, in order (duplicates kept: they weigh in ranking). */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const run of wordRuns(text)) {
    if (!han.test(run)) {
      terms.push(run);
      continue;
    }
    terms.push(...run, ...hanPairs(run));
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
    if (!han.test(run) || [...run].length === 1) {
      terms.push(run);
      continue;
    }
    terms.push(...hanPairs(run));
  }
  return [...new Set(terms)].slice(0, searchKeyLimits.terms);
}
