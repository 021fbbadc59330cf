import { z } from 'zod';
import { openId } from '../books/index';

/** Request shapes of the book transfer calls (docs/api.md, "Book transfers"). No message field. */
export const offerBody = z.object({
  BookId: openId,
  /** The receiving account's username or email. */
  To: z.string().trim().min(1).max(254),
});
export type OfferInput = z.output<typeof offerBody>;

export const transferIdBody = z.object({ TransferId: openId });
