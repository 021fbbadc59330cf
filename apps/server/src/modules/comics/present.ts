import type { listOpenTransfers } from './queries/transfers';

/** An open transfer offer as the Your stuff lists show it (ComicTransfers). */
/**
 * Open offers as the lists show them. The receiver sees the title that passed the pre-screen
 * when the comic was offered (issue 14), never a later edit; the giver sees their comic's title.
 */
export function presentTransfers(
  rows: Awaited<ReturnType<typeof listOpenTransfers>>,
  side: 'incoming' | 'outgoing',
) {
  return rows.map((r) => ({
    TransferId: r.open_id,
    BookId: r.book_open_id,
    Title: side === 'incoming' ? r.screened_title : r.title,
    From: r.from_name,
    To: r.to_name,
    Status: 'offered',
    CreatedAt: new Date(r.created_at).toISOString(),
  }));
}
