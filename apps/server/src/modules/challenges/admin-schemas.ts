import {
  ageGroups,
  bookTypes,
  challengeKinds,
  cleanLine,
  cleanText,
  guideGenres,
  isGuideCategory,
} from '@storyloom/domain';
import { z } from 'zod';
import { publicId } from './schemas';

/** Request shapes of the admins' challenge calls (docs/api.md, "Challenges admin"). */

/** A single line, cleaned (decision 021) then checked. */
const line = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform(cleanLine)
    .pipe(z.string().min(1).max(max));
/** A paragraph: line breaks kept, cleaned, trimmed. */
const paragraph = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((v) => cleanText(v, { multiline: true }).trim())
    .pipe(z.string().min(1).max(max));

/** One text written in the three languages (decision 031: every text in all three). */
const three = (text: z.ZodType<string, string>) => z.object({ zh: text, en: text, es: text });
const title3 = three(line(120));
const para3 = three(paragraph(2000));

/** A date (YYYY-MM-DD, the day's start in UTC) or an ISO moment. */
const moment = z
  .string()
  .trim()
  .max(40)
  .transform((v, ctx) => {
    const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v);
    if (!Number.isFinite(ms)) {
      ctx.addIssue({ code: 'custom', message: 'date' });
      return z.NEVER;
    }
    return ms;
  });

export const emptyBody = z.object({}).strict().nullish();
export const adminChallengeBody = z.object({ ChallengeId: publicId });

export const challengeSaveBody = z
  .object({
    /** Absent: a new challenge. */
    ChallengeId: publicId.optional(),
    Type: z.enum(challengeKinds),
    Subtype: z.enum(bookTypes),
    StartTime: moment,
    EndTime: moment,
    Title: title3,
    Prompt: three(paragraph(1000)),
    ArtworkId: publicId.nullish(),
    AgeLevel: z.enum(ageGroups.map((g) => g.id) as [string, ...string[]]),
    PaidOnly: z.boolean(),
    Starter: z.boolean(),
    Published: z.boolean(),
  })
  .refine((v) => v.EndTime > v.StartTime, { path: ['EndTime'], message: 'afterStart' })
  .refine((v) => v.EndTime - v.StartTime <= 366 * 86_400_000, {
    path: ['EndTime'],
    message: 'tooLong',
  });
export type ChallengeSaveInput = z.output<typeof challengeSaveBody>;

export const featureBody = z.object({
  ChallengeId: publicId,
  BookId: publicId,
  Featured: z.boolean(),
});

export const unitSaveBody = z.object({
  UnitId: publicId.optional(),
  Position: z.number().int().min(1).max(1000).optional(),
  Title: title3,
  Summary: three(paragraph(500)),
});
export type UnitSaveInput = z.output<typeof unitSaveBody>;

const lessonInput = z.object({
  paragraphs: z.array(para3).min(1).max(20),
  example: para3,
  tryIt: para3,
});
const questionInput = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('choice'),
      prompt: three(paragraph(500)),
      options: z.array(title3).min(2).max(5),
      answer: z.number().int().min(0).max(4),
    })
    .refine((q) => q.answer < q.options.length, { path: ['answer'], message: 'noSuchOption' }),
  z.object({
    kind: z.literal('short'),
    prompt: three(paragraph(500)),
    answers: z.array(line(100)).min(1).max(10),
  }),
]);
const quizInput = z.object({ questions: z.array(questionInput).min(1).max(20) });

export const stepSaveBody = z.discriminatedUnion('Kind', [
  z.object({
    Kind: z.literal('lesson'),
    StepId: publicId.optional(),
    UnitId: publicId,
    Position: z.number().int().min(1).max(1000).optional(),
    Title: title3,
    Content: lessonInput,
  }),
  z.object({
    Kind: z.literal('quiz'),
    StepId: publicId.optional(),
    UnitId: publicId,
    Position: z.number().int().min(1).max(1000).optional(),
    Title: title3,
    Content: quizInput,
  }),
]);
export type StepSaveInput = z.output<typeof stepSaveBody>;

export const guideSaveBody = z.object({
  GuideId: publicId.optional(),
  Category: z
    .number()
    .int()
    .refine((n) => isGuideCategory(n), 'category'),
  Format: z.enum(bookTypes).nullable(),
  Genre: z.enum(guideGenres),
  Position: z.number().int().min(1).max(1000).optional(),
  Title: title3,
  Body: z.array(para3).min(1).max(40),
});
export type GuideSaveInput = z.output<typeof guideSaveBody>;

/** Moving a unit or a step one place up or down its list (issue 19, decision 062). */
const direction = z.enum(['up', 'down']);
export const unitMoveBody = z.object({ UnitId: publicId, Direction: direction });
export const stepMoveBody = z.object({ StepId: publicId, Direction: direction });
export const unitDeleteBody = z.object({ UnitId: publicId });
export const stepDeleteBody = z.object({ StepId: publicId });
