import type { BookAction } from '../books/index';

/**
 * Who may do what with comics. The comic itself is a book: the books policy answers for it
 * (`comicFor(ctx, actor, openId, action)` asks it: `edit` for pages, `publish` for the cover
 * and publishing, `transfer` to give it away). The offers themselves are the transfers module's
 * (decision 061).
 */
export const comicActions = {
  savePage: 'edit',
  cover: 'publish',
  offer: 'transfer',
} as const satisfies Record<string, BookAction>;
