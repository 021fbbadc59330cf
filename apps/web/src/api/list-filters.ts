import {
  type AgeGroupId,
  ageGroups,
  type BookCategory,
  type BookLanguage,
  type BookType,
  bookCategories,
  bookLanguages,
} from '@storyloom/domain';

/**
 * A list's filters live in its address (docs/api.md "Reading": filters belong in the address) so
 * a list can be shared: `?age=9%2B&sort=popular&lang=es&category=animals`. Defaults are left out.
 */
export const listSorts = ['active', 'recent', 'newauthor', 'popular', 'monthly', 'yearly'] as const;
export type ListSort = (typeof listSorts)[number];
export const DEFAULT_SORT: ListSort = 'active';

export interface ListFilters {
  age: AgeGroupId;
  sort: ListSort;
  lang: BookLanguage | 'all';
  category: BookCategory | null;
}

export const defaultFilters: ListFilters = {
  age: 'all',
  sort: DEFAULT_SORT,
  lang: 'all',
  category: null,
};

const includes = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

const ageIds = ageGroups.map((g) => g.id) as readonly AgeGroupId[];

/** Reads the filters from a query; unknown values fall back to the defaults. */
export function filtersFrom(params: URLSearchParams): ListFilters {
  const age = params.get('age');
  const sort = params.get('sort');
  const lang = params.get('lang');
  const category = params.get('category');
  return {
    age: includes(ageIds, age) ? age : 'all',
    sort: includes(listSorts, sort) ? sort : DEFAULT_SORT,
    lang: includes(bookLanguages, lang) ? lang : 'all',
    category: includes(bookCategories, category) ? category : null,
  };
}

/** The query for some filters, defaults left out (empty string when all are defaults). */
export function filtersQuery(filters: ListFilters): string {
  const params = new URLSearchParams();
  if (filters.age !== 'all') params.set('age', filters.age);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.lang !== 'all') params.set('lang', filters.lang);
  if (filters.category) params.set('category', filters.category);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasFilters(filters: ListFilters): boolean {
  return filters.age !== 'all' || filters.lang !== 'all' || filters.category !== null;
}

/** The public list screens by book type (SPEC §2 route names). */
export const listRouteOf: Record<BookType, string> = {
  picturebook: '/picture-book',
  comic: '/comic',
  longform: '/longform-story',
  flashfiction: '/flash-fiction',
  poetry: '/poetry',
};
