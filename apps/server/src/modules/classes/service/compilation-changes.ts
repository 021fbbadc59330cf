import type { ObjectStorage } from '../../../platform/storage/types';
import { reportBadgeFacts } from '../../badges/index';
import {
  compilationByOpenId,
  deleteCompilationRow,
  publishedCompilationsWith,
  writersOf,
} from '../compilation-queries';
import { classErrors } from '../errors';
import { classFor } from '../policy';
import type { ClassesContext } from './context';

/**
 * POST /api/Classes/DeleteCompilation (decision 059): a teacher of the class deletes one of its
 * compilations, a draft or a published one. The stories stay their writers' books; the list
 * and the compilation go in one transaction, then its PDF through the storage adapter (a job
 * still queued finds no compilation and does nothing; one that was making the PDF meanwhile
 * deletes its file when it finds the compilation gone). Badges already earned stay (facts only
 * grow). Another class's compilation, or an unknown one: the 404 of a class thing not there.
 */
export async function deleteCompilation(
  ctx: ClassesContext,
  storage: () => Promise<ObjectStorage>,
  userId: string,
  openId: string,
  compilationId: string,
): Promise<{ CompilationId: string }> {
  const { row } = await classFor(ctx.db, userId, openId, 'teach');
  const c = await compilationByOpenId(ctx.db, row.id, compilationId);
  if (!c) throw classErrors.notFound();
  await ctx.db.transaction().execute((trx) => deleteCompilationRow(trx, c.id));
  if (c.pdf_key) await (await storage()).delete([c.pdf_key]);
  return { CompilationId: c.open_id };
}

/**
 * The class_compilation badge (PRODUCT.md): each writer with a story in a published
 * compilation reports how many published compilations hold one of their stories; the badges
 * module awards the badge once, with its notification, however often the book is published or
 * saved again.
 */
export async function awardCompilationBadges(
  ctx: ClassesContext,
  compilationId: string,
): Promise<void> {
  for (const writer of await writersOf(ctx.db, compilationId)) {
    const compilations = await publishedCompilationsWith(ctx.db, writer);
    if (compilations > 0) {
      await reportBadgeFacts({ db: ctx.db, clock: ctx.clock, jobs: ctx.jobs }, writer, {
        compilations,
      });
    }
  }
}
