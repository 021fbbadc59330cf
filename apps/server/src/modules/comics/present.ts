import type { listOpenTransfers } from './queries/transfers';

/** An open transfer offer as the Your stuff lists show it (ComicTransfers). */
export function presentTransfers(rows: Awaited<ReturnType<typeof listOpenTransfers>>) {
  return rows.map((r) => ({
    TransferId: r.open_id,
    BookId: r.book_open_id,
    Title: r.title,
    From: r.from_name,
    To: r.to_name,
    Status: 'offered',
    CreatedAt: new Date(r.created_at).toISOString(),
  }));
}
