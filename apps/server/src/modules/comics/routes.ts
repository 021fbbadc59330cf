import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { perWriter } from '../../http/limits';
import { requireActiveUser, requireUser } from '../../http/session';
import { bookIdBody, booksContext } from '../books/index';
import { prescreenForSharing, publishingContext, submitBody } from '../publishing/index';
import {
  answerTransfer,
  cancelTransfer,
  listOffers,
  offerTransfer,
  type TransferKind,
  type TransfersContext,
} from '../transfers/index';
import {
  acceptUploads,
  parseFields,
  presentImage,
  readUploadForm,
  storeImageFrom,
  uploadContext,
  uploadSource,
} from '../uploads/index';
import { comicErrors } from './errors';
import { comicActions } from './policy';
import {
  answerTransferBody,
  comicCoverFields,
  saveComicPageBody,
  transferComicBody,
  transferIdBody,
} from './schemas';
import { comicForCover, setUploadedCover } from './service/cover';
import { comicFor, saveComicPage } from './service/pages';
import { publishComic, unpublishComic } from './service/publish';

/**
 * The comic transfer calls (SPEC §7) are the transfers module's offers narrowed to comics
 * (decision 061): the same table, consent and safety rules as /book-transfer-tool, refused with
 * the comic calls' own code (COMIC_TRANSFER_REFUSED) and a NOT_A_COMIC for another book type.
 */
const comicTransfers: TransferKind = {
  bookType: 'comic',
  pick: (ctx, actor, openId) => comicFor(ctx, actor, openId, comicActions.offer),
  refuse: comicErrors.transfer,
};

/**
 * Comics (issue "Comics"; docs/api.md "Comics"): SPEC §7's comic calls under /api/YourStuff.
 * Comics are books of type comic: pages are saved through the books module's versioned save and
 * published through the publishing module. The comic artwork calls (MyComicArtwork,
 * AddComicArtwork, GetComicArtworkDetail) live in the artworks module.
 */
export default async function comicRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const books = booksContext(app);
  const publishing = publishingContext(app);
  const transfers: TransfersContext = {
    ...books,
    screen: (book) => prescreenForSharing(publishing, book),
  };

  r.post(
    '/api/YourStuff/SaveComicPage',
    { schema: { body: saveComicPageBody }, config: perWriter(300) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await saveComicPage(books, user, request.body));
    },
  );

  r.post(
    '/api/YourStuff/PublishComic',
    { schema: { body: submitBody }, config: perWriter(30) },
    async (request) => {
      const user = await requireActiveUser(request);
      return ok(await publishComic(publishing, user, request.body));
    },
  );

  r.post(
    '/api/YourStuff/UnPublishComic',
    { schema: { body: bookIdBody }, config: perWriter(30) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await unpublishComic(publishing, user, request.body.BookId));
    },
  );

  r.post(
    '/api/YourStuff/TransferComic',
    { schema: { body: transferComicBody }, config: perWriter(30) },
    async (request) => {
      const user = await requireActiveUser(request);
      return ok(
        await offerTransfer(transfers, comicTransfers, user, {
          BookId: request.body.BookId,
          To: request.body.ToUserName,
        }),
      );
    },
  );

  r.post(
    '/api/YourStuff/AnswerComicTransfer',
    { schema: { body: answerTransferBody }, config: perWriter(30) },
    async (request) => {
      const user = await requireActiveUser(request);
      return ok(
        await answerTransfer(
          transfers,
          comicTransfers,
          user,
          request.body.TransferId,
          request.body.Accept,
        ),
      );
    },
  );

  r.post(
    '/api/YourStuff/CancelComicTransfer',
    { schema: { body: transferIdBody }, config: perWriter(30) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await cancelTransfer(books, comicTransfers, user, request.body.TransferId));
    },
  );

  r.post('/api/YourStuff/ComicTransfers', { config: perWriter(120) }, async (request) => {
    const user = await requireUser(request);
    const offers = await listOffers(books, comicTransfers, user);
    return ok({ Incoming: offers.Received, Outgoing: offers.Sent });
  });

  await app.register(async (scope) => {
    await acceptUploads(scope);

    /**
     * A comic's cover picture (SPEC §7 /api/Upload/ComicCover). With `BookId` (the writer's own
     * comic, still editable) it becomes that comic's cover; without, it is only stored.
     */
    scope.post('/api/Upload/ComicCover', { config: perWriter(30) }, async (request) => {
      const user = await requireActiveUser(request);
      const form = await readUploadForm(request);
      const { BookId } = parseFields(comicCoverFields, form.fields);
      const book = BookId ? await comicForCover(books, user, BookId) : null;
      const image = presentImage(
        await storeImageFrom(await uploadContext(app), user, 'comic_cover', uploadSource(form)),
      );
      if (!book) return ok({ Image: image });
      return ok({ Image: image, Book: await setUploadedCover(books, book, image) });
    });
  });
}
