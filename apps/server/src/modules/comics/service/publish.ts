import type { SubmitInput } from '../../publishing/index';
import {
  booksOf,
  makePrivate,
  type PublishingContext,
  publishingErrors,
  submitForReview,
  withdrawFromReview,
} from '../../publishing/index';
import type { SessionUser } from '../../session/index';
import { comicFor } from './pages';

/**
 * POST /api/YourStuff/PublishComic: a comic goes to the moderators exactly like any story
 * (decision 011): the same checks, ticket, queue entry and pre-screen (of the bubble texts).
 */
export async function publishComic(ctx: PublishingContext, actor: SessionUser, input: SubmitInput) {
  await comicFor(booksOf(ctx), actor, input.BookId);
  return submitForReview(ctx, actor, input);
}

/**
 * POST /api/YourStuff/UnPublishComic: takes a comic out of public view: out of review (back to
 * draft, the ticket is not refunded) or, once published, made private (SPEC §4's move).
 */
export async function unpublishComic(ctx: PublishingContext, actor: SessionUser, bookId: string) {
  const book = await comicFor(booksOf(ctx), actor, bookId);
  if (book.state === 'under_review') return withdrawFromReview(ctx, actor, bookId);
  if (book.state === 'published') return makePrivate(ctx, actor, bookId);
  throw publishingErrors.notPublished(book.state);
}
