import type { InterfaceLanguage } from '@storyloom/domain';
import type { AuditRow, FaqRow, MessageRow, UpdateRow } from './queries';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function faqQuestion(row: FaqRow, language: InterfaceLanguage): string {
  return row[`question_${language}`];
}

export function faqAnswer(row: FaqRow, language: InterfaceLanguage): string {
  return row[`answer_${language}`];
}

/** An FAQ entry in the reader's language. */
export function presentFaq(row: FaqRow, language: InterfaceLanguage) {
  return {
    FaqId: row.open_id,
    Topic: row.topic,
    Question: faqQuestion(row, language),
    Answer: faqAnswer(row, language),
    Path: `/faq/${row.open_id}`,
  };
}

/** An FAQ entry for the admin's editor: every language. */
export function presentFaqForAdmin(row: FaqRow) {
  return {
    FaqId: row.open_id,
    Topic: row.topic,
    Position: row.position,
    QuestionZh: row.question_zh,
    QuestionEn: row.question_en,
    QuestionEs: row.question_es,
    AnswerZh: row.answer_zh,
    AnswerEn: row.answer_en,
    AnswerEs: row.answer_es,
    UpdatedAt: iso(row.updated_at),
  };
}

export function presentUpdate(row: UpdateRow, language: InterfaceLanguage) {
  return {
    UpdateId: row.open_id,
    Title: row[`title_${language}`],
    Body: row[`body_${language}`],
    PublishedAt: iso(row.published_at),
  };
}

export function presentUpdateForAdmin(row: UpdateRow) {
  return {
    UpdateId: row.open_id,
    TitleZh: row.title_zh,
    TitleEn: row.title_en,
    TitleEs: row.title_es,
    BodyZh: row.body_zh,
    BodyEn: row.body_en,
    BodyEs: row.body_es,
    PublishedAt: iso(row.published_at),
  };
}

/** A feedback or contact message: staff only (the sender's own copy is just its id). */
export function presentMessageForAdmin(row: MessageRow, senderUsername: string | null) {
  return {
    MessageId: row.open_id,
    Kind: row.kind,
    Source: row.source,
    Name: row.name,
    Email: row.email,
    Username: senderUsername,
    Subject: row.subject,
    Message: row.body,
    Language: row.language,
    State: row.state,
    Reply: row.reply,
    RepliedAt: iso(row.replied_at),
    CreatedAt: iso(row.created_at),
  };
}

export function presentAudit(row: AuditRow, actorName: string | null) {
  return {
    Id: row.id,
    Actor: actorName,
    Action: row.action,
    Target: row.target,
    Before: row.before_json ? (JSON.parse(row.before_json) as unknown) : null,
    After: row.after_json ? (JSON.parse(row.after_json) as unknown) : null,
    At: iso(row.created_at),
  };
}
