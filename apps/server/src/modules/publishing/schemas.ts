import { bookLanguages, bookTypes, guidelineReasons, queueEntryKinds } from '@storyloom/domain';
import { z } from 'zod';
import { openId } from '../books/index';

/** Request shapes of the publishing and moderation calls (form or JSON bodies). */
const note = z.string().max(4000).optional();

/** Categories arrive as a list (JSON) or as repeated / comma-separated form values. */
const categories = z
  .union([z.array(z.string().max(60)).max(20), z.string().max(600)])
  .optional()
  .transform((v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean)
      : v,
  );

export const submitBody = z.object({
  BookId: openId,
  Language: z.string().max(20).optional(),
  Summary: z.string().max(5000).optional(),
  Tags: z.union([z.string().max(2000), z.array(z.string().max(200)).max(50)]).optional(),
  Categories: categories,
  AgeLevel: z.string().max(20).optional(),
  Cover: z.unknown().optional(),
});
export type SubmitInput = z.output<typeof submitBody>;

export const reportBody = z.object({
  BookId: openId,
  Reason: z.enum(guidelineReasons),
  Note: note,
});
export type ReportInput = z.output<typeof reportBody>;

export const queueBody = z
  .object({
    Kind: z.enum([...queueEntryKinds, 'all']).optional(),
    Type: z.enum([...bookTypes, 'all']).optional(),
    Language: z.enum([...bookLanguages, 'all']).optional(),
    Page: z.coerce.number().int().min(1).max(10_000).default(1),
    PageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .prefault({});
export type QueueInput = z.output<typeof queueBody>;

export const entryBody = z.object({ EntryId: openId });

export const approveBody = z.object({ EntryId: openId, Note: note });

export const returnBody = z.object({
  EntryId: openId,
  ReasonCode: z.enum(guidelineReasons),
  Note: note,
});
export type ReturnInput = z.output<typeof returnBody>;

export const featureBody = z.object({ BookId: openId, Note: note });

export const resolveReportBody = z.object({
  EntryId: openId,
  /** dismiss: the story stays published (and is shown again); take_down: returned to its writer. */
  Action: z.enum(['dismiss', 'take_down']),
  ReasonCode: z.enum(guidelineReasons).optional(),
  Note: note,
});
export type ResolveReportInput = z.output<typeof resolveReportBody>;
