import type { FaqTopic } from '@storyloom/domain';

/** One seeded FAQ entry: [question, answer] in each language. */
export interface SeedFaq {
  topic: FaqTopic;
  en: [string, string];
  zh: [string, string];
  es: [string, string];
}
