import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { perWriter } from '../../../http/limits';
import { requireUser } from '../../../http/session';
import { bookIdBody, createBookBody, homeworkBody, saveBookBody } from '../schemas';
import {
  booksContext,
  createBook,
  getBookForEditing,
  homeworkBook,
  saveBook,
} from '../service/index';
import { bookForEditing } from '../service/read';

/** The editors' calls: start a draft, open it, save it; the homework view. */
export function editorRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = booksContext(app);

  r.post(
    '/api/Books/Create',
    { schema: { body: createBookBody }, config: perWriter(60) },
    async (request) => {
      const user = await requireUser(request);
      const { book, created } = await createBook(ctx, user, request.body);
      return ok({ ...(await bookForEditing(ctx, book)), Created: created });
    },
  );

  r.post(
    '/api/Books/Get',
    { schema: { body: bookIdBody }, config: perWriter(240) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await getBookForEditing(ctx, user, request.body.BookId));
    },
  );

  r.post(
    '/api/Books/Save',
    { schema: { body: saveBookBody }, config: perWriter(300) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await saveBook(ctx, user, request.body));
    },
  );

  r.post(
    '/api/Books/Homework',
    { schema: { body: homeworkBody }, config: perWriter(240) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await homeworkBook(ctx, user, request.body.StoryBookId));
    },
  );
}
