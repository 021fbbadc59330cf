import { sql } from 'kysely';
import type { SearchHit, SearchIndex } from '../port';
import { visible } from './visible';

/**
 * SQLite: FTS5 over `search_fts` (kept in step with search_entries by triggers). Every term is a
 * prefix query ("lant"* finds lantern); bm25 with the column weights title 10, tags 4, author 4,
 * summary/bio 1 (bm25 is lower-better, so it is negated).
 */
export const sqliteSearchIndex: SearchIndex = {
  async search(db, query) {
    if (query.terms.length === 0) return [];
    const match = query.terms.map((t) => `"${t}"*`).join(' ');
    const { rows } = await sql<SearchHit>`
      select e.ref_id as "refId", -bm25(search_fts, 10.0, 4.0, 4.0, 1.0) as score
      from search_fts join search_entries e on e.rowid = search_fts.rowid
      where search_fts match ${match} and e.kind = ${query.kind} and ${visible(query)}
      order by score desc, e.updated_at desc, e.ref_id
      limit ${query.limit} offset ${query.offset}`.execute(db);
    return rows.map((r) => ({ refId: r.refId, score: Number(r.score) }));
  },
};
