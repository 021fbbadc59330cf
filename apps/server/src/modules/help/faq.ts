import { faqTopics, type InterfaceLanguage } from '@storyloom/domain';
import { errors } from '../../http/errors';
import { newId, newOpenId } from '../../platform/ids';
import { recordStaffAction } from './audit';
import type { HelpContext } from './context';
import { helpChanged } from './events';
import { bestMatches } from './match';
import { faqAnswer, faqQuestion, presentFaq, presentFaqForAdmin } from './present';
import { deleteFaq, type FaqRow, findFaq, insertFaq, listFaq, updateFaq } from './queries';
import type { FaqSaveInput } from './schemas';

/** /faq: every question in the reader's language, by topic in the domain's order. */
export async function faqByTopic(ctx: HelpContext, language: InterfaceLanguage) {
  const rows = await listFaq(ctx.db);
  return {
    Topics: faqTopics
      .map((topic) => ({
        Topic: topic,
        Entries: rows.filter((r) => r.topic === topic).map((r) => presentFaq(r, language)),
      }))
      .filter((t) => t.Entries.length > 0),
    Total: rows.length,
  };
}

export async function faqEntry(ctx: HelpContext, faqId: string, language: InterfaceLanguage) {
  const row = await findFaq(ctx.db, faqId);
  if (!row) throw errors.notFound();
  return { Entry: presentFaq(row, language) };
}

/**
 * The chatbot and the FAQ's search box: the entries that answer a question, quoted and linked,
 * in the asker's language. `Matched` false means no good answer: the screen offers /contact.
 * Nothing is stored: the conversation never meets an identity.
 */
export async function askFaq(ctx: HelpContext, question: string, language: InterfaceLanguage) {
  const rows = await listFaq(ctx.db);
  const matches = bestMatches(
    question,
    rows.map((row) => ({
      item: row,
      question: faqQuestion(row, language),
      answer: faqAnswer(row, language),
    })),
  );
  return {
    Matched: matches.length > 0,
    Answers: matches.map((m) => ({
      ...presentFaq(m.item, language),
      Score: Math.round(m.score * 100) / 100,
    })),
    ContactPath: '/contact',
  };
}

export async function adminFaqList(ctx: HelpContext) {
  const rows = await listFaq(ctx.db);
  return { List: rows.map(presentFaqForAdmin), Total: rows.length };
}

async function faqFor(ctx: HelpContext, faqId: string): Promise<FaqRow> {
  const row = await findFaq(ctx.db, faqId);
  if (!row) throw errors.notFound();
  return row;
}

/** Writes a new entry (no FaqId) or changes one, with its audit line, in one transaction. */
export async function saveFaq(ctx: HelpContext, staffId: string, input: FaqSaveInput) {
  const now = ctx.clock.now();
  const before = input.FaqId ? await faqFor(ctx, input.FaqId) : null;
  const values = {
    topic: input.Topic,
    position: input.Position,
    question_zh: input.QuestionZh,
    question_en: input.QuestionEn,
    question_es: input.QuestionEs,
    answer_zh: input.AnswerZh,
    answer_en: input.AnswerEn,
    answer_es: input.AnswerEs,
    updated_at: now,
  };
  const openId = before?.open_id ?? newOpenId();
  await ctx.db.transaction().execute(async (trx) => {
    if (before) await updateFaq(trx, before.id, values);
    else await insertFaq(trx, { id: newId(now), open_id: openId, created_at: now, ...values });
    const after = await findFaq(trx, openId);
    await recordStaffAction(
      trx,
      {
        actorId: staffId,
        action: before ? 'faq.update' : 'faq.create',
        target: `faq:${openId}`,
        before: before ? presentFaqForAdmin(before) : null,
        after: after ? presentFaqForAdmin(after) : null,
      },
      now,
    );
  });
  helpChanged(ctx.db);
  return { Entry: presentFaqForAdmin(await faqFor(ctx, openId)) };
}

export async function removeFaq(ctx: HelpContext, staffId: string, faqId: string) {
  const row = await faqFor(ctx, faqId);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await deleteFaq(trx, row.id);
    await recordStaffAction(
      trx,
      {
        actorId: staffId,
        action: 'faq.delete',
        target: `faq:${row.open_id}`,
        before: presentFaqForAdmin(row),
        after: null,
      },
      now,
    );
  });
  helpChanged(ctx.db);
  return { FaqId: row.open_id, Deleted: true };
}
