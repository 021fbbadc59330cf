/**
 * Comics (issue "Comics"): a comic offered to another account, waiting for the receiver's
 * consent. Conventions of guides/data-layer.md.
 */
export type ComicTransferStatus = 'offered' | 'accepted' | 'declined' | 'cancelled';

export interface ComicTransferTable {
  id: string;
  /** Public id (TransferId of the comic calls). */
  open_id: string;
  book_id: string;
  from_id: string;
  to_id: string;
  status: ComicTransferStatus;
  /** The book id while offered, null once answered (one open offer per comic). */
  open_key: string | null;
  /** The comic's title as the pre-screen passed it when offered (what the receiver sees). */
  title: string;
  created_at: number;
  answered_at: number | null;
}

export interface ComicTables {
  comic_transfers: ComicTransferTable;
}
