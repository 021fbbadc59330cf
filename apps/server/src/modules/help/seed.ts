import type { Seeder } from '../../db/seed/index';
import { newId, newOpenId } from '../../platform/ids';
import { countFaq, insertFaq, insertUpdate } from './queries';
import { accountsFaq } from './seed/faq-accounts';
import { classesFaq } from './seed/faq-classes';
import { writingFaq } from './seed/faq-writing';
import { seedUpdates } from './seed/updates';

const dayMs = 86_400_000;

/** Every seeded FAQ entry (at least 30, decision 025), in all three languages. */
export const seedFaq = [...accountsFaq, ...writingFaq, ...classesFaq];

/** The FAQ and the updates page of the demo; nothing when the FAQ already has entries. */
export const helpSeeder: Seeder = {
  name: 'help',
  async run({ db, clock }) {
    if ((await countFaq(db)) > 0) return undefined;
    const now = clock.now();
    const positions = new Map<string, number>();
    for (const entry of seedFaq) {
      const position = (positions.get(entry.topic) ?? 0) + 10;
      positions.set(entry.topic, position);
      await insertFaq(db, {
        id: newId(now),
        open_id: newOpenId(),
        topic: entry.topic,
        position,
        question_zh: entry.zh[0],
        question_en: entry.en[0],
        question_es: entry.es[0],
        answer_zh: entry.zh[1],
        answer_en: entry.en[1],
        answer_es: entry.es[1],
        created_at: now,
        updated_at: now,
      });
    }
    for (const update of seedUpdates) {
      const at = now - update.daysAgo * dayMs;
      await insertUpdate(db, {
        id: newId(at),
        open_id: newOpenId(),
        title_zh: update.zh[0],
        title_en: update.en[0],
        title_es: update.es[0],
        body_zh: update.zh[1],
        body_en: update.en[1],
        body_es: update.es[1],
        published_at: at,
        created_at: at,
        updated_at: at,
      });
    }
    return undefined;
  },
};
