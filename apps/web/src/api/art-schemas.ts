/**
 * The art forms' zod schemas, built on the domain's artwork rules (packages/domain artwork.ts:
 * text limits, tag rules, book types, comic kinds) so the screens and the server judge alike.
 * Messages are i18n keys of the "art" namespace, with their values in `params` where needed.
 */
import {
  artworkTextLimits,
  bookTypes,
  comicAssetKinds,
  parseTags,
  type TagProblem,
  tagRules,
} from '@storyloom/domain';
import { z } from 'zod';

const problemKey: Record<TagProblem, string> = {
  tooLong: 'art.form.tagTooLong',
  invalid: 'art.form.tagInvalid',
  tooMany: 'art.form.tagTooMany',
};

/** A tags box ("moon, fox, river"): every problem is named with its tag. */
const tagsText = z.string().superRefine((value, ctx) => {
  const { problems } = parseTags(value);
  const first = problems[0];
  if (first) {
    // The tag travels with the key ("key|tag"); `formText` puts it in the sentence.
    ctx.addIssue({ code: 'custom', message: `${problemKey[first.problem]}|${first.tag}` });
  }
});

/**
 * The text of a form message: an "art." i18n key, optionally followed by "|" and the tag it
 * names; the limits come from the domain rules.
 */
export function formText(
  t: (key: string, values?: Record<string, unknown>) => string,
  message?: string,
) {
  if (!message) return undefined;
  const [key, tag] = message.split('|');
  if (!key?.startsWith('art.')) return message;
  return t(key, {
    tag: tag ?? '',
    max: tagRules.maxLength,
    maxTags: tagRules.maxPerLanguage,
    title: artworkTextLimits.title,
    description: artworkTextLimits.description,
    reason: artworkTextLimits.rejectReason,
  });
}

/** The tags typed in a box, as the server will keep them. */
export function tagList(value: string): string[] {
  return parseTags(value).tags;
}

export const artworkEditSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'art.form.titleRequired')
      .max(artworkTextLimits.title, 'art.form.titleTooLong'),
    description: z
      .string()
      .trim()
      .max(artworkTextLimits.description, 'art.form.descriptionTooLong'),
    tagsEn: tagsText,
    tagsZh: tagsText,
    tagsEs: tagsText,
    library: z.enum(['gallery', 'comic']),
    bookTypes: z.array(z.enum(bookTypes)),
    kind: z.enum(comicAssetKinds).nullable(),
    forSale: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.library === 'gallery' && value.bookTypes.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['bookTypes'], message: 'art.form.bookTypesRequired' });
    }
    if (value.library === 'comic' && value.kind === null) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'art.form.kindRequired' });
    }
    const total = tagList(value.tagsEn).length + tagList(value.tagsZh).length;
    if (total + tagList(value.tagsEs).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['tagsEn'], message: 'art.form.tagsRequired' });
    }
  });
export type ArtworkEditValues = z.input<typeof artworkEditSchema>;

/** One tag typed into the gallery's search box. */
export const tagSearchSchema = z.object({
  tag: z
    .string()
    .trim()
    .max(tagRules.maxLength, 'art.form.searchTooLong')
    .refine(
      (value) => value === '' || parseTags(value).problems.length === 0,
      'art.form.tagInvalidPlain',
    ),
});
export type TagSearchValues = z.input<typeof tagSearchSchema>;

/** Why staff turn a picture down: the artist reads it. */
export const rejectSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'art.admin.reasonRequired')
    .max(artworkTextLimits.rejectReason, 'art.admin.reasonTooLong'),
});
export type RejectValues = z.input<typeof rejectSchema>;
