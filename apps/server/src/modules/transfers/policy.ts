import { isEditableState } from '@storyloom/domain';
import type { BookAction, BookActor, BookRow } from '../books/index';
import type { BookTransferRow } from './queries/transfers';

/**
 * Who may do what with a book transfer (decision 058). Whether the book is the actor's to give
 * is the books policy's `transfer` action (its owner, not deleted). This module owns the offers:
 * only the receiver answers one, only the giver takes it back.
 */
export const transferAction: BookAction = 'transfer';

/** A book that may change hands: draft, returned or private, not in a class, not hidden. */
export function mayChangeHands(book: BookRow): boolean {
  return isEditableState(book.state) && book.class_id === null && book.hidden_at === null;
}

export function mayAnswer(actor: Pick<BookActor, 'id'>, offer: BookTransferRow): boolean {
  return offer.to_id === actor.id;
}

export function mayCancel(actor: Pick<BookActor, 'id'>, offer: BookTransferRow): boolean {
  return offer.from_id === actor.id;
}
