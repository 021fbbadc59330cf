/**
 * Search (issue "Reading and discovery", decision 012): one row per searchable thing (a
 * published book, an artist), its fields already cut into search terms by the search module
 * (lower-cased, accents folded, Chinese as single characters and two-character pieces). SQLite
 * mirrors the rows into an FTS5 table by triggers; PostgreSQL keeps a generated, weighted
 * tsvector (`document`, not typed here: only the search module's SQL reads it).
 */
export type SearchKind = 'book' | 'artist';

export interface SearchEntryTable {
  /** `<kind>:<ref id>`. */
  id: string;
  kind: SearchKind;
  /** books.id or artist_profiles.user_id. */
  ref_id: string;
  /** Book type (filters); '' for artists. */
  sub_type: string;
  /** Weighted highest: a book's title, an artist's name. */
  title_terms: string;
  tags_terms: string;
  author_terms: string;
  /** Weighted lowest: a book's summary, an artist's bio. */
  body_terms: string;
  updated_at: number;
}

/** The version of the index's contents (`name` 'search'), set by each full rebuild (decision 063). */
export interface SearchIndexStateTable {
  name: string;
  version: number;
  rebuilt_at: number;
}

export interface SearchTables {
  search_entries: SearchEntryTable;
  search_index_state: SearchIndexStateTable;
}
