import { sql } from 'kysely';
import type { SearchHit, SearchIndex } from '../port';
import { visible } from './visible';

/**
 * PostgreSQL: the generated tsvector `document` ('simple' configuration, weights A title, B tags
 * and author, C summary/bio) under a GIN index. Every term is a prefix lexeme ('lant':*), all
 * required; ts_rank with {D 0, C 0.1, B 0.4, A 1.0}. The terms hold only letters and digits
 * (./terms.ts), so the tsquery text needs no escaping; it is still sent as a parameter.
 */
export const postgresSearchIndex: SearchIndex = {
  async search(db, query) {
    if (query.terms.length === 0) return [];
    const tsquery = query.terms.map((t) => `'${t}':*`).join(' & ');
    const { rows } = await sql<SearchHit>`
      select e.ref_id as "refId",
        ts_rank('{0, 0.1, 0.4, 1.0}'::float4[], e.document, cast(${tsquery} as tsquery)) as score
      from search_entries e
      where e.document @@ cast(${tsquery} as tsquery) and e.kind = ${query.kind}
        and ${visible(query)}
      order by score desc, e.updated_at desc, e.ref_id
      limit ${query.limit} offset ${query.offset}`.execute(db);
    return rows.map((r) => ({ refId: r.refId, score: Number(r.score) }));
  },
};
