/**
 * The chatbot's and the FAQ search's matcher (decision 025): full-text match of a question
 * against the FAQ of one language, with no outside service. Terms are folded (lower case, no
 * accents), little words are dropped, endings are trimmed so "tickets" finds "ticket", and
 * Chinese is cut into two-character pieces. Each shared term weighs by how rare it is in the
 * FAQ (IDF), twice as much in the question as in the answer.
 */

import { fold, hanPairs, isHanRun, wordRuns } from '../search/index';

const stopWords = new Set(
  [
    // en
    'a an and are as at be by can do does for from get got have how i if in into is it its me my',
    'of on or so the their them then there this to was we what when where which who why will',
    'with you your',
    // es
    'a al como cómo con cual cuál de del el en es la las lo los me mi mis para por que qué se',
    'su sus te tu tus un una y yo puedo hago',
    // zh (single characters and common pieces)
    '的 了 吗 我 你 在 是 怎 么 怎么 如何 可以 什么 一个 我的',
  ]
    .join(' ')
    .split(' ')
    .map(fold),
);

/** Trims plural and common verb endings (en, es) so forms of a word meet. */
function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (/(ses|xes|ches|shes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 3 && /[aeo]$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** The terms a text is matched by (duplicates removed). */
export function matchTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const run of wordRuns(text)) {
    if (isHanRun(run)) {
      if ([...run].length === 1 && !stopWords.has(run)) terms.add(run);
      for (const piece of hanPairs(run)) if (!stopWords.has(piece)) terms.add(piece);
      continue;
    }
    if (stopWords.has(run)) continue;
    terms.add(stem(run));
  }
  return [...terms];
}

export interface MatchDocument<T> {
  item: T;
  question: string;
  answer: string;
}

export interface Match<T> {
  item: T;
  /** 0..1: the share of the question's weight that this entry covers. */
  score: number;
}

/** The entries that answer a question best, best first; none when nothing is close enough. */
export function bestMatches<T>(
  question: string,
  documents: MatchDocument<T>[],
  options: { limit?: number; minScore?: number } = {},
): Match<T>[] {
  const limit = options.limit ?? 3;
  const minScore = options.minScore ?? 0.34;
  const asked = matchTerms(question);
  if (asked.length === 0 || documents.length === 0) return [];
  const indexed = documents.map((d) => ({
    item: d.item,
    q: new Set(matchTerms(d.question)),
    a: new Set(matchTerms(d.answer)),
  }));
  const idf = new Map<string, number>();
  for (const term of asked) {
    const n = indexed.filter((d) => d.q.has(term) || d.a.has(term)).length;
    idf.set(term, Math.log(1 + documents.length / (1 + n)));
  }
  const total = asked.reduce((sum, term) => sum + (idf.get(term) ?? 0), 0);
  if (total === 0) return [];
  return indexed
    .map((d) => {
      let got = 0;
      for (const term of asked) {
        const weight = idf.get(term) ?? 0;
        if (d.q.has(term)) got += weight;
        else if (d.a.has(term)) got += weight * 0.5;
      }
      return { item: d.item, score: got / total };
    })
    .filter((m) => m.score >= minScore)
    .sort((x, y) => y.score - x.score)
    .slice(0, limit);
}
