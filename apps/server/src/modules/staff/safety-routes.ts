import { lineText, longText, prescreenKinds } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { perWriter } from '../../http/limits';
import { requireStaff } from '../../http/session';
import { recordStaffAction } from '../help/index';
import {
  addBlockedWord,
  blockedWords,
  defaultWordLists,
  maxBlockedWords,
  prescreenSettings,
  removeBlockedWord,
  savePrescreenSettings,
  tryPrescreen,
} from '../safety/index';

const emptyBody = z.object({}).strict().nullish();
const addBody = z.object({ Word: lineText(60).pipe(z.string().min(1)) });
const removeBody = z.object({ WordId: z.string().regex(/^[\w-]{1,64}$/) });
const settingsBody = z.object({
  DefaultWords: z.boolean(),
  Kinds: z.array(z.enum(prescreenKinds)).max(prescreenKinds.length),
});
const tryBody = z.object({ Text: longText(5000).pipe(z.string().min(1)) });

/**
 * The safety screen of the console (issue 21, decision 034): the blocked words the pre-screen
 * flags besides the default lists, its settings, and a try-out box. Admins only, second factor;
 * every change is audited (help's log) in the same transaction.
 */
export default async function staffSafetyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { config: perWriter(240) };
  const write = { config: perWriter(120) };
  const configWords = app.config.publishing.extraFlagWords;

  r.post('/api/Admin/BlockedWords', { schema: { body: emptyBody }, ...read }, async (req) => {
    await requireStaff(req, 'admin');
    const [words, settings] = await Promise.all([blockedWords(app.db), prescreenSettings(app.db)]);
    return ok({
      List: words.map((w) => ({ WordId: w.id, Word: w.word, CreatedAt: w.created_at })),
      Max: maxBlockedWords,
      ConfigWords: configWords,
      DefaultWords: defaultWordLists,
      Settings: { DefaultWords: settings.defaultWords, Kinds: settings.kinds },
      AllKinds: prescreenKinds,
    });
  });

  r.post('/api/Admin/BlockedWordAdd', { schema: { body: addBody }, ...write }, async (req) => {
    const staff = await requireStaff(req, 'admin');
    const row = await addBlockedWord(app.db, app.clock, recordStaffAction, staff.id, req.body.Word);
    return ok({ WordId: row.id, Word: row.word, CreatedAt: row.created_at });
  });

  r.post(
    '/api/Admin/BlockedWordRemove',
    { schema: { body: removeBody }, ...write },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      await removeBlockedWord(app.db, app.clock, recordStaffAction, staff.id, req.body.WordId);
      return ok(null);
    },
  );

  r.post(
    '/api/Admin/PrescreenSettingsSave',
    { schema: { body: settingsBody }, ...write },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      const saved = await savePrescreenSettings(app.db, app.clock, recordStaffAction, staff.id, {
        defaultWords: req.body.DefaultWords,
        kinds: req.body.Kinds,
      });
      return ok({ DefaultWords: saved.defaultWords, Kinds: saved.kinds });
    },
  );

  r.post('/api/Admin/PrescreenTry', { schema: { body: tryBody }, ...read }, async (req) => {
    await requireStaff(req, 'admin');
    const flags = await tryPrescreen(app.db, configWords, req.body.Text);
    return ok({
      Flags: flags.map((f) => ({ Kind: f.kind, Text: f.text, Offset: f.offset })),
    });
  });
}
