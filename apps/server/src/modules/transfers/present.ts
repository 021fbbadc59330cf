import { isEditableState } from '@storyloom/domain';
import type { listOpenTransfers, listOwnBooks } from './queries/transfers';

/**
 * Open offers as the tool lists them. The receiver sees the title that passed the pre-screen
 * when the book was offered, never a later edit; the giver sees their book's title.
 */
export function presentTransfers(
  rows: Awaited<ReturnType<typeof listOpenTransfers>>,
  side: 'incoming' | 'outgoing',
) {
  return rows.map((r) => ({
    TransferId: r.open_id,
    BookId: r.book_open_id,
    Title: side === 'incoming' ? r.screened_title : r.title,
    BookType: r.type,
    From: r.from_name,
    To: r.to_name,
    Status: 'offered',
    CreatedAt: new Date(r.created_at).toISOString(),
  }));
}

/** The owner's books with whether each may be offered now (CanTransfer; decision 058). */
export function presentOwnBooks(rows: Awaited<ReturnType<typeof listOwnBooks>>) {
  return rows.map((r) => ({
    BookId: r.open_id,
    Title: r.title,
    BookType: r.type,
    State: r.state,
    CanTransfer: isEditableState(r.state) && r.class_id === null,
  }));
}
