import type { DB, Dialect } from '../../db/index';
import type { SearchKind } from '../../db/tables/search';
import { postgresSearchIndex } from './engines/postgres';
import { sqliteSearchIndex } from './engines/sqlite';

/** One match: the thing's internal id and its score (higher is better on both engines). */
export interface SearchHit {
  refId: string;
  score: number;
}

export interface SearchQuery {
  kind: SearchKind;
  /** From queryTerms: every term must match (as a word or a word's beginning). */
  terms: string[];
  /** Books: only this type. */
  subType?: string | undefined;
  offset: number;
  limit: number;
}

/**
 * The search index port (decision 012). Writing is the same SQL on both engines (rows of
 * `search_entries`, see ./indexer.ts); matching and ranking are each engine's own full-text
 * search, with the same weights: title 10, tags and author 4, summary or bio 1. Visibility
 * (published, not hidden, not deleted; artists with approved art) is checked at query time
 * against the source tables, so a late index never shows what readers may not see.
 */
export interface SearchIndex {
  search(db: DB, query: SearchQuery): Promise<SearchHit[]>;
}

export function searchIndexFor(dialect: Dialect): SearchIndex {
  return dialect === 'postgres' ? postgresSearchIndex : sqliteSearchIndex;
}
