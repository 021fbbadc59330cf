/**
 * The writer's publishing calls (docs/api.md "Publishing"): the book and its art set as the
 * editors get it, the ticket balance, Submit (one ticket), SubmitToTeacher (class students),
 * Withdraw (the ticket is not refunded) and ReviewStatus (the estimate of the wait).
 */
import type { BookCover, BookType, StoryState } from '@storyloom/domain';
import type { Artwork } from '../../../api/art';
import { ApiError, api } from '../../../api/client';
import type { BookSummary } from '../../../api/write';

export const publishPaths = {
  book: '/api/Books/Get',
  tickets: '/api/YourStuff/TicketList',
  submit: '/api/Publish/Submit',
  submitToTeacher: '/api/Publish/SubmitToTeacher',
  withdraw: '/api/Publish/Withdraw',
  reviewStatus: '/api/Publish/ReviewStatus',
} as const;

/** The parts of the editing book (Books/Get) the publish form needs. */
export interface PublishableBook {
  BookId: string;
  Type: BookType;
  State: StoryState;
  Title: string;
  Language: string;
  Summary: string;
  Tags: string[];
  Categories: string[];
  AgeLevel: string;
  Cover: BookCover;
  CoverImage: { Url: string; ThumbUrl: string } | null;
  EditorPath: string;
  ReaderPath: string | null;
}

export interface BookWithArtworks {
  Book: PublishableBook;
  Artworks: Artwork[];
}

export interface Balances {
  Ticket: number;
  Crown: number;
}

export interface ReviewEstimate {
  Ahead: number;
  EstimatedWaitHours: number;
}

export interface SubmitAnswer {
  Book: BookSummary;
  Ticket: number;
  Review: ReviewEstimate;
}

export interface ReviewStatus {
  State: StoryState;
  Review: (ReviewEstimate & { SubmittedAt: string }) | null;
}

/** What 100303 carries: the balances and where a ticket comes from. */
export interface NoTicket {
  Ticket: number;
  Crown: number;
  HowToGetTicket: { Membership: string; Redeem: string };
}

export interface SubmitValues {
  BookId: string;
  Language: string;
  Summary: string;
  Tags: string;
  Categories: string[];
  AgeLevel: string;
  Cover: BookCover;
}

export const publishKeys = {
  all: ['publish'] as const,
  book: (bookId: string) => ['publish', 'book', bookId] as const,
  tickets: () => ['publish', 'tickets'] as const,
  review: (bookId: string) => ['publish', 'review', bookId] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const publishApi = {
  book(bookId: string, signal?: AbortSignal) {
    return api.post<BookWithArtworks>(publishPaths.book, { BookId: bookId }, withSignal(signal));
  },
  async balances(signal?: AbortSignal): Promise<Balances> {
    const page = await api.post<Balances>(
      publishPaths.tickets,
      { Page: 1, PageSize: 1 },
      withSignal(signal),
    );
    return { Ticket: page.Ticket, Crown: page.Crown };
  },
  submit(values: SubmitValues) {
    return api.post<SubmitAnswer>(publishPaths.submit, values, { json: true });
  },
  submitToTeacher(bookId: string) {
    return api.post<{ Book: BookSummary }>(publishPaths.submitToTeacher, { BookId: bookId });
  },
  withdraw(bookId: string) {
    return api.post<{ Book: BookSummary }>(publishPaths.withdraw, { BookId: bookId });
  },
  reviewStatus(bookId: string, signal?: AbortSignal) {
    return api.post<ReviewStatus>(
      publishPaths.reviewStatus,
      { BookId: bookId },
      withSignal(signal),
    );
  },
};

/** The balances and links of a "you need a review ticket" refusal (code 100303), else null. */
export function noTicketOf(err: unknown): NoTicket | null {
  if (!(err instanceof ApiError) || err.code !== 100303) return null;
  const result = err.result as Partial<NoTicket> | null;
  return {
    Ticket: typeof result?.Ticket === 'number' ? result.Ticket : 0,
    Crown: typeof result?.Crown === 'number' ? result.Crown : 0,
    HowToGetTicket: {
      Membership: result?.HowToGetTicket?.Membership ?? '/become-member',
      Redeem: result?.HowToGetTicket?.Redeem ?? '/yourstuff-ticket',
    },
  };
}
