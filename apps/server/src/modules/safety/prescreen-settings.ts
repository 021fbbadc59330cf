import {
  defaultFlagWords,
  type PrescreenKind,
  type PrescreenOptions,
  prescreen,
  prescreenKinds,
} from '@storyloom/domain';
import type { DB } from '../../db/index';
import type { BlockedWordTable } from '../../db/tables/safety';
import { errors } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import { newId } from '../../platform/ids';

/**
 * The pre-screen's words and settings (issue 21, decision 034). The pre-screen itself is the
 * domain's (`prescreen`); publishing asks here, through the front door, for the options it runs
 * with: the admins' blocked words, the words from configuration (MODERATION_WORDS), whether the
 * default lists count, and which kinds it looks for. Every change is written to the staff audit
 * log in the same transaction, through the `audit` callback the routes hand in (help's log).
 */
export type StaffAudit = (
  db: DB,
  entry: { actorId: string; action: string; target: string; before: unknown; after: unknown },
  now: number,
) => Promise<void>;

/** At most this many blocked words (each is part of one regular expression). */
export const maxBlockedWords = 2000;

export interface PrescreenSettings {
  defaultWords: boolean;
  kinds: PrescreenKind[];
}

const defaults: PrescreenSettings = { defaultWords: true, kinds: [...prescreenKinds] };

/** How a word is kept and compared: NFC, lower case, inner spaces collapsed. */
export function normaliseWord(word: string): string {
  return word.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

export async function blockedWords(db: DB): Promise<BlockedWordTable[]> {
  return db.selectFrom('blocked_words').selectAll().orderBy('word').execute();
}

export async function prescreenSettings(db: DB): Promise<PrescreenSettings> {
  const row = await db
    .selectFrom('prescreen_settings')
    .selectAll()
    .where('id', '=', 'prescreen')
    .executeTakeFirst();
  if (!row) return { ...defaults, kinds: [...defaults.kinds] };
  const stored = JSON.parse(row.kinds) as string[];
  return {
    defaultWords: row.default_words === 1,
    kinds: prescreenKinds.filter((k) => stored.includes(k)),
  };
}

/** The options the pre-screen runs with now (publishing calls this before each screen). */
export async function prescreenOptions(
  db: DB,
  configWords: readonly string[],
): Promise<PrescreenOptions> {
  const [settings, words] = await Promise.all([prescreenSettings(db), blockedWords(db)]);
  return {
    extraWords: [...configWords, ...words.map((w) => w.word)],
    noDefaultWords: !settings.defaultWords,
    kinds: settings.kinds,
  };
}

export async function addBlockedWord(
  db: DB,
  clock: Clock,
  audit: StaffAudit,
  staffId: string,
  input: string,
): Promise<BlockedWordTable> {
  const word = normaliseWord(input);
  if (!word) throw errors.badInput([{ path: 'Word', message: 'empty' }]);
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('blocked_words')
      .select('id')
      .where('word', '=', word)
      .executeTakeFirst();
    if (taken) throw errors.conflict();
    const count = await trx
      .selectFrom('blocked_words')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    if (Number(count?.n ?? 0) >= maxBlockedWords) {
      throw errors.badInput([{ path: 'Word', message: 'too many words' }]);
    }
    const row: BlockedWordTable = { id: newId(now), word, added_by: staffId, created_at: now };
    await trx.insertInto('blocked_words').values(row).execute();
    await audit(
      trx,
      {
        actorId: staffId,
        action: 'blocked_word.add',
        target: `blocked_word:${word}`,
        before: null,
        after: { word },
      },
      now,
    );
    return row;
  });
}

export async function removeBlockedWord(
  db: DB,
  clock: Clock,
  audit: StaffAudit,
  staffId: string,
  wordId: string,
): Promise<void> {
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('blocked_words')
      .selectAll()
      .where('id', '=', wordId)
      .executeTakeFirst();
    if (!row) throw errors.notFound();
    await trx.deleteFrom('blocked_words').where('id', '=', row.id).execute();
    await audit(
      trx,
      {
        actorId: staffId,
        action: 'blocked_word.remove',
        target: `blocked_word:${row.word}`,
        before: { word: row.word },
        after: null,
      },
      now,
    );
  });
}

export async function savePrescreenSettings(
  db: DB,
  clock: Clock,
  audit: StaffAudit,
  staffId: string,
  input: PrescreenSettings,
): Promise<PrescreenSettings> {
  const now = clock.now();
  const after: PrescreenSettings = {
    defaultWords: input.defaultWords,
    kinds: prescreenKinds.filter((k) => input.kinds.includes(k)),
  };
  await db.transaction().execute(async (trx) => {
    const before = await prescreenSettings(trx);
    const values = {
      default_words: after.defaultWords ? 1 : 0,
      kinds: JSON.stringify(after.kinds),
      updated_by: staffId,
      updated_at: now,
    };
    await trx
      .insertInto('prescreen_settings')
      .values({ id: 'prescreen', ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
    await audit(
      trx,
      { actorId: staffId, action: 'prescreen.settings', target: 'prescreen', before, after },
      now,
    );
  });
  return after;
}

/** What the pre-screen would flag in a text with the current settings (the admins' try-out). */
export async function tryPrescreen(db: DB, configWords: readonly string[], text: string) {
  return prescreen([{ partId: 'text', text }], await prescreenOptions(db, configWords));
}

/** The domain's default lists, for the admins' screen. */
export const defaultWordLists = defaultFlagWords;
