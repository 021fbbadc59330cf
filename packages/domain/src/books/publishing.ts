import { type AgeGroupId, ageGroups } from '../age';
import type { MessageKey } from '../errors';
import { type BookLanguage, bookLanguages, type InterfaceLanguage } from '../languages';

/**
 * The book's publishing information (SPEC §3 Book; SPEC §5 "Publishing: language required,
 * summary optional, tags separated by spaces, at most two categories"), for the editors' book
 * settings and the publishing flow alike. Validators answer message keys (texts in errors.ts).
 */

/** Book categories (SPEC leaves the list open); at most two per book. */
export const bookCategories = [
  'adventure',
  'animals',
  'family',
  'fantasy',
  'feelings',
  'friendship',
  'funny',
  'history',
  'holidays',
  'mystery',
  'nature',
  'school',
  'science',
  'science_fiction',
  'sports',
  'other',
] as const;
export type BookCategory = (typeof bookCategories)[number];

/** Age levels on books (PRODUCT.md): the SPEC §3 age groups. */
export const bookAgeLevels: readonly AgeGroupId[] = ageGroups.map((g) => g.id);

export const publishingLimits = {
  summary: 500,
  tags: 10,
  tagLength: 30,
  categories: 2,
} as const;

/** The language a new book starts in: the writer's interface language (SPEC §3 codes). */
export function bookLanguageFor(language: InterfaceLanguage): BookLanguage {
  if (language === 'zh') return 'cn';
  return language;
}

export function isBookLanguage(value: unknown): value is BookLanguage {
  return typeof value === 'string' && (bookLanguages as readonly string[]).includes(value);
}

const tagPattern = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}_'-]*$/u;

/**
 * Tags are typed separated by spaces (any kind, including the ideographic space); a leading `#`
 * is dropped and repeats (ignoring case) are kept once.
 */
export function parseBookTags(input: string | readonly string[]): {
  tags: string[];
  problem: MessageKey | null;
} {
  const pieces = typeof input === 'string' ? input.split(/[\s\u3000]+/u) : input;
  const tags: string[] = [];
  const seen = new Set<string>();
  let problem: MessageKey | null = null;
  for (const piece of pieces) {
    const tag = piece.normalize('NFKC').trim().replace(/^#+/, '');
    if (!tag) continue;
    if (/\s/u.test(tag) || tag.length > publishingLimits.tagLength || !tagPattern.test(tag)) {
      problem ??= 'bookTagsFormat';
      continue;
    }
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  if (tags.length > publishingLimits.tags) problem ??= 'bookTooManyTags';
  return { tags: tags.slice(0, publishingLimits.tags), problem };
}

export interface PublishingFields {
  language: string | null | undefined;
  summary?: string | undefined;
  tags?: string | readonly string[] | undefined;
  categories?: readonly string[] | undefined;
  ageLevel?: string | null | undefined;
}

export type PublishingField = 'Language' | 'Summary' | 'Tags' | 'Categories' | 'AgeLevel';

/** Every problem with a book's publishing information, by field (empty when it is fine). */
export function validatePublishing(
  fields: PublishingFields,
): { field: PublishingField; key: MessageKey }[] {
  const problems: { field: PublishingField; key: MessageKey }[] = [];
  if (!isBookLanguage(fields.language)) {
    problems.push({ field: 'Language', key: 'bookLanguageRequired' });
  }
  if ((fields.summary ?? '').length > publishingLimits.summary) {
    problems.push({ field: 'Summary', key: 'bookSummaryTooLong' });
  }
  if (fields.tags !== undefined) {
    const { problem } = parseBookTags(fields.tags);
    if (problem) problems.push({ field: 'Tags', key: problem });
  }
  const categories = fields.categories ?? [];
  if (categories.length > publishingLimits.categories) {
    problems.push({ field: 'Categories', key: 'bookCategoriesMax' });
  } else if (categories.some((c) => !(bookCategories as readonly string[]).includes(c))) {
    problems.push({ field: 'Categories', key: 'bookCategoryUnknown' });
  }
  if (
    fields.ageLevel !== undefined &&
    fields.ageLevel !== null &&
    !(bookAgeLevels as readonly string[]).includes(fields.ageLevel)
  ) {
    problems.push({ field: 'AgeLevel', key: 'bookAgeLevelInvalid' });
  }
  return problems;
}
