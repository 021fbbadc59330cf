import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { perWriter } from '../../http/limits';
import { requireActiveUser, requireUser } from '../../http/session';
import { booksContext } from '../books/index';
import { prescreenForSharing, publishingContext } from '../publishing/index';
import { accountErasureSteps } from '../user/index';
import { cancelOpenTransfersOf } from './queries/transfers';
import { offerBody, transferIdBody } from './schemas';
import {
  answerTransfer,
  anyBook,
  cancelTransfer,
  listTransfers,
  offerTransfer,
  type TransfersContext,
} from './service/transfers';

// A deleted account's open book offers (made or received) close with it.
accountErasureSteps.push((trx, userId, now) => cancelOpenTransfersOf(trx, userId, now));

/**
 * Book transfers (issue 20, /book-transfer-tool; docs/api.md "Book transfers"; decision 058):
 * a book moves to another account only when the receiver accepts.
 */
export default async function transferRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const books = booksContext(app);
  const publishing = publishingContext(app);
  const ctx: TransfersContext = {
    ...books,
    screen: (book) => prescreenForSharing(publishing, book),
  };

  // Offers are rate-limited per writer (10 a minute): an offer sends a notification.
  r.post(
    '/api/BookTransfer/Offer',
    { schema: { body: offerBody }, config: perWriter(10) },
    async (request) => {
      const user = await requireActiveUser(request);
      return ok(await offerTransfer(ctx, anyBook, user, request.body));
    },
  );

  r.post(
    '/api/BookTransfer/Accept',
    { schema: { body: transferIdBody }, config: perWriter(30) },
    async (request) => {
      const user = await requireActiveUser(request);
      return ok(await answerTransfer(ctx, anyBook, user, request.body.TransferId, true));
    },
  );

  r.post(
    '/api/BookTransfer/Decline',
    { schema: { body: transferIdBody }, config: perWriter(30) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await answerTransfer(ctx, anyBook, user, request.body.TransferId, false));
    },
  );

  r.post(
    '/api/BookTransfer/Cancel',
    { schema: { body: transferIdBody }, config: perWriter(30) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await cancelTransfer(ctx, anyBook, user, request.body.TransferId));
    },
  );

  r.post('/api/BookTransfer/List', { config: perWriter(120) }, async (request) => {
    const user = await requireUser(request);
    return ok(await listTransfers(ctx, user));
  });
}
