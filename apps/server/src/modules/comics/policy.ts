import type { BookAction, BookActor } from '../books/index';
import type { ComicTransferRow } from './queries/transfers';

/**
 * Who may do what with comics. The comic itself is a book: the books policy answers for it
 * (`comicFor(ctx, actor, openId, action)` asks it: `edit` for pages, `publish` for the cover
 * and publishing, `transfer` to give it away). The comics module owns the transfer offers:
 * only the receiver answers one, only the giver takes it back.
 */
export const comicActions = {
  savePage: 'edit',
  cover: 'publish',
  offer: 'transfer',
} as const satisfies Record<string, BookAction>;

export function mayAnswerOffer(actor: Pick<BookActor, 'id'>, offer: ComicTransferRow): boolean {
  return offer.to_id === actor.id;
}

export function mayCancelOffer(actor: Pick<BookActor, 'id'>, offer: ComicTransferRow): boolean {
  return offer.from_id === actor.id;
}
