import { encodeReturnReason, parseReturnReason } from '@storyloom/domain';
import type { Seeder } from '../../db/seed/index';
import { newId, newOpenId } from '../../platform/ids';
import { type BookRow, transitionBook, updateBook } from '../books/index';
import { publicAccountByUsername } from '../user/index';
import { insertDecision, insertEntry, openKeyOf } from './queries/entries';
import { insertReport, reportKeyOf } from './queries/reports';
import { screenBook } from './reader-view';

const hourMs = 3_600_000;

/**
 * The demo's moderation (runs after the books seed): the stories the books seed left under
 * review wait in the moderators' queue (with a second one sent now), returned stories carry a
 * reason tied to the guidelines, featured ones have their decision recorded, and a reader has
 * reported a published story.
 */
export const publishingSeeder: Seeder = {
  name: 'publishing',
  async run({ db, clock, config }) {
    const now = clock.now();
    const moderator = await publicAccountByUsername(db, 'demo-moderator');
    const reader = await publicAccountByUsername(db, 'demo-reader');
    const writer = await publicAccountByUsername(db, 'demo-writer');
    const words = config.publishing.extraFlagWords;
    const live = (rows: BookRow[]) => rows.filter((b) => b.deleted_at === null);

    // A second story in the queue: demo-writer sends a draft for review.
    if (writer) {
      const [draft] = live(
        await db
          .selectFrom('books')
          .selectAll()
          .where('owner_id', '=', writer.id)
          .where('state', '=', 'draft')
          .orderBy('created_at')
          .limit(1)
          .execute(),
      );
      if (draft) {
        await transitionBook(
          { db, clock: { now: () => now - 2 * hourMs } },
          { bookOpenId: draft.open_id, transition: 'submit_for_review', actorId: writer.id },
        );
      }
    }

    const under = live(
      await db.selectFrom('books').selectAll().where('state', '=', 'under_review').execute(),
    );
    for (const [i, book] of under.entries()) {
      const at = now - (under.length - i) * hourMs;
      await insertEntry(db, {
        id: newId(at),
        open_id: newOpenId(),
        book_id: book.id,
        kind: 'submission',
        status: 'open',
        open_key: openKeyOf(book.id, 'submission'),
        book_type: book.type,
        language: book.language,
        flags: JSON.stringify(await screenBook(db, book, words)),
        claimed_by: null,
        claim_expires_at: null,
        created_at: at,
        updated_at: at,
        closed_at: null,
        closed_by: null,
      });
    }

    if (!moderator) return undefined;
    const returned = live(
      await db.selectFrom('books').selectAll().where('state', '=', 'returned').execute(),
    );
    for (const book of returned) {
      const reason = parseReturnReason(book.return_reason);
      if (!reason || reason.code) continue;
      const code = /street|address|name|calle|地址/i.test(reason.note)
        ? 'personal_information'
        : 'not_ready';
      await updateBook(db, book.id, {
        return_reason: encodeReturnReason({ code, note: reason.note }),
      });
      await insertDecision(db, {
        id: newId(book.state_changed_at),
        entry_id: null,
        book_id: book.id,
        moderator_id: moderator.id,
        decision: 'return',
        reason_code: code,
        note: reason.note,
        created_at: book.state_changed_at,
      });
    }

    const featured = live(
      await db.selectFrom('books').selectAll().where('featured', '=', 1).execute(),
    );
    for (const book of featured) {
      await insertDecision(db, {
        id: newId(book.updated_at),
        entry_id: null,
        book_id: book.id,
        moderator_id: moderator.id,
        decision: 'feature',
        reason_code: null,
        note: '',
        created_at: book.updated_at,
      });
    }

    // A reader's report on someone else's published story.
    if (reader) {
      const [reported] = live(
        await db
          .selectFrom('books')
          .selectAll()
          .where('state', '=', 'published')
          .where('featured', '=', 0)
          .where('owner_id', '!=', reader.id)
          .orderBy('published_at', 'desc')
          .limit(1)
          .execute(),
      );
      if (reported) {
        const at = now - hourMs / 2;
        const entryId = newId(at);
        await insertEntry(db, {
          id: entryId,
          open_id: newOpenId(),
          book_id: reported.id,
          kind: 'report',
          status: 'open',
          open_key: openKeyOf(reported.id, 'report'),
          book_type: reported.type,
          language: reported.language,
          flags: JSON.stringify(await screenBook(db, reported, words)),
          claimed_by: null,
          claim_expires_at: null,
          created_at: at,
          updated_at: at,
          closed_at: null,
          closed_by: null,
        });
        await insertReport(db, {
          id: newId(at),
          book_id: reported.id,
          reporter_id: reader.id,
          reason: 'not_for_young_readers',
          note: 'A bit scary for my little brother.',
          open_key: reportKeyOf(reported.id, reader.id),
          entry_id: entryId,
          created_at: at,
          resolved_at: null,
          resolved_by: null,
        });
      }
    }
    return undefined;
  },
};
