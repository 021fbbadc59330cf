import type { FastifyInstance } from 'fastify';
import { booksWithArt } from '../artworks/index';
import { pdfBookResolvers } from '../ledger/index';
import { accountErasureSteps, userInfoParts } from '../user/index';
import { editorRoutes } from './routes/editor';
import { yourStuffRoutes } from './routes/yourstuff';
import { bookCountOf, eraseBooksOf, pdfBookFor } from './service/index';
import { publishedBooksWithArt } from './service/with-art';

// GetUserInfo's BookCount (SPEC §3): the books the user has written (not deleted).
userInfoParts.push(async (db, userId) => ({ BookCount: await bookCountOf(db, userId) }));
// Deleting an account erases the writer's books (user module, same transaction).
accountErasureSteps.push((trx, userId, now) => eraseBooksOf(trx, userId, now));
// BuyPdf (ledger): a published or private book of one's own, or anyone's published book.
pdfBookResolvers.push((db, userId, openId) => pdfBookFor(db, userId, openId));
// /artwork-book and /artist/{slug} (artworks module): the published books made with the art.
booksWithArt.list = (...args) => publishedBooksWithArt(...args);

/** Books and the writing editors; calls listed in docs/api.md, "Books". */
export default async function bookRoutes(app: FastifyInstance): Promise<void> {
  editorRoutes(app);
  yourStuffRoutes(app);
}
