/**
 * Book files (issue 20, decision 033): a PDF or ePub of a book made for one user, by a job.
 * One row per user, book and format; rendering again replaces the stored file.
 */
export interface BookFileTable {
  id: string;
  /** Public id (FileId). */
  open_id: string;
  user_id: string;
  book_id: string;
  /**
   * 'pdf' or 'epub' (the user's files), or 'print-softcover' / 'print-hardcover': the print
   * shop's interior (storage_key) and cover (printCoverKey) of a book, made for the print queue
   * (decision 060) and never listed to the user.
   */
  format: string;
  /** 'bought' (BuyPdf, 200 crowns) or 'own' (the writer's own book). */
  source: string;
  /** 'queued', 'rendering', 'ready' or 'failed'. */
  state: string;
  /** 0 to 100. */
  progress: number;
  /** The book's title when the file was asked for (the list shows it even if the book goes). */
  title: string;
  /** The book's version the file was (or is being) made from. */
  book_version: number;
  storage_key: string | null;
  bytes: number | null;
  pages: number | null;
  error: string | null;
  created_at: number;
  updated_at: number;
}

export interface BookFileTables {
  book_files: BookFileTable;
}
