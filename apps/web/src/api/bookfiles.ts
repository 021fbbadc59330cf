import { api } from './client';

/** The book files calls (docs/api.md "Book files", decision 033): PDFs and ePubs of books. */
export const bookFilePaths = {
  list: '/api/YourStuff/BookFiles',
  make: '/api/YourStuff/MakeBookFile',
  buy: '/api/YourStuff/BuyPdf',
} as const;

export type BookFileState = 'queued' | 'rendering' | 'ready' | 'failed';
export type BookFileFormat = 'pdf' | 'epub';

export interface BookFile {
  FileId: string;
  BookId: string;
  BookType: string;
  Title: string;
  Format: BookFileFormat;
  /** 'bought' with 200 crowns, or 'own' (the writer's own book, free). */
  Source: 'bought' | 'own';
  State: BookFileState;
  Progress: number;
  Pages: number | null;
  Bytes: number | null;
  UpdatedAt: string;
  DownloadUrl: string | null;
}

export interface BuyPdfResult {
  Crown: number;
  Ticket: number;
  AlreadyOwned: boolean;
  FileId: string | null;
}

export const bookFileKeys = { all: ['bookfiles'] as const };

/** Whether a list still has a file being made (the screens ask again while it does). */
export function stillMaking(list: BookFile[] | undefined): boolean {
  return (list ?? []).some((f) => f.State === 'queued' || f.State === 'rendering');
}

export const bookFilesApi = {
  list: () =>
    api.post<{ List: BookFile[] } | null>(bookFilePaths.list, {}).then((r) => r?.List ?? []),
  make: (bookId: string, format: BookFileFormat) =>
    api.post<{ FileId: string }>(bookFilePaths.make, { BookId: bookId, Format: format }),
  buy: (bookId: string) => api.post<BuyPdfResult>(bookFilePaths.buy, { BookId: bookId }),
};
