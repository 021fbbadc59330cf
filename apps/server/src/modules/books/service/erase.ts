import type { DB } from '../../../db/index';
import { liveBookIdsOf, updateBook } from '../queries/books';
import { deleteParts, listPartHeads } from '../queries/parts';
import { syncBookArtworks } from './artwork-use';

/**
 * Account deletion (user module `accountErasureSteps`, inside its transaction): the writer's
 * books leave every list and their words and pictures are erased; the rows stay, emptied, so
 * histories and ledgers that point at them still add up.
 */
export async function eraseBooksOf(db: DB, userId: string, now: number): Promise<void> {
  for (const id of await liveBookIdsOf(db, userId)) {
    const parts = await listPartHeads(db, id);
    await deleteParts(
      db,
      id,
      parts.map((p) => p.key),
    );
    await syncBookArtworks(db, id, []);
    await updateBook(db, id, {
      deleted_at: now,
      start_key: null,
      title: '',
      summary: '',
      tags: '[]',
      cover: JSON.stringify({ artworkId: null, author: '', background: '#ffffff' }),
      featured: 0,
      word_count: 0,
      part_count: 0,
      updated_at: now,
    });
  }
}
