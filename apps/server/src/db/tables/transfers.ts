export type BookTransferStatus = 'offered' | 'accepted' | 'declined' | 'cancelled';

/** /book-transfer-tool offers (decision 058): a book moves to another account with consent. */
export interface BookTransferTable {
  id: string;
  /** Public id (TransferId of the BookTransfer calls). */
  open_id: string;
  book_id: string;
  from_id: string;
  to_id: string;
  status: BookTransferStatus;
  /** The book id while offered, null once answered (one open offer per book). */
  open_key: string | null;
  /** The book's title as the pre-screen passed it when offered (what the receiver sees). */
  title: string;
  created_at: number;
  answered_at: number | null;
}

export interface TransferTables {
  book_transfers: BookTransferTable;
}
