import type { BookType } from '@storyloom/domain';
import { isUniqueViolation } from '../../../db/dialect';
import { type AppError, errors } from '../../../http/errors';
import { newId, newOpenId } from '../../../platform/ids';
import type { BookActor, BookRow, BooksContext } from '../../books/index';
import { bookFor, loadBook, updateBookAtVersion } from '../../books/index';
import { addNotification } from '../../notifications/index';
import { maySharePrivately } from '../../safety/index';
import { findUserByLogin, publicAccountById } from '../../user/index';
import { type TransferRefusal, transferErrors } from '../errors';
import { mayAnswer, mayCancel, mayChangeHands, transferAction } from '../policy';
import { presentOwnBooks, presentTransfers } from '../present';
import {
  closeTransfer,
  findOpenTransferOfBook,
  findTransferByOpenId,
  insertTransfer,
  listOpenTransfers,
  listOwnBooks,
} from '../queries/transfers';
import type { OfferInput } from '../schemas';

/** The publication pre-screen (publishing's front door), handed in by the routes. */
export type TransferScreen = (book: BookRow) => Promise<readonly unknown[]>;

export interface TransfersContext extends BooksContext {
  screen: TransferScreen;
}

/**
 * Which calls use the offers (decision 061): the book tool (/api/BookTransfer, any book) or the
 * comic calls of SPEC §7 (/api/YourStuff/TransferComic and its kin, comics only). One table, one
 * set of rules; a kind only narrows the books and names its refusals.
 */
export interface TransferKind {
  /** Offers of books of this type only: answer, cancel and list treat others as not there. */
  bookType: BookType | null;
  /** The book the actor offers: theirs to give (the books policy) or a 404 / kind's refusal. */
  pick: (ctx: BooksContext, actor: BookActor, openId: string) => Promise<BookRow>;
  refuse: (reason: TransferRefusal) => AppError;
}

/** The book tool's kind: any book type, BOOK_TRANSFER_REFUSED. */
export const anyBook: TransferKind = {
  bookType: null,
  pick: (ctx, actor, openId) => bookFor(ctx, actor, openId, transferAction),
  refuse: transferErrors.refused,
};

/** An offer of this kind by its public id, or undefined (another kind's is not there). */
async function offerOfKind(ctx: BooksContext, kind: TransferKind, transferId: string) {
  const offer = await findTransferByOpenId(ctx.db, transferId);
  if (offer && kind.bookType !== null && offer.book_type !== kind.bookType) return undefined;
  return offer;
}

/** The receiving account named by username or email, if it is an active account. */
async function receiverOf(ctx: BooksContext, login: string) {
  const row = await findUserByLogin(ctx.db, login.trim().toLowerCase());
  if (row?.is_active !== 1) return null;
  return publicAccountById(ctx.db, row.id);
}

/**
 * OfferBookTransfer (decision 058): the owner offers one of their books to another account; it
 * moves only when the receiver, signed in, accepts. The safety module decides who may share
 * (two adults, or a family plan or class relation: decision 021), so a stranger never reaches a
 * child; the receiver sees only the title that passed the pre-screen and a fixed text.
 */
