import { ErrorCode, faqTopics } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFaq } from '../../src/modules/help/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';
import { type FaqView, seedHelp } from './helpers';

let t: TestApp;
let admin: TestClient;
let visitor: TestClient;

interface AskResult {
  Matched: boolean;
  Answers: (FaqView & { Score: number })[];
  ContactPath: string;
}

const ask = (client: TestClient, Question: string, Language?: string) =>
  client.post<AskResult>('/api/Help/Ask', { Question, ...(Language ? { Language } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  await seedHelp(t);
  admin = (await signedIn(t, { staffRole: 'admin', accountType: 0 })).client;
  visitor = t.client();
});
afterAll(() => t.close());

describe('the FAQ', () => {
  it('seeds at least 30 questions, every one in zh, en and es, covering every topic', async () => {
    expect(seedFaq.length).toBeGreaterThanOrEqual(30);
    for (const lang of ['zh', 'en', 'es']) {
      const res = await visitor.post<{
        Topics: { Topic: string; Entries: FaqView[] }[];
        Total: number;
      }>('/api/Help/Faq', { Language: lang });
      expect(res.body.code).toBe(0);
      expect(res.body.result.Total).toBe(seedFaq.length);
      expect(res.body.result.Topics.map((x) => x.Topic)).toEqual([...faqTopics]);
      const questions = res.body.result.Topics.flatMap((x) => x.Entries.map((e) => e.Question));
      expect(new Set(questions).size).toBe(seedFaq.length);
    }
  });

  it('opens one question by id in the reader language, and answers 404 for an unknown id', async () => {
    const list = await visitor.post<{ Topics: { Entries: FaqView[] }[] }>('/api/Help/Faq', {
      Language: 'en',
    });
    const first = list.body.result.Topics[0]?.Entries[0] as FaqView;
    const es = await visitor.post<{ Entry: FaqView }>('/api/Help/FaqEntry', {
      FaqId: first.FaqId,
      Language: 'es',
    });
    expect(es.body.code).toBe(0);
    expect(es.body.result.Entry.FaqId).toBe(first.FaqId);
    expect(es.body.result.Entry.Path).toBe(`/faq/${first.FaqId}`);
    expect(es.body.result.Entry.Question).not.toBe(first.Question);
    const missing = await visitor.post('/api/Help/FaqEntry', { FaqId: 'nope' });
    expect(missing.body.code).toBe(ErrorCode.NOT_FOUND);
    const bad = await visitor.post('/api/Help/Faq', { Language: 'fr' });
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
  });
});

describe('the chatbot', () => {
  it('answers "how do I get more review tickets" from the FAQ, quoting and linking it', async () => {
    const res = await ask(visitor, 'how do I get more review tickets', 'en');
    expect(res.body.code).toBe(0);
    expect(res.body.result.Matched).toBe(true);
    const top = res.body.result.Answers[0] as FaqView;
    expect(top.Question).toBe('How do I get more review tickets?');
    expect(top.Answer).toContain('70 crowns');
    expect(top.Path).toMatch(/^\/faq\/[\w-]+$/);
  });

  it('answers "¿cómo publico mi libro?" in Spanish', async () => {
    const res = await ask(visitor, '¿cómo publico mi libro?', 'es');
    expect(res.body.result.Answers[0]?.Question).toBe('¿Cómo publico mi libro?');
  });

  it('answers in Chinese, with no spaces between words', async () => {
    const res = await ask(visitor, '忘记密码怎么办', 'zh');
    expect(res.body.result.Answers[0]?.Question).toBe('忘记密码了，怎样重置？');
  });

  it('uses the reader language when none is given', async () => {
    const res = await visitor.post<AskResult>(
      '/api/Help/Ask',
      { Question: 'crowns' },
      { headers: { cookie: 'sl_lang=es' } },
    );
    expect(res.body.code).toBe(0);
  });

  it('offers the contact form when nothing matches', async () => {
    const res = await ask(visitor, 'zebra quantum saxophone', 'en');
    expect(res.body.result).toEqual({ Matched: false, Answers: [], ContactPath: '/contact' });
    const words = await ask(visitor, 'how do I', 'en');
    expect(words.body.result.Matched).toBe(false);
  });

  it('refuses an empty or overlong question', async () => {
    expect((await ask(visitor, '   ')).body.code).toBe(ErrorCode.BAD_INPUT);
    expect((await ask(visitor, 'x'.repeat(301))).body.code).toBe(ErrorCode.BAD_INPUT);
  });
});

describe('admins write the FAQ in three languages', () => {
  const entry = {
    Topic: 'writing',
    Position: 5,
    QuestionZh: '可以给书加封面吗？',
    QuestionEn: 'Can my book have a cover?',
    QuestionEs: '¿Mi libro puede tener portada?',
    AnswerZh: '可以，选择一幅画作为封面。',
    AnswerEn: 'Yes, choose an artwork as its cover.',
    AnswerEs: 'Sí, elige una obra como portada.',
  };

  it('creates, edits and deletes an entry, each change in the audit log', async () => {
    const created = await admin.post<{ Entry: { FaqId: string } }>('/api/HelpAdmin/FaqSave', entry);
    expect(created.body.code).toBe(0);
    const id = created.body.result.Entry.FaqId;
    const got = await visitor.post<{ Entry: FaqView }>('/api/Help/FaqEntry', {
      FaqId: id,
      Language: 'zh',
    });
    expect(got.body.result.Entry.Question).toBe(entry.QuestionZh);

    t.clock.advance(1000);
    const edited = await admin.post<{ Entry: { QuestionEn: string } }>('/api/HelpAdmin/FaqSave', {
      ...entry,
      FaqId: id,
      QuestionEn: 'Can my book have a cover picture?',
    });
    expect(edited.body.result.Entry.QuestionEn).toBe('Can my book have a cover picture?');

    t.clock.advance(1000);
    const removed = await admin.post('/api/HelpAdmin/FaqDelete', { FaqId: id });
    expect(removed.body.code).toBe(0);
    const gone = await visitor.post('/api/Help/FaqEntry', { FaqId: id });
    expect(gone.body.code).toBe(ErrorCode.NOT_FOUND);

    const log = await admin.post<{
      List: { Action: string; Target: string; Before: unknown; After: unknown; Actor: string }[];
    }>('/api/Admin/AuditLog', {});
    const mine = log.body.result.List.filter((l) => l.Target === `faq:${id}`);
    expect(mine.map((l) => l.Action)).toEqual(['faq.delete', 'faq.update', 'faq.create']);
    expect(mine[1]?.Before).toMatchObject({ QuestionEn: entry.QuestionEn });
    expect(mine[1]?.After).toMatchObject({ QuestionEn: 'Can my book have a cover picture?' });
    expect(mine[0]?.After).toBeNull();
  });

  it('refuses an entry missing a language or with an unknown topic', async () => {
    const { QuestionEs: _, ...noSpanish } = entry;
    const res = await admin.post<{ fields: { path: string }[] }>(
      '/api/HelpAdmin/FaqSave',
      noSpanish,
    );
    expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
    const topic = await admin.post('/api/HelpAdmin/FaqSave', { ...entry, Topic: 'weather' });
    expect(topic.body.code).toBe(ErrorCode.BAD_INPUT);
    const unknown = await admin.post('/api/HelpAdmin/FaqSave', { ...entry, FaqId: 'missing' });
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
