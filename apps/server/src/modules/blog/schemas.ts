import { interfaceLanguages, lineText, richTextSchema } from '@storyloom/domain';
import { z } from 'zod';

/** Request shapes of the blog calls (form or JSON bodies; a post's Body needs JSON). */
const language = z.enum(interfaceLanguages);
export const blogSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes.');
const postId = z.string().trim().min(1).max(64);
/** Cleaned like every stored title (bidi overrides and control characters removed, issue 14). */
const title = lineText(200).pipe(z.string().min(1));
/** A RichTextDoc (the story blocks), as an object or its JSON text. */
const body = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}, richTextSchema('story'));
const cover = z.string().trim().max(64).nullable().optional();
const pageFields = {
  Page: z.coerce.number().int().min(1).max(10_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(50).default(10),
};

export const blogListBody = z.object({ Language: language.optional(), ...pageFields }).prefault({});
export type BlogListInput = z.output<typeof blogListBody>;

/** /blogentry/{param0}/{param1}: param0 is the slug, param1 the language (optional). */
export const blogGetBody = z.object({ Slug: blogSlug, Language: language.optional() });
export type BlogGetInput = z.output<typeof blogGetBody>;

export const blogAdminListBody = z
  .object({
    Language: language.optional(),
    State: z.enum(['draft', 'published', 'all']).optional(),
    /** One post's versions in every language (the editor groups them by slug). */
    Slug: blogSlug.optional(),
    ...pageFields,
  })
  .prefault({});
export type BlogAdminListInput = z.output<typeof blogAdminListBody>;

export const blogPostIdBody = z.object({ PostId: postId });

export const blogCreateBody = z.object({
  Language: language,
  Slug: blogSlug,
  Title: title,
  Body: body,
  CoverArtworkId: cover,
});
export type BlogCreateInput = z.output<typeof blogCreateBody>;

export const blogUpdateBody = z.object({
  PostId: postId,
  Language: language.optional(),
  Slug: blogSlug.optional(),
  Title: title.optional(),
  Body: body.optional(),
  CoverArtworkId: cover,
});
export type BlogUpdateInput = z.output<typeof blogUpdateBody>;
