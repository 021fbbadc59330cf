import { type RawBuilder, sql } from 'kysely';
import { publicBook } from '../../books/index';
import type { SearchQuery } from '../port';

/**
 * What readers may see, checked against the source tables whatever the index says: a book that
 * is public (the books module's `publicBook`: published, not hidden, not deleted);
 * an artist with approved art. `e` is the search_entries row.
 */
export function visible(query: SearchQuery): RawBuilder<unknown> {
  if (query.kind === 'artist') {
    return sql`exists (select 1 from artworks a where a.artist_id = e.ref_id
      and a.status = 'approved' and a.deleted_at is null)`;
  }
  const type = query.subType ? sql` and e.sub_type = ${query.subType}` : sql``;
  return sql`exists (select 1 from books b where b.id = e.ref_id and ${publicBook('b')})${type}`;
}
