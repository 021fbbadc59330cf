import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { errors } from '../../http/errors';
import { perWriter } from '../../http/limits';
import { requireStaff } from '../../http/session';
import { outboxDirectory } from '../../platform/mail/index';
import { parseMail } from '../../platform/mail/read';

const pageBody = z
  .object({
    Page: z.coerce.number().int().min(1).max(10_000).default(1),
    PageSize: z.coerce.number().int().min(1).max(50).default(20),
  })
  .prefault({});
/** A file name the outbox mailer writes: never a path. */
const fileBody = z.object({ File: z.string().regex(/^[\w-]{1,120}\.eml$/) });

async function outboxFiles(directory: string): Promise<string[]> {
  try {
    return (await readdir(directory))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/**
 * The mail outbox viewer (issue 21, decision 028): in the embedded mode every email is an `.eml`
 * file under DATA_DIR/outbox; admins read them here, newest first (activation links, replies to
 * support...). With SMTP nothing is kept, and the list says so. Admins only, second factor.
 */
export default async function staffOutboxRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const directory = outboxDirectory(app.config);

  r.post(
    '/api/Admin/Outbox',
    { schema: { body: pageBody }, config: perWriter(120) },
    async (req) => {
      await requireStaff(req, 'admin');
      const { Page, PageSize } = req.body;
      if (!directory) return ok({ Mode: 'smtp', List: [], Total: 0, Page });
      const files = await outboxFiles(directory);
      const chosen = files.slice((Page - 1) * PageSize, Page * PageSize);
      const List = await Promise.all(
        chosen.map(async (file) => {
          const mail = parseMail(await readFile(join(directory, file), 'utf8'), file);
          return { File: file, To: mail.to, Subject: mail.subject, Date: mail.date };
        }),
      );
      return ok({ Mode: 'outbox', List, Total: files.length, Page });
    },
  );

  r.post(
    '/api/Admin/OutboxMail',
    { schema: { body: fileBody }, config: perWriter(120) },
    async (req) => {
      await requireStaff(req, 'admin');
      if (!directory) throw errors.notFound();
      const files = await outboxFiles(directory);
      if (!files.includes(req.body.File)) throw errors.notFound();
      const mail = parseMail(await readFile(join(directory, req.body.File), 'utf8'));
      return ok({
        File: req.body.File,
        To: mail.to,
        Subject: mail.subject,
        Date: mail.date,
        Text: mail.text,
        Html: mail.html,
      });
    },
  );
}
