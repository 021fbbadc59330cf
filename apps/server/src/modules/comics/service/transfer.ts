import { isEditableState } from '@storyloom/domain';
import { isUniqueViolation } from '../../../db/dialect';
import { errors } from '../../../http/errors';
import { newId, newOpenId } from '../../../platform/ids';
import type { BookActor, BookRow, BooksContext } from '../../books/index';
import { loadBook, updateBookAtVersion } from '../../books/index';
import { maySharePrivately } from '../../safety/index';
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

/** The publication pre-screen (publishing's front door), handed in by the routes. */
export type ComicScreen = (book: BookRow) => Promise<readonly unknown[]>;

/**
 * TransferComic (SPEC §7): a comic moves to another account only with the receiver's consent.
 * The owner offers it (TransferComic); the receiver accepts or declines (AnswerComicTransfer);
 * the owner may take the offer back (CancelComicTransfer). SPEC limits transfers to accounts of
 * the same family or class; the safety module decides who may share (two adults, or a relation
 * a family plan or a class registers: decision 021), so a stranger never reaches a child. The
 * comic is pre-screened like a publication when offered and again when accepted, and the
 * receiver sees only the title that passed the screen. Only comics the writer could edit
 * (draft, returned, private) can be given away.
 */
export async function offerComic(
  ctx: BooksContext,
  screen: ComicScreen,
  actor: BookActor,
  input: TransferComicInput,
) {
  const book = await comicFor(ctx, actor, input.BookId, comicActions.offer);
  if (!isEditableState(book.state) || book.class_id !== null) throw comicErrors.transfer('state');
  const receiver = await publicAccountByUsername(ctx.db, input.ToUserName);
  if (receiver?.id === actor.id) throw comicErrors.transfer('self');
  const now = ctx.clock.now();
  // An unknown username is refused like a child's: the answer says nothing about who is a child.
  if (!receiver || !(await maySharePrivately(ctx.db, actor.id, receiver.id, now)).allowed) {
    throw comicErrors.transfer('not_allowed');
  }
  if (await findOpenTransferOfBook(ctx.db, book.id)) throw comicErrors.transfer('pending');
  if ((await screen(book)).length > 0) throw comicErrors.transfer('screen');
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
      title: book.title,
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
  screen: ComicScreen,
  actor: BookActor,
  input: AnswerTransferInput,
) {
  const offer = await findTransferByOpenId(ctx.db, input.TransferId);
  if (!offer || !mayAnswerOffer(actor, offer)) throw errors.notFound();
  if (offer.status !== 'offered') throw comicErrors.transfer('closed');
  const now = ctx.clock.now();
  if (input.Accept) {
    // Still two accounts that may share (an age or a relation may have changed), and the comic
    // as it is now (it may have been edited since the offer) still passes the pre-screen.
    if (!(await maySharePrivately(ctx.db, offer.from_id, actor.id, now)).allowed) {
      throw comicErrors.transfer('not_allowed');
    }
    const current = await loadBook(
      ctx.db,
      { id: offer.from_id },
      { id: offer.book_id },
      'transfer',
    );
    if (current && (await screen(current)).length > 0) throw comicErrors.transfer('screen');
  }
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

/**
 * Open offers to and from the signed-in account. An incoming offer shows the title that passed
 * the pre-screen when it was offered (empty for offers made before the screen: the screen shows
 * a neutral label), and only while the two accounts may still share: an offer from a stranger
 * made before the rule never reaches a child's list.
 */
export async function listTransfers(ctx: BooksContext, actor: BookActor) {
  const now = ctx.clock.now();
  const incoming = [];
  for (const row of await listOpenTransfers(ctx.db, actor.id, 'to_id')) {
    if ((await maySharePrivately(ctx.db, row.from_id, actor.id, now)).allowed) incoming.push(row);
  }
  return {
    Incoming: presentTransfers(incoming, 'incoming'),
    Outgoing: presentTransfers(await listOpenTransfers(ctx.db, actor.id, 'from_id'), 'outgoing'),
  };
}
