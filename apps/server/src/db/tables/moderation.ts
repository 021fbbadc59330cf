/**
 * Publishing with moderation (issue "Publishing with moderation"): the moderators' queue, their
 * decisions and readers' reports. Conventions of guides/data-layer.md.
 */
import type { BookType, GuidelineReason, QueueEntryKind } from '@storyloom/domain';

/** A story waiting for a moderator: a submission, or a published story readers reported. */
export interface ModerationEntryTable {
  id: string;
  /** Public id (EntryId of the moderation calls). */
  open_id: string;
  book_id: string;
  kind: QueueEntryKind;
  status: 'open' | 'closed';
  /** `<book id>:<kind>` while open, null once closed (one open entry of a kind per book). */
  open_key: string | null;
  book_type: BookType;
  /** SPEC §3 book language code at the time the entry opened. */
  language: string;
  /** JSON: domain PrescreenFlag[] found when the entry opened. */
  flags: string;
  claimed_by: string | null;
  claim_expires_at: number | null;
  created_at: number;
  updated_at: number;
  closed_at: number | null;
  closed_by: string | null;
}

/** Every moderation decision: who, when, what, why. */
export interface ModerationDecisionTable {
  id: string;
  entry_id: string | null;
  book_id: string;
  /** Null when the product decided by itself (hidden after several reports). */
  moderator_id: string | null;
  decision: string;
  reason_code: GuidelineReason | null;
  note: string;
  created_at: number;
}

/** A reader's report of a published story. */
export interface BookReportTable {
  id: string;
  book_id: string;
  reporter_id: string;
  reason: GuidelineReason;
  note: string;
  /** `<book id>:<reporter id>` while unresolved. */
  open_key: string | null;
  entry_id: string | null;
  created_at: number;
  resolved_at: number | null;
  resolved_by: string | null;
}

export interface ModerationTables {
  moderation_entries: ModerationEntryTable;
  moderation_decisions: ModerationDecisionTable;
  book_reports: BookReportTable;
}
