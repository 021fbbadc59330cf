/**
 * Marks the words of a search key in a result's text, the way the server matched them
 * (decision 012): lower-cased, accents folded, every word also as the beginning of a word
 * ("lant" marks "Lant" in "Lantern", "cancion" marks "canción"); Chinese by the run of
 * characters itself. The text is only split and wrapped in <mark>: never parsed as HTML.
 */
import { Fragment } from 'react';

export interface TextPart {
  text: string;
  match: boolean;
}

const han = /\p{Script=Han}/u;
const hanRuns = /\p{Script=Han}+/gu;

/** Lower-case without accents, as the index stores words. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The key's terms: words (folded) and runs of Chinese characters, at most 12. */
export function searchTerms(key: string): { words: string[]; han: string[] } {
  const words: string[] = [];
  const hanTerms: string[] = [];
  for (const piece of foldText(key).split(/[^\p{L}\p{N}]+/u)) {
    if (!piece) continue;
    for (const run of piece.match(hanRuns) ?? []) hanTerms.push(run);
    for (const rest of piece.split(hanRuns)) if (rest) words.push(rest);
  }
  return { words: words.slice(0, 12), han: hanTerms.slice(0, 12) };
}

/** Cuts `text` into plain and matched parts; joined back they are `text` exactly. */
export function highlightParts(text: string, key: string): TextPart[] {
  const { words, han: hanTerms } = searchTerms(key);
  if (!text) return [];
  const marked = new Array<boolean>(text.length).fill(false);
  const mark = (from: number, to: number) => {
    for (let i = from; i < to; i++) marked[i] = true;
  };

  if (words.length > 0) {
    for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
      const word = found[0];
      const start = found.index ?? 0;
      // Folds the word character by character, to know where a folded prefix ends in the text.
      const chars = Array.from(word);
      let folded = '';
      const ends: number[] = [];
      let offset = 0;
      for (const char of chars) {
        if (han.test(char)) break;
        folded += foldText(char);
        offset += char.length;
        ends.push(offset);
      }
      let best = 0;
      for (const term of words) {
        if (!folded.startsWith(term)) continue;
        // The first original character that covers the term's folded length.
        let covered = '';
        for (let i = 0; i < ends.length; i++) {
          covered = foldText(word.slice(0, ends[i]));
          if (covered.length >= term.length) {
            best = Math.max(best, ends[i] ?? 0);
            break;
          }
        }
      }
      if (best > 0) mark(start, start + best);
    }
  }
  for (const term of hanTerms) {
    let from = text.indexOf(term);
    while (from !== -1) {
      mark(from, from + term.length);
      from = text.indexOf(term, from + term.length);
    }
  }

  const parts: TextPart[] = [];
  let current = '';
  let currentMatch = marked[0] ?? false;
  for (let i = 0; i < text.length; i++) {
    const isMatch = marked[i] ?? false;
    if (isMatch !== currentMatch && current) {
      parts.push({ text: current, match: currentMatch });
      current = '';
    }
    currentMatch = isMatch;
    current += text[i];
  }
  if (current) parts.push({ text: current, match: currentMatch });
  return parts;
}

/** The text with the key's words in <mark>, as React text nodes (never HTML). */
export function Highlight({ text, searchKey }: { text: string; searchKey: string }) {
  return (
    <>
      {highlightParts(text, searchKey).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder.
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder.
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
