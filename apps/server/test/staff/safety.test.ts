import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery, startBook } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { browser, signedIn } from '../helpers/factories';
import { entryFor, moderator, publishFields, submit, writer } from '../publishing/helpers';

let t: TestApp;
let admin: TestClient;
let art: { slug: string; artworkIds: string[] };
let mod: Awaited<ReturnType<typeof moderator>>;

interface WordList {
  List: { WordId: string; Word: string }[];
  ConfigWords: string[];
  DefaultWords: Record<string, string[]>;
  Settings: { DefaultWords: boolean; Kinds: string[] };
  AllKinds: string[];
}
interface AuditLine {
  Action: string;
  Target: string;
  Before: unknown;
  After: unknown;
}

const list = async () => (await admin.post<WordList>('/api/Admin/BlockedWords', {})).body.result;
const tryText = async (Text: string) =>
  (
    await admin.post<{ Flags: { Kind: string; Text: string }[] }>('/api/Admin/PrescreenTry', {
      Text,
    })
  ).body.result.Flags;
const audit = async () =>
  (await admin.post<{ List: AuditLine[] }>('/api/Admin/AuditLog', { PageSize: 50 })).body.result
    .List;
const allKinds = ['email', 'phone', 'address', 'link', 'full_name', 'word'];

beforeAll(async () => {
  t = await createTestApp({ env: { MODERATION_WORDS: 'grumbleweed' } });
  admin = (await signedIn(t, { staffRole: 'admin', accountType: 0 })).client;
  art = await approvedGallery(t, 3);
  mod = await moderator(t);
});
afterAll(() => t.close());

describe('the pre-screen blocked words and settings (decision 034)', () => {
  it('lists the defaults, the configured words and the admins’ words', async () => {
    const got = await list();
    expect(got.List).toEqual([]);
    expect(got.ConfigWords).toEqual(['grumbleweed']);
    expect(got.DefaultWords.en).toContain('stupid');
    expect(got.Settings).toEqual({ DefaultWords: true, Kinds: allKinds });
    expect(got.AllKinds).toEqual(allKinds);
  });

  it('adds a word (normalised, once), flags it at submission, removes it, all audited', async () => {
    const added = await admin.post<{ WordId: string; Word: string }>('/api/Admin/BlockedWordAdd', {
      Word: '  Bogeyfish  ',
    });
    expect(added.body.code).toBe(0);
    expect(added.body.result.Word).toBe('bogeyfish');
    const twice = await admin.post('/api/Admin/BlockedWordAdd', { Word: 'BOGEYFISH' });
    expect(twice.body.code).toBe(ErrorCode.CONFLICT);
    expect((await list()).List.map((w) => w.Word)).toEqual(['bogeyfish']);
    expect(await tryText('A Bogeyfish swam by.')).toEqual([
      expect.objectContaining({ Kind: 'word', Text: 'Bogeyfish' }),
    ]);

    const w = await writer(t, 1);
    const book = await startBook(w.client, 'picturebook', art.slug);
    const res = await submit(w.client, book, { ...publishFields, Summary: 'The bogeyfish.' });
    expect(res.body.code).toBe(0);
    expect((await entryFor(mod.client, book.BookId)).FlagKinds).toEqual({ word: 1 });

    t.clock.advance(1000);
    const removed = await admin.post('/api/Admin/BlockedWordRemove', {
      WordId: added.body.result.WordId,
    });
    expect(removed.body.code).toBe(0);
    expect(await tryText('A Bogeyfish swam by.')).toEqual([]);
    const again = await admin.post('/api/Admin/BlockedWordRemove', {
      WordId: added.body.result.WordId,
    });
    expect(again.body.code).toBe(ErrorCode.NOT_FOUND);

    const lines = (await audit()).filter((l) => l.Target === 'blocked_word:bogeyfish');
    expect(lines.map((l) => [l.Action, l.Before, l.After])).toEqual([
      ['blocked_word.remove', { word: 'bogeyfish' }, null],
      ['blocked_word.add', null, { word: 'bogeyfish' }],
    ]);
  });

  it('saves the settings: the kinds looked for and whether the default lists count', async () => {
    const text = 'Mail a@example.com, you stupid grumbleweed';
    expect((await tryText(text)).map((f) => f.Kind)).toEqual(['email', 'word', 'word']);
    const saved = await admin.post(
      '/api/Admin/PrescreenSettingsSave',
      { DefaultWords: false, Kinds: ['word', 'word'] },
      { json: true },
    );
    expect(saved.body.code).toBe(0);
    expect(saved.body.result).toEqual({ DefaultWords: false, Kinds: ['word'] });
    expect(await tryText(text)).toEqual([
      expect.objectContaining({ Kind: 'word', Text: 'grumbleweed' }),
    ]);
    const [line] = (await audit()).filter((l) => l.Target === 'prescreen');
    expect(line).toMatchObject({
      Action: 'prescreen.settings',
      Before: { defaultWords: true, kinds: allKinds },
      After: { defaultWords: false, kinds: ['word'] },
    });
    const back = { DefaultWords: true, Kinds: allKinds };
    await admin.post('/api/Admin/PrescreenSettingsSave', back, { json: true });
    expect((await tryText(text)).length).toBe(3);
  });

  it('refuses bad input', async () => {
    for (const [path, body] of [
      ['/api/Admin/BlockedWordAdd', { Word: '' }],
      ['/api/Admin/BlockedWordAdd', { Word: '   ' }],
      ['/api/Admin/BlockedWordAdd', { Word: 'x'.repeat(61) }],
      ['/api/Admin/BlockedWordAdd', {}],
      ['/api/Admin/BlockedWordRemove', { WordId: '../x' }],
      ['/api/Admin/PrescreenSettingsSave', { DefaultWords: 'yes', Kinds: [] }],
      ['/api/Admin/PrescreenSettingsSave', { DefaultWords: true, Kinds: ['swearing'] }],
      ['/api/Admin/PrescreenTry', { Text: '' }],
      ['/api/Admin/BlockedWords', { Extra: 1 }],
    ] as const) {
      const res = await admin.post(path, body, { json: true });
      expect(res.body.code, `${path} ${JSON.stringify(body)}`).toBe(ErrorCode.BAD_INPUT);
    }
  });

  it('is for admins only: moderators, writers and visitors are refused', async () => {
    const writerClient = (await signedIn(t)).client;
    const calls = [
      ['/api/Admin/BlockedWords', {}],
      ['/api/Admin/BlockedWordAdd', { Word: 'nope' }],
      ['/api/Admin/BlockedWordRemove', { WordId: 'abc' }],
      ['/api/Admin/PrescreenSettingsSave', { DefaultWords: true, Kinds: [] }],
      ['/api/Admin/PrescreenTry', { Text: 'hello' }],
    ] as const;
    for (const [path, body] of calls) {
      const asMod = await mod.client.post(path, body, { json: true });
      expect(asMod.body.code, path).toBe(ErrorCode.NO_PERMISSION);
      const asWriter = await writerClient.post(path, body, { json: true });
      expect(asWriter.body.code, path).toBe(ErrorCode.NO_PERMISSION);
      const asVisitor = await browser(t).post(path, body, { json: true });
      expect(asVisitor.body.code, path).toBe(ErrorCode.NOT_LOGGED_IN);
    }
    expect((await list()).List).toEqual([]);
  });
});
