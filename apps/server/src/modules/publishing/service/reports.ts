import { cleanText, moderationRules } from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { errors } from '../../../http/errors';
import { newId, newOpenId } from '../../../platform/ids';
import { hideBook, loadBook } from '../../books/index';
import type { SessionUser } from '../../session/index';
import { accountCreatedAtByIds } from '../../user/index';
import type { PublishingContext } from '../context';
import { publishingErrors } from '../errors';
import { findOpenEntry, insertDecision, insertEntry, openKeyOf } from '../queries/entries';
import { insertReport, openReporterIds, reportKeyOf } from '../queries/reports';
import { screenBook } from '../reader-view';
import type { ReportInput } from '../schemas';

export function cleanNote(note: string | undefined): string {
  return cleanText(note ?? '', { multiline: true })
    .trim()
    .slice(0, moderationRules.noteLength);
}

const dayMs = 86_400_000;

/** Open reporters of the book whose accounts are at least `reporterMinAgeDays` old at `now`. */
async function countSettledReporters(db: DB, bookId: string, now: number): Promise<number> {
  const created = await accountCreatedAtByIds(db, await openReporterIds(db, bookId));
  const oldest = now - moderationRules.reporterMinAgeDays * dayMs;
  let count = 0;
  for (const createdAt of created.values()) if (createdAt <= oldest) count += 1;
  return count;
}

/**
 * POST /api/Publish/Report: any signed-in reader reports a published story (a reason tied to the
 * community guidelines, and a note). The report joins the story's open report entry in the
 * moderators' queue; once `reportsToHide` different readers have open reports, the story is
 * hidden from readers until a moderator decides. A reader's repeated report counts once, and a
 * report from an account younger than `reporterMinAgeDays` only queues the story: it never counts
 * towards the hide (decision 022).
 */
export async function reportBook(ctx: PublishingContext, actor: SessionUser, input: ReportInput) {
  const book = await loadBook(ctx.db, actor, { openId: input.BookId }, 'report');
  if (!book) throw errors.notFound();
  if (book.owner_id === actor.id) throw publishingErrors.reportOwnBook();
  const flags = await screenBook(ctx.db, book, ctx.rules.extraFlagWords);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await insertEntry(trx, {
      id: newId(now),
      open_id: newOpenId(),
      book_id: book.id,
      kind: 'report',
      status: 'open',
      open_key: openKeyOf(book.id, 'report'),
      book_type: book.type,
      language: book.language,
      flags: JSON.stringify(flags),
      claimed_by: null,
      claim_expires_at: null,
      created_at: now,
      updated_at: now,
      closed_at: null,
      closed_by: null,
    });
    const entry = await findOpenEntry(trx, book.id, 'report');
    const added = await insertReport(trx, {
      id: newId(now),
      book_id: book.id,
      reporter_id: actor.id,
      reason: input.Reason,
      note: cleanNote(input.Note),
      open_key: reportKeyOf(book.id, actor.id),
      entry_id: entry?.id ?? null,
      created_at: now,
      resolved_at: null,
      resolved_by: null,
    });
    const reporters = await countSettledReporters(trx, book.id, now);
    let hidden = book.hidden_at !== null;
    if (!hidden && reporters >= ctx.rules.reportsToHide && (await hideBook(trx, book.id, now))) {
      hidden = true;
      await insertDecision(trx, {
        id: newId(now),
        entry_id: entry?.id ?? null,
        book_id: book.id,
        moderator_id: null,
        decision: 'hidden_by_reports',
        reason_code: null,
        note: `${reporters} readers reported this story`,
        created_at: now,
      });
    }
    return { Reported: true, AlreadyReported: !added };
  });
}
