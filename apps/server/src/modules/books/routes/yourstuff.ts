import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { perWriter } from '../../../http/limits';
import { requireUser } from '../../../http/session';
import { presentBookSummary } from '../present';
import { bookIdBody, moveBookBody, writeListBody } from '../schemas';
import {
  bookInfo,
  booksContext,
  convertToLongform,
  moveBook,
  writeBookCount,
  writeList,
} from '../service/index';
import { bookForEditing } from '../service/read';

/** /yourstuff-write and /yourstuff/{type}: the writer's books and the SPEC §4 moves. */
export function yourStuffRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = booksContext(app);

  r.post(
    '/api/YourStuff/WriteList',
    { schema: { body: writeListBody }, config: perWriter(240) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await writeList(ctx, user, request.body));
    },
  );

  r.post('/api/YourStuff/getWriteBookCount', { config: perWriter(240) }, async (request) => {
    const user = await requireUser(request);
    return ok(await writeBookCount(ctx, user));
  });

  r.post(
    '/api/YourStuff/GetBookInfo',
    { schema: { body: bookIdBody }, config: perWriter(240) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await bookInfo(ctx, user, request.body.BookId));
    },
  );

  r.post(
    '/api/YourStuff/MoveBook',
    { schema: { body: moveBookBody }, config: perWriter(60) },
    async (request) => {
      const user = await requireUser(request);
      const book = await moveBook(ctx, user, request.body);
      return ok({
        Book: book.deleted_at === null ? presentBookSummary(book, new Map(), user.language) : null,
      });
    },
  );

  r.post(
    '/api/YourStuff/ConvertToLongForm',
    { schema: { body: bookIdBody }, config: perWriter(30) },
    async (request) => {
      const user = await requireUser(request);
      const longform = await convertToLongform(ctx, user, request.body.BookId);
      return ok(await bookForEditing(ctx, longform));
    },
  );
}
