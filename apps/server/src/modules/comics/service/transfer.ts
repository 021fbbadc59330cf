import { isEditableState } from '@storyloom/domain';
import { isUniqueViolation } from '../../../db/dialect';
import { errors } from '../../../http/errors';
import { newId, newOpenId } from '../../../platform/ids';
import type { BookActor, BooksContext } from '../../books/index';
import { loadBook, updateBookAtVersion } from '../../books/index';
import { publicAccountByUsername } from '../../user/index';
import { comicErrors } from '../errors';
import { comicActions, mayAnswerOffer, mayCancelOffer } from '../policy';
import { presentTransfers } from '../present';
import {
  closeTransfer,
  findOpenTransferOfBook,
  findTransferByOpenId,
  insertTransfer,
  listOpenTransfers,
} from '../queries/transfers';
import type { AnswerTransferInput, TransferComicInput } from '../schemas';
import { comicFor } from './pages';

/**
 * TransferComic (SPEC §7): a comic moves to another account only with the receiver's consent.
 * The owner offers it (TransferComic); the receiver accepts or declines (AnswerComicTransfer);
 * the owner may take the offer back (CancelComicTransfer). SPEC limits transfers to accounts of
 * the same family or class; families and classes do not exist in this product yet, so any
 * active account may be offered a comic and nothing moves without its acceptance (decision 014).
 * Only comics the writer could edit (draft, returned, private) can be given away.
 */
export async function offerComic(ctx: BooksContext, actor: BookActor, input: TransferComicInput) {
  const book = await comicFor(ctx, actor, input.BookId, comicActions.offer);
  if (!isEditableState(book.state) || book.class_id !== null) throw comicErrors.transfer('state');
  const receiver = await publicAccountByUsername(ctx.db, input.ToUserName);
  if (!receiver) throw errors.notFound();
  if (receiver.id === actor.id) throw comicErrors.transfer('self');
  if (await findOpenTransferOfBook(ctx.db, book.id)) throw comicErrors.transfer('pending');
  const now = ctx.clock.now();
  const openId = newOpenId();
  try {
    await insertTransfer(ctx.db, {
      id: newId(now),
      open_id: openId,
      book_id: book.id,
      from_id: actor.id,
      to_id: receiver.id,
      status: 'offered',
      open_key: book.id,
      created_at: now,
      answered_at: null,
    });
  } catch (err) {
    // Two offers of one comic at once: the unique open_key lets one in.
    if (isUniqueViolation(err)) throw comicErrors.transfer('pending');
    throw err;
  }
  return {
    Transfer: {
      TransferId: openId,
      BookId: book.open_id,
      Title: book.title,
      From: actor.username,
      To: receiver.username,
      Status: 'offered',
      CreatedAt: new Date(now).toISOString(),
    },
  };
}

/**
 * The receiver's answer. Accepting closes the offer and changes the owner in one transaction,
 * guarded by the book's version and state: a comic edited, submitted or deleted after the offer
 * is still moved only if it is still the giver's and still in a state that may be given.
 */
export async function answerTransfer(
  ctx: BooksContext,
  actor: BookActor,
  input: AnswerTransferInput,
) {
  const offer = await findTransferByOpenId(ctx.db, input.TransferId);
  if (!offer || !mayAnswerOffer(actor, offer)) throw errors.notFound();
  if (offer.status !== 'offered') throw comicErrors.transfer('closed');
  const now = ctx.clock.now();
  const book = await ctx.db.transaction().execute(async (trx) => {
    if (!(await closeTransfer(trx, offer.id, input.Accept ? 'accepted' : 'declined', now))) {
      throw comicErrors.transfer('closed');
    }
    // Still the offering owner's to give (the books policy: their own, not deleted)?
    const current = await loadBook(trx, { id: offer.from_id }, { id: offer.book_id }, 'transfer');
    if (!current) {
      throw comicErrors.transfer('closed');
    }
    if (!input.Accept) return current;
    if (!isEditableState(current.state) || current.class_id !== null) {
      throw comicErrors.transfer('state');
    }
    const moved = await updateBookAtVersion(trx, current.id, current.version, {
      owner_id: actor.id,
      // The giver's art set no longer leads to this comic (a reload of ?artSet= starts anew).
      start_key: null,
      updated_at: now,
    });
    if (!moved) throw errors.conflict({ Version: current.version });
    return current;
  });
  return {
    TransferId: offer.open_id,
    BookId: book.open_id,
    Status: input.Accept ? 'accepted' : 'declined',
  };
}

/** The giver takes back an offer not answered yet. */
export async function cancelTransfer(ctx: BooksContext, actor: BookActor, transferId: string) {
  const offer = await findTransferByOpenId(ctx.db, transferId);
  if (!offer || !mayCancelOffer(actor, offer)) throw errors.notFound();
  if (!(await closeTransfer(ctx.db, offer.id, 'cancelled', ctx.clock.now()))) {
    throw comicErrors.transfer('closed');
  }
  return { TransferId: offer.open_id, Status: 'cancelled' };
}

/** Open offers to and from the signed-in account. */
export async function listTransfers(ctx: BooksContext, actor: BookActor) {
  return {
    Incoming: presentTransfers(await listOpenTransfers(ctx.db, actor.id, 'to_id')),
    Outgoing: presentTransfers(await listOpenTransfers(ctx.db, actor.id, 'from_id')),
  };
}
