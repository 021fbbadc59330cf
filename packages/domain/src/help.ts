/**
 * Help pages (issue 21, decision 025): the FAQ's topics in the order /faq shows them, and the
 * limits of the feedback and contact forms, shared by the web forms and the server's checks.
 */
export const faqTopics = [
  'accounts',
  'writing',
  'publishing',
  'crowns',
  'classes',
  'plans',
  'safety',
] as const;
export type FaqTopic = (typeof faqTopics)[number];

export function isFaqTopic(value: unknown): value is FaqTopic {
  return typeof value === 'string' && (faqTopics as readonly string[]).includes(value);
}

export const helpLimits = {
  name: 80,
  subject: 150,
  /** A feedback or contact message, in characters. */
  message: 4000,
  /** Shortest message worth sending. */
  messageMin: 10,
  /** /feedback/{source}: a route name or short tag. */
  source: 60,
  /** A chatbot question. */
  question: 300,
  faqQuestion: 300,
  faqAnswer: 4000,
  updateTitle: 200,
  updateBody: 4000,
  reply: 4000,
} as const;

/** Messages each person (signed-in account, else address) may send per hour, per form. */
export const helpMessagesPerHour = 5;

/** A feedback source as stored: lower-case letters, digits and dashes, else "general". */
export function feedbackSource(raw: string | undefined | null): string {
  const cleaned = (raw ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, helpLimits.source);
  return cleaned || 'general';
}
