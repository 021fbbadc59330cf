/**
 * The poem part of a poetry book (domain `poemSchema`): reading it from the editor's copy,
 * changing it, typed lines within the schema's limits, and the word bank shown for tiles.
 */
import {
  type ArtworkTags,
  bookLimits,
  commonPoemWords,
  type Poem,
  type PoemTile,
  parsePart,
  poemWordBank,
  poemWordLanguage,
} from '@storyloom/domain';
import type { BookDoc } from '../core/types';

export const poemPartId = 'poem';

export const emptyPoem: Poem = { artworkId: null, mode: 'free', lines: [], tiles: [] };

function isTile(value: unknown): value is PoemTile {
  if (!value || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.id === 'string' &&
    typeof t.word === 'string' &&
    typeof t.x === 'number' &&
    typeof t.y === 'number'
  );
}

/**
 * The poem as the editor holds it. Not parsed with the schema on purpose: the schema trims
 * lines, and a space typed at the end of a line must stay while the writer types.
 */
export function readPoem(content: unknown): Poem {
  if (!content || typeof content !== 'object') return emptyPoem;
  const c = content as Record<string, unknown>;
  return {
    artworkId: typeof c.artworkId === 'string' ? c.artworkId : null,
    mode: c.mode === 'tiles' ? 'tiles' : 'free',
    lines: Array.isArray(c.lines) ? c.lines.filter((l): l is string => typeof l === 'string') : [],
    tiles: Array.isArray(c.tiles)
      ? c.tiles.filter(isTile).map((t) => ({ ...t, rotation: t.rotation ?? 0 }))
      : [],
  };
}

/** The poem of the editor's copy. */
export function poemOf<C>(doc: BookDoc<C> | null): Poem {
  const part = doc?.parts.find((p) => p.id === poemPartId) ?? doc?.parts[0];
  return readPoem(part?.content);
}

/** Changes the poem part of the copy (the same copy back when nothing changes). */
export function withPoem<C>(doc: BookDoc<C>, recipe: (poem: Poem) => Poem): BookDoc<C> {
  const index = doc.parts.findIndex((p) => p.id === poemPartId);
  const at = Math.max(index, 0);
  const part = doc.parts[at];
  if (!part) return doc;
  const before = readPoem(part.content);
  const after = recipe(before);
  if (after === before) return doc;
  const parts = doc.parts.slice();
  parts[at] = { id: part.id, content: after as C };
  return { ...doc, parts };
}

/** Whether the server would take this poem (the domain's rules); the problem's path if not. */
export function poemProblem(poem: Poem): string | null {
  const parsed = parsePart('poetry', poem);
  if (parsed.ok) return null;
  return parsed.problems.map((p) => p.path.join('.')).join(', ') || 'poem';
}

export type LinesProblem = 'tooManyLines' | 'lineTooLong';

/**
 * The textarea's text as the poem's lines, one per line, within the schema's limits (at most
 * 200 lines of at most 300 characters): what is over is left out and named.
 */
export function linesFromText(text: string): { lines: string[]; problem: LinesProblem | null } {
  let problem: LinesProblem | null = null;
  let lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length === 1 && lines[0] === '') lines = [];
  if (lines.length > bookLimits.poemLines) {
    lines = lines.slice(0, bookLimits.poemLines);
    problem = 'tooManyLines';
  }
  lines = lines.map((line) => {
    if (line.length <= bookLimits.poemLineLength) return line;
    problem ??= 'lineTooLong';
    return line.slice(0, bookLimits.poemLineLength);
  });
  return { lines, problem };
}

export function textFromLines(lines: readonly string[]): string {
  return lines.join('\n');
}

/** The lines a reader sees: blank lines at the start and end left out, blank ones inside kept. */
export function shownLines(lines: readonly string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start]?.trim()) start += 1;
  while (end > start && !lines[end - 1]?.trim()) end -= 1;
  return lines.slice(start, end);
}

/** The words an artwork brings to the bank (its tags in the book's language), each once. */
export function artWords(tags: ArtworkTags | undefined, bookLanguage: string): string[] {
  if (!tags) return [];
  const language = poemWordLanguage(bookLanguage);
  const own = tags[language] ?? [];
  const fromTags = new Set(
    own
      .flatMap((tag) => (language === 'zh' ? [tag] : tag.split(/\s+/u)))
      .map((w) => w.trim().toLowerCase()),
  );
  return poemWordBank(own, bookLanguage).filter((word) => fromTags.has(word.toLowerCase()));
}

/** How many words the bank shows at once. */
export const bankSize = 36;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The words the bank shows: the art's words first (up to half the bank), then common words to
 * fill it, all shuffled by `random`; "new words" draws again.
 */
export function drawBank(
  tags: ArtworkTags | undefined,
  bookLanguage: string,
  random: () => number,
  size = bankSize,
): { art: string[]; common: string[] } {
  const fromArt = shuffled(artWords(tags, bookLanguage), random).slice(0, Math.ceil(size / 2));
  const taken = new Set(fromArt.map((w) => w.toLowerCase()));
  const language = poemWordLanguage(bookLanguage);
  const common = shuffled(
    commonPoemWords[language].filter((w) => !taken.has(w.toLowerCase())),
    random,
  ).slice(0, Math.max(0, size - fromArt.length));
  return { art: fromArt, common };
}

/** A small seeded random number source, so a drawn bank stays the same between renders. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
