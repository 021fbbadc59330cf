import { ErrorCode } from '@storyloom/domain';
import { AppError } from '../../http/errors';

/**
 * Why an offer is refused (BOOK_TRANSFER_REFUSED, `result.Reason`, decision 058): `not_allowed`
 * when the two accounts may not share privately (not two adults, and no family plan or class
 * joins them; an unknown username or email answers the same, so the refusal tells nothing about
 * who is a child), `screen` when the book's pre-screen flags something a moderator must see first.
 */
export type TransferRefusal = 'self' | 'state' | 'pending' | 'closed' | 'not_allowed' | 'screen';

const messages = {
  self: 'bookTransferSelf',
  state: 'bookTransferState',
  pending: 'bookTransferPending',
  closed: 'bookTransferClosed',
  not_allowed: 'bookTransferNotAllowed',
  screen: 'bookTransferScreen',
} as const;

/** The transfers module's refusals (docs/api.md, "Book transfers"). */
export const transferErrors = {
  refused: (reason: TransferRefusal) =>
    new AppError(ErrorCode.BOOK_TRANSFER_REFUSED, messages[reason], {}, { Reason: reason }),
};
