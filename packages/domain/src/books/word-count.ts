/**
 * One word count for every language the product writes in. Chinese and Japanese are written
 * without spaces, so each Han, Hiragana or Katakana character counts as one word (the usual
 * character count of Chinese writing); every other run of letters and digits is one word, with
 * inner apostrophes and hyphens kept ("don't", "well-known", "¿Qué?" = one word each) and
 * digit groups kept together ("1,000", "3.14"). Mixed text adds both: "I love 北京" is 4.
 */
const cjkCharacter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const word = /[\p{L}\p{M}\p{N}]+(?:['’\-‐][\p{L}\p{M}\p{N}]+|[.,]\p{N}+)*/gu;

export function countWords(text: string): number {
  if (!text) return 0;
  let count = 0;
  const rest = text.replace(cjkCharacter, () => {
    count += 1;
    return ' ';
  });
  for (const _ of rest.matchAll(word)) count += 1;
  return count;
}
