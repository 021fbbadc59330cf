import {
  bookTypes,
  challengeKinds,
  challengeTimes,
  guideGenres,
  interfaceLanguages,
  isGuideCategory,
} from '@storyloom/domain';
import { z } from 'zod';

const language = z.enum(interfaceLanguages).optional();
/** Public ids: seeded slugs (unit-character) or generated open ids. */
export const publicId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/);

export const listBody = z
  .object({
    Type: z.enum(challengeKinds).optional(),
    Time: z.enum(challengeTimes).optional(),
    Subtype: z.enum(bookTypes).optional(),
    Language: language,
  })
  .prefault({});
export type ListInput = z.infer<typeof listBody>;

export const challengeBody = z.object({ ChallengeId: publicId, Language: language });
export const bookBody = z.object({ BookId: publicId, Language: language });
export const enterBody = z.object({ ChallengeId: publicId, BookId: publicId });
export const languageBody = z.object({ Language: language }).prefault({});
export const unitBody = z.object({ UnitId: publicId, Language: language });
export const lessonBody = z.object({ LessonId: publicId });
export const quizBody = z.object({
  QuizId: publicId,
  Answers: z
    .array(z.union([z.number().int().min(0).max(10), z.string().max(200)]))
    .min(1)
    .max(20),
});

export const guideListBody = z
  .object({
    Category: z.coerce
      .number()
      .int()
      .refine((n) => isGuideCategory(n), 'category')
      .optional(),
    Format: z.enum(bookTypes).optional(),
    Genre: z.enum(guideGenres).optional(),
    Language: language,
  })
  .prefault({});
export type GuideListInput = z.infer<typeof guideListBody>;
export const guideBody = z.object({ GuideId: publicId, Language: language });

export const certificateParams = z.object({ ChallengeId: publicId });
export const certificateQuery = z.object({ Language: language }).prefault({});
