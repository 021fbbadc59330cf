import { helpLimits, isValidEmail } from '@storyloom/domain';
import { z } from 'zod';

/**
 * The feedback and contact forms' rules, the server's (domain helpLimits); messages are keys
 * under `help.errors`.
 */
const message = z
  .string()
  .trim()
  .min(1, 'required')
  .min(helpLimits.messageMin, 'messageShort')
  .max(helpLimits.message, 'tooLong');
const email = z
  .string()
  .trim()
  .min(1, 'required')
  .refine((v) => isValidEmail(v), 'emailFormat');

export const contactSchema = z.object({
  name: z.string().trim().min(1, 'required').max(helpLimits.name, 'tooLong'),
  email,
  subject: z.string().trim().min(1, 'required').max(helpLimits.subject, 'tooLong'),
  message,
});
export type ContactValues = z.infer<typeof contactSchema>;

export const feedbackSchema = z.object({
  name: z.string().trim().max(helpLimits.name, 'tooLong'),
  email: z.union([z.literal(''), email]),
  message,
});
export type FeedbackValues = z.infer<typeof feedbackSchema>;
