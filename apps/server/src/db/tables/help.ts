/**
 * Help (issue 21, decision 025): the FAQ and the updates page, written by admins in zh, en and
 * es; feedback and contact messages, read only by staff; and the staff audit log.
 */
export interface FaqEntryTable {
  id: string;
  /** Public id (FaqId): /faq/{id}. */
  open_id: string;
  /** One of the domain's FAQ topics (accounts, writing, publishing, ...). */
  topic: string;
  /** Order within its topic, smallest first. */
  position: number;
  question_zh: string;
  question_en: string;
  question_es: string;
  answer_zh: string;
  answer_en: string;
  answer_es: string;
  created_at: number;
  updated_at: number;
}

/** An entry of /updates: what changed in the product, newest first. */
export interface ProductUpdateTable {
  id: string;
  open_id: string;
  title_zh: string;
  title_en: string;
  title_es: string;
  body_zh: string;
  body_en: string;
  body_es: string;
  published_at: number;
  created_at: number;
  updated_at: number;
}

export type HelpMessageKind = 'feedback' | 'contact';
export type HelpMessageState = 'new' | 'replied';

/** A feedback or contact message: stored, emailed to support, read only by admins. */
export interface HelpMessageTable {
  id: string;
  open_id: string;
  kind: HelpMessageKind;
  /** Feedback: where it came from (/feedback/{source}); contact: ''. */
  source: string;
  /** The sender's account, when signed in (never shown to anyone but staff). */
  user_id: string | null;
  name: string;
  /** Where a reply goes; '' when the sender left none (feedback only). */
  email: string;
  subject: string;
  body: string;
  language: string;
  state: HelpMessageState;
  reply: string | null;
  replied_by: string | null;
  replied_at: number | null;
  created_at: number;
}

/** Every staff action: who, what, when, before and after (JSON text). */
export interface StaffAuditTable {
  id: string;
  actor_id: string;
  action: string;
  /** What the action touched, e.g. `faq:<openId>`. */
  target: string;
  before_json: string | null;
  after_json: string | null;
  created_at: number;
}

export interface HelpTables {
  faq_entries: FaqEntryTable;
  product_updates: ProductUpdateTable;
  help_messages: HelpMessageTable;
  staff_audit: StaffAuditTable;
}
