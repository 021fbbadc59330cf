import { bookLanguages, bookTypes } from '@storyloom/domain';
import { z } from 'zod';

const type = z.enum(bookTypes);
const cursor = z.string().trim().min(1).max(200).optional();
const limit = z.coerce.number().int().min(1).max(60).optional();
const openId = z.string().trim().min(1).max(64);

/** SPEC §3 age groups as the lists' filter shows them (All, 3+, 6+, 9+, 13+, 16+). */
export const ageFilters = ['all', '3+', '6+', '9+', '13+', '16+'] as const;
export const sorts = ['recent', 'newauthor', 'active', 'popular', 'monthly', 'yearly'] as const;

export const listBody = z.object({
  Type: type,
  AgeGroup: z.string().trim().toLowerCase().pipe(z.enum(ageFilters)).optional(),
  Sort: z.enum(sorts).optional(),
  Language: z.enum(bookLanguages).or(z.literal('all')).optional(),
  /** The viewer's book language: listed first when no Language filter is set. */
  Prefer: z.enum(bookLanguages).optional(),
  Category: z.string().trim().min(1).max(40).optional(),
  Cursor: cursor,
  Limit: limit,
});
export type ListInput = z.infer<typeof listBody>;

export const bestBody = z.object({ Limit: limit }).optional();

export const readBody = z
  .object({
    StoryBookId: openId.optional(),
    Slug: z.string().trim().min(1).max(200).optional(),
    Chapter: z
      .union([z.coerce.number().int().min(1).max(1000), z.string().trim().min(1).max(40)])
      .optional(),
  })
  .refine((b) => b.StoryBookId !== undefined || b.Slug !== undefined, {
    message: 'StoryBookId or Slug is needed.',
    path: ['StoryBookId'],
  });
export type ReadInput = z.infer<typeof readBody>;

export const storyBookBody = z.object({ StoryBookId: openId });

export const favoritesBody = z.object({ Type: type, Cursor: cursor, Limit: limit });
export const readListBody = z.object({ Cursor: cursor, Limit: limit }).optional();

/** The admin's paid-only mark (docs/decisions/013-paid-only-stories.md). */
export const paidOnlyBody = z.object({
  StoryBookId: openId,
  MembersOnly: z.union([
    z.boolean(),
    z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
  ]),
});
export type PaidOnlyInput = z.infer<typeof paidOnlyBody>;

export const paidOnlyListBody = z
  .object({
    Page: z.coerce.number().int().min(1).max(10_000).default(1),
    PageSize: z.coerce.number().int().min(1).max(50).default(20),
  })
  .prefault({});
export type PaidOnlyListInput = z.output<typeof paidOnlyListBody>;

/** The members' showcase (/members/{username?}): a writer's public books. */
export const writerBody = z
  .object({
    UserName: z.string().trim().min(1).max(40).optional(),
    Type: type.optional(),
    Cursor: cursor,
    Limit: limit,
  })
  .prefault({});
export type WriterInput = z.output<typeof writerBody>;
