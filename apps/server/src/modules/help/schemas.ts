import {
  cleanLine,
  cleanText,
  faqTopics,
  helpLimits,
  interfaceLanguages,
  isValidEmail,
} from '@storyloom/domain';
import { z } from 'zod';

/** Request shapes of the help calls (form or JSON bodies), docs/api.md "Help". */
const language = z.enum(interfaceLanguages);
/**
 * Texts are cleaned before they are checked or kept (decision 021): no bidi override or control
 * character reaches the database or support's mail; a line loses its line breaks too.
 */
const text = (max: number, min = 1) =>
  z
    .string()
    .max(max * 4)
    .transform(cleanLine)
    .pipe(z.string().min(min).max(max));
const paragraphs = (max: number, min = 1) =>
  z
    .string()
    .max(max * 4)
    .transform((v) => cleanText(v, { multiline: true }).trim())
    .pipe(z.string().min(min).max(max));
const openId = z.string().trim().min(1).max(64);
const email = z
  .string()
  .trim()
  .max(254)
  .refine((v) => isValidEmail(v), 'Incorrect email format!');
const pageFields = {
  Page: z.coerce.number().int().min(1).max(10_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(50).default(20),
};

export const faqListBody = z.object({ Language: language.optional() }).prefault({});
export const faqGetBody = z.object({ FaqId: openId, Language: language.optional() });
export const askBody = z.object({
  Question: text(helpLimits.question),
  Language: language.optional(),
});
export const updatesListBody = z
  .object({ Language: language.optional(), ...pageFields })
  .prefault({});

export const feedbackBody = z.object({
  Source: text(helpLimits.source, 0).optional(),
  Name: text(helpLimits.name, 0).optional(),
  /** Optional: feedback without an address gets no reply. */
  Email: z.union([z.literal(''), email]).optional(),
  Message: paragraphs(helpLimits.message, helpLimits.messageMin),
});
export type FeedbackInput = z.output<typeof feedbackBody>;

export const contactBody = z.object({
  Name: text(helpLimits.name),
  Email: email,
  Subject: text(helpLimits.subject),
  Message: paragraphs(helpLimits.message, helpLimits.messageMin),
});
export type ContactInput = z.output<typeof contactBody>;

// Admin

export const faqSaveBody = z.object({
  /** Without one: a new entry. */
  FaqId: openId.optional(),
  Topic: z.enum(faqTopics),
  Position: z.coerce.number().int().min(0).max(10_000).default(100),
  QuestionZh: text(helpLimits.faqQuestion),
  QuestionEn: text(helpLimits.faqQuestion),
  QuestionEs: text(helpLimits.faqQuestion),
  AnswerZh: paragraphs(helpLimits.faqAnswer),
  AnswerEn: paragraphs(helpLimits.faqAnswer),
  AnswerEs: paragraphs(helpLimits.faqAnswer),
});
export type FaqSaveInput = z.output<typeof faqSaveBody>;
export const faqIdBody = z.object({ FaqId: openId });

export const updateSaveBody = z.object({
  UpdateId: openId.optional(),
  TitleZh: text(helpLimits.updateTitle),
  TitleEn: text(helpLimits.updateTitle),
  TitleEs: text(helpLimits.updateTitle),
  BodyZh: paragraphs(helpLimits.updateBody),
  BodyEn: paragraphs(helpLimits.updateBody),
  BodyEs: paragraphs(helpLimits.updateBody),
  /** A date (YYYY-MM-DD) or date-time; default now. */
  PublishedAt: z.iso.date().or(z.iso.datetime()).optional(),
});
export type UpdateSaveInput = z.output<typeof updateSaveBody>;
export const updateIdBody = z.object({ UpdateId: openId });
export const adminUpdatesBody = z.object({ ...pageFields }).prefault({});

export const messagesBody = z
  .object({
    Kind: z.enum(['feedback', 'contact']).optional(),
    State: z.enum(['new', 'replied']).optional(),
    ...pageFields,
  })
  .prefault({});
export type MessagesInput = z.output<typeof messagesBody>;

export const replyBody = z.object({ MessageId: openId, Reply: paragraphs(helpLimits.reply) });
export type ReplyInput = z.output<typeof replyBody>;

export const auditBody = z.object({ ...pageFields }).prefault({});
