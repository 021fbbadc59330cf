/**
 * The book transfer calls (docs/api.md "Book transfers", decision 058): /book-transfer-tool
 * offers one of the user's books to another account; it moves when the receiver accepts.
 */
import type { BookType, StoryState } from '@storyloom/domain';
import { api } from './client';

export const bookTransferPaths = {
  list: '/api/BookTransfer/List',
  offer: '/api/BookTransfer/Offer',
  accept: '/api/BookTransfer/Accept',
  decline: '/api/BookTransfer/Decline',
  cancel: '/api/BookTransfer/Cancel',
} as const;

export interface TransferableBook {
  BookId: string;
  Title: string;
  BookType: BookType;
  State: StoryState;
  CanTransfer: boolean;
}

export interface BookTransferOffer {
  TransferId: string;
  BookId: string;
  Title: string;
  BookType?: BookType;
  From: string;
  To: string;
  Status: 'offered';
  CreatedAt: string;
}

export interface BookTransferLists {
  Books: TransferableBook[];
  Sent: BookTransferOffer[];
  Received: BookTransferOffer[];
}

export const bookTransferKeys = { all: ['book-transfers'] as const };

export const bookTransferApi = {
  list(signal?: AbortSignal) {
    return api.post<BookTransferLists>(bookTransferPaths.list, {}, signal ? { signal } : {});
  },
  offer(bookId: string, to: string) {
    return api.post<{ Transfer: BookTransferOffer }>(bookTransferPaths.offer, {
      BookId: bookId,
      To: to,
    });
  },
  answer(transferId: string, accept: boolean) {
    return api.post<{ TransferId: string; BookId: string; Status: string }>(
      accept ? bookTransferPaths.accept : bookTransferPaths.decline,
      { TransferId: transferId },
    );
  },
  cancel(transferId: string) {
    return api.post<{ TransferId: string; Status: string }>(bookTransferPaths.cancel, {
      TransferId: transferId,
    });
  },
};