export async function offerTransfer(
  ctx: TransfersContext,
  kind: TransferKind,
  actor: BookActor,
  input: OfferInput,
) {
  const book = await kind.pick(ctx, actor, input.BookId);
  if (!mayChangeHands(book)) throw kind.refuse('state');
  const receiver = await receiverOf(ctx, input.To);
  if (receiver?.id === actor.id) throw kind.refuse('self');
  const now = ctx.clock.now();
  // An unknown account is refused like a child's: the answer says nothing about who is a child.
  if (!receiver || !(await maySharePrivately(ctx.db, actor.id, receiver.id, now)).allowed) {
    throw kind.refuse('not_allowed');
  }
  if (await findOpenTransferOfBook(ctx.db, book.id)) throw kind.refuse('pending');
  if ((await ctx.screen(book)).length > 0) throw kind.refuse('screen');
  const openId = newOpenId();
  // The offer and the receiver's notification (a fixed text: never emailed) commit together.
  await ctx.db.transaction().execute(async (trx) => {
    try {
      await insertTransfer(trx, {
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
      // Two offers of one book at once: the unique open_key lets one in.
      if (isUniqueViolation(err)) throw kind.refuse('pending');
      throw err;
    }
    await addNotification(trx, now, receiver.id, {
      kind: 'book_transfer_offered',
      params: { from: actor.username, title: book.title },
    });
  });
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
 * AcceptBookTransfer / DeclineBookTransfer: the receiver's answer. Accepting closes the offer
 * and changes the owner in one transaction, guarded by the book's version and state: a book
 * edited, submitted, published or deleted after the offer is moved only if it is still the
 * giver's and still may change hands. A book's parts, history and artwork uses hang on the book
 * id, so `books.owner_id` is the one owner column that moves.
 */
export async function answerTransfer(
  ctx: TransfersContext,
  kind: TransferKind,
  actor: BookActor,
  transferId: string,
  accept: boolean,
) {
  const offer = await offerOfKind(ctx, kind, transferId);
  if (!offer || !mayAnswer(actor, offer)) throw errors.notFound();
  if (offer.status !== 'offered') throw kind.refuse('closed');
  const now = ctx.clock.now();
  if (accept) {
    // Still two accounts that may share, and the book as it is now still passes the pre-screen.
    if (!(await maySharePrivately(ctx.db, offer.from_id, actor.id, now)).allowed) {
      throw kind.refuse('not_allowed');
    }
    const current = await loadBook(
      ctx.db,
      { id: offer.from_id },
      { id: offer.book_id },
      transferAction,
    );
    if (current && (await ctx.screen(current)).length > 0) throw kind.refuse('screen');
  }
  const book = await ctx.db.transaction().execute(async (trx) => {
    if (!(await closeTransfer(trx, offer.id, accept ? 'accepted' : 'declined', now))) {
      throw kind.refuse('closed');
    }
    const current = await loadBook(
      trx,
      { id: offer.from_id },
      { id: offer.book_id },
      transferAction,
    );
    if (!current) throw kind.refuse('closed');
    if (!accept) return current;
    if (!mayChangeHands(current)) throw kind.refuse('state');
    const moved = await updateBookAtVersion(trx, current.id, current.version, {
      owner_id: actor.id,
      // The giver's art set no longer leads to this book (a reload of ?artSet= starts anew).
      start_key: null,
      updated_at: now,
    });
    if (!moved) throw errors.conflict({ Version: current.version });
    return current;
  });
  return {
    TransferId: offer.open_id,
    BookId: book.open_id,
    Status: accept ? 'accepted' : 'declined',
  };
}

/** CancelBookTransfer: the giver takes back an offer not answered yet. */
export async function cancelTransfer(
  ctx: BooksContext,
  kind: TransferKind,
  actor: BookActor,
  transferId: string,
) {
  const offer = await offerOfKind(ctx, kind, transferId);
  if (!offer || !mayCancel(actor, offer)) throw errors.notFound();
  if (!(await closeTransfer(ctx.db, offer.id, 'cancelled', ctx.clock.now()))) {
    throw kind.refuse('closed');
  }
  return { TransferId: offer.open_id, Status: 'cancelled' };
}

/**
 * BookTransfers: the signed-in account's books (which may be offered), and open offers to and
 * from it. An incoming offer shows only while the two accounts may still share.
 */
export async function listTransfers(ctx: BooksContext, actor: BookActor) {
  return {
    Books: presentOwnBooks(await listOwnBooks(ctx.db, actor.id)),
    ...(await listOffers(ctx, anyBook, actor)),
  };
}

/** Open offers of a kind to (Received) and from (Sent) the signed-in account. */
export async function listOffers(ctx: BooksContext, kind: TransferKind, actor: BookActor) {
  const now = ctx.clock.now();
  const incoming = [];
  for (const row of await listOpenTransfers(ctx.db, actor.id, 'to_id', kind.bookType)) {
    if ((await maySharePrivately(ctx.db, row.from_id, actor.id, now)).allowed) incoming.push(row);
  }
  const outgoing = await listOpenTransfers(ctx.db, actor.id, 'from_id', kind.bookType);
  return {
    Received: presentTransfers(incoming, 'incoming'),
    Sent: presentTransfers(outgoing, 'outgoing'),
  };
}
