import { type RawBuilder, sql } from 'kysely';
import type { SearchQuery } from '../port';

/**
 * What readers may see, checked against the source tables whatever the index says: a book that
 * is published, not hidden after reports and not deleted (deleting an account erases its books);
 * an artist with approved art. `e` is the search_entries row.
 */
export function visible(query: SearchQuery): RawBuilder<unknown> {
  if (query.kind === 'artist') {
    return sql`exists (select 1 from artworks a where a.artist_id = e.ref_id
      and a.status = 'approved' and a.deleted_at is null)`;
  }
  const type = query.subType ? sql` and e.sub_type = ${query.subType}` : sql``;
  return sql`exists (select 1 from books b where b.id = e.ref_id and b.state = 'published'
    and b.hidden_at is null and b.deleted_at is null)${type}`;
}
