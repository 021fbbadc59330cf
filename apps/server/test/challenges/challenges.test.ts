import { ErrorCode, Message } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonContent, quizContent } from '../../src/modules/challenges/content';
import { curriculum } from '../../src/modules/challenges/seed/index';
import { approvedGallery, startBook } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';
import { balances, entryFor, moderator, submit, writer } from '../publishing/helpers';

let t: TestApp;
let art: { slug: string; artworkIds: string[] };
let mod: Awaited<ReturnType<typeof moderator>>;
const dayMs = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  art = await approvedGallery(t, 3);
  mod = await moderator(t);
});
afterAll(() => t.close());

interface Step {
  StepId: string;
  Kind: string;
  Title: string;
  Completed: boolean;
  Paragraphs?: string[];
  Questions?: { Index: number; Kind: string; Prompt: string; Options: string[] }[];
}
interface Challenge {
  ChallengeId: string;
  Type: string;
  Subtype: string;
  Time: string;
  PaidOnly: boolean;
  Starter: boolean;
  Prompt: string;
}

const unit = (client: TestClient, UnitId: string, Language = 'en') =>
  client.post<{ Unit: { Title: string }; Steps: Step[]; Completed: number; Total: number }>(
    '/api/Challenges/Unit',
    { UnitId, Language },
  );

describe('the seed curriculum', () => {
  it('is written in zh, en and es, and every quiz can be passed', () => {
    for (const u of curriculum) {
      for (const step of u.steps) {
        if (step.kind === 'lesson')
          expect(lessonContent.safeParse(step.content).success).toBe(true);
        else {
          expect(quizContent.safeParse(step.content).success).toBe(true);
          for (const q of step.content.questions) {
            if (q.kind === 'choice') expect(q.answer).toBeLessThan(q.options.length);
          }
        }
      }
    }
  });
});

describe('units, lessons and quizzes', () => {
  it('lists the units in order, each with lessons and a quiz, in every language', async () => {
    const visitor = t.client();
    const res = await visitor.post<{
      List: { UnitId: string; Title: string; Lessons: number; Quizzes: number }[];
    }>('/api/Challenges/Units', { Language: 'es' });
    expect(res.body.code).toBe(0);
    expect(res.body.result.List[0]).toMatchObject({
      UnitId: 'unit-character',
      Lessons: 3,
      Quizzes: 1,
    });
    expect(res.body.result.List[0]?.Title).toBe('Unidad 1: Personajes');
    expect(res.body.result.List.map((u) => u.UnitId)).toEqual([
      'unit-character',
      'unit-setting',
      'unit-plot',
      'unit-poetry',
    ]);
    for (const u of res.body.result.List) expect(u).toMatchObject({ Lessons: 3, Quizzes: 1 });
    const zh = await unit(visitor, 'unit-character', 'zh');
    expect(zh.body.result.Unit.Title).toBe('第一单元：角色');
    expect(zh.body.result.Steps.map((s) => s.Kind)).toEqual(['lesson', 'lesson', 'lesson', 'quiz']);
  });

  it('never sends a quiz answer; unknown units are 404 and bad ids are bad input', async () => {
    const res = await unit(t.client(), 'unit-character');
    const quiz = res.body.result.Steps.find((s) => s.Kind === 'quiz') as Step;
    expect(quiz.Questions?.length).toBe(3);
    expect(JSON.stringify(quiz)).not.toMatch(/"answer/i);
    expect((await unit(t.client(), 'no-such-unit')).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await unit(t.client(), '../etc')).body.code).toBe(ErrorCode.BAD_INPUT);
    expect((await t.client().post('/api/Challenges/Units', { Language: 'fr' })).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
  });

  it('a completed lesson earns 10 crowns once; visitors are refused', async () => {
    const w = await writer(t, 0);
    const visitor = t.client();
    const refused = await visitor.post('/api/Challenges/CompleteLesson', {
      LessonId: 'lesson-character-want',
    });
    expect(refused.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    const first = await w.client.post<{ CrownsAwarded: number }>('/api/Challenges/CompleteLesson', {
      LessonId: 'lesson-character-want',
    });
    expect(first.body.code).toBe(0);
    expect(first.body.result.CrownsAwarded).toBe(10);
    const again = await w.client.post<{ CrownsAwarded: number }>('/api/Challenges/CompleteLesson', {
      LessonId: 'lesson-character-want',
    });
    expect(again.body.result.CrownsAwarded).toBe(0);
    expect((await balances(t, w.id)).crowns).toBe(10);
    const quizAsLesson = await w.client.post('/api/Challenges/CompleteLesson', {
      LessonId: 'quiz-character',
    });
    expect(quizAsLesson.body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await w.client.post('/api/Challenges/CompleteLesson', {})).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
    const shown = await unit(w.client, 'unit-character');
    expect(shown.body.result.Completed).toBe(1);
  });

  it('marks a quiz: a failed try earns nothing, a pass earns 10 crowns once', async () => {
    const w = await writer(t, 0);
    const answer = (Answers: unknown[]) =>
      w.client.post<{
        Passed: boolean;
        Score: number;
        Total: number;
        CrownsAwarded: number;
        Results: boolean[];
      }>('/api/Challenges/AnswerQuiz', { QuizId: 'quiz-character', Answers }, { json: true });
    const failed = await answer([2, 0, 'colour']);
    expect(failed.body.result).toMatchObject({ Passed: false, Score: 0, CrownsAwarded: 0 });
    const passed = await answer([0, 1, ' 声音。']);
    expect(passed.body.result).toMatchObject({
      Passed: true,
      Score: 3,
      Total: 3,
      CrownsAwarded: 10,
    });
    const again = await answer([0, 1, 'Voice']);
    expect(again.body.result).toMatchObject({ Passed: true, CrownsAwarded: 0 });
    expect((await balances(t, w.id)).crowns).toBe(10);
    expect((await answer([0])).body.code).toBe(ErrorCode.BAD_INPUT);
    expect((await answer([])).body.code).toBe(ErrorCode.BAD_INPUT);
    const wrongKind = await w.client.post(
      '/api/Challenges/AnswerQuiz',
      { QuizId: 'lesson-character-want', Answers: [0] },
      { json: true },
    );
    expect(wrongKind.body.code).toBe(ErrorCode.NOT_FOUND);
    const progress = await w.client.post<{
      QuizzesPassed: number;
      LessonsCompleted: number;
      QuizzesTotal: number;
    }>('/api/YourStuff/GetChallengeProgress', {});
    expect(progress.body.code).toBe(0);
    expect(progress.body.result).toMatchObject({ QuizzesPassed: 1, LessonsCompleted: 0 });
    expect(progress.body.result.QuizzesTotal).toBeGreaterThanOrEqual(1);
  });

  it('GetChallengeProgress needs a signed-in user', async () => {
    const res = await t.client().post('/api/YourStuff/GetChallengeProgress', {});
    expect(res.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

describe('challenges', () => {
  const list = (client: TestClient, body: Record<string, unknown>) =>
    client.post<{ List: Challenge[]; Total: number }>('/api/Challenges/List', body);

  it('lists current challenges across the five formats, and past ones, by type and format', async () => {
    const visitor = t.client();
    const current = await list(visitor, { Time: 'current', Language: 'en' });
    expect(current.body.code).toBe(0);
    expect(current.body.result.Total).toBeGreaterThanOrEqual(6);
    expect(new Set(current.body.result.List.map((c) => c.Subtype))).toEqual(
      new Set(['picturebook', 'comic', 'longform', 'flashfiction', 'poetry']),
    );
    const past = await list(visitor, { Time: 'past' });
    expect(past.body.result.List.map((c) => c.ChallengeId)).toContain('weekend-first-snow');
    const weekendPoetry = await list(visitor, {
      Type: 'weekend',
      Time: 'current',
      Subtype: 'poetry',
    });
    expect(weekendPoetry.body.result.List.map((c) => c.ChallengeId)).toEqual([
      'weekend-moon-haiku',
    ]);
    expect((await list(visitor, { Type: 'daily' })).body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('a paid-only challenge is refused to non-members with the SPEC text; a member opens it', async () => {
    const { client } = await signedIn(t);
    const refused = await client.post('/api/Challenges/Get', {
      ChallengeId: 'monthly-door-in-the-wall',
    });
    expect(refused.body.code).toBe(ErrorCode.PAID_ONLY);
    expect(refused.body.msg).toBe(Message.paidOnly);
    const visitor = await t
      .client()
      .post('/api/Challenges/Get', { ChallengeId: 'monthly-door-in-the-wall' });
    expect(visitor.body.code).toBe(ErrorCode.PAID_ONLY);
    const trial = await client.post('/api/Plan/StartFreeTrial', { Kind: 'individual' });
    expect(trial.body.code, JSON.stringify(trial.body)).toBe(0);
    const opened = await client.post<{ Challenge: Challenge }>('/api/Challenges/Get', {
      ChallengeId: 'monthly-door-in-the-wall',
    });
    expect(opened.body.code).toBe(0);
    expect(opened.body.result.Challenge.PaidOnly).toBe(true);
  });

  it('starter challenges are free; an age-inappropriate one is refused with the SPEC text', async () => {
    const kidBirthday = new Date(t.clock.now() - 10 * 365.25 * dayMs).toISOString().slice(0, 10);
    const { client } = await signedIn(t, { birthday: kidBirthday, accountType: 0 });
    const starter = await client.post<{ Challenge: Challenge }>('/api/Challenges/Get', {
      ChallengeId: 'weekend-lost-kite',
    });
    expect(starter.body.code).toBe(0);
    expect(starter.body.result.Challenge.Starter).toBe(true);
    const teen = await client.post('/api/Challenges/Start', {
      ChallengeId: 'monthly-night-museum',
    });
    expect(teen.body.code).toBe(ErrorCode.AGE_LEVEL);
    expect(teen.body.msg).toBe('This content is not appropriate for your age level');
    expect((await client.post('/api/Challenges/Get', { ChallengeId: 'nope' })).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('starting opens the format’s editor with the prompt; a closed challenge cannot be started', async () => {
    const { client } = await signedIn(t);
    const visitor = await t
      .client()
      .post('/api/Challenges/Start', { ChallengeId: 'weekend-lost-kite' });
    expect(visitor.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    const res = await client.post<{ EditorPath: string; BookType: string; Prompt: string }>(
      '/api/Challenges/Start',
      { ChallengeId: 'weekend-lost-kite', Language: 'en' },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.result).toMatchObject({
      EditorPath: '/start-with-art/picturebook?challenge=weekend-lost-kite',
      BookType: 'picturebook',
    });
    expect(res.body.result.Prompt).toContain('kite');
    const closed = await client.post('/api/Challenges/Start', {
      ChallengeId: 'weekend-first-snow',
    });
    expect(closed.body.code).toBe(ErrorCode.CONFLICT);
  });

  it('enters only the writer’s own book of the right format', async () => {
    const w = await writer(t, 0);
    const other = await writer(t, 0);
    const book = await startBook(w.client, 'picturebook', art.slug);
    const poem = await startBook(w.client, 'poetry', art.slug);
    const theirs = await other.client.post('/api/Challenges/Enter', {
      ChallengeId: 'weekend-lost-kite',
      BookId: book.BookId,
    });
    expect(theirs.body.code).toBe(ErrorCode.NO_PERMISSION);
    const wrongFormat = await w.client.post('/api/Challenges/Enter', {
      ChallengeId: 'weekend-lost-kite',
      BookId: poem.BookId,
    });
    expect(wrongFormat.body.code).toBe(ErrorCode.BAD_INPUT);
    const ok = await w.client.post('/api/Challenges/Enter', {
      ChallengeId: 'weekend-lost-kite',
      BookId: book.BookId,
    });
    expect(ok.body.code).toBe(0);
    const twice = await w.client.post('/api/Challenges/Enter', {
      ChallengeId: 'weekend-lost-kite',
      BookId: book.BookId,
    });
    expect(twice.body.code).toBe(0);
    const elsewhere = await w.client.post('/api/Challenges/Enter', {
      ChallengeId: 'weekend-moon-haiku',
      BookId: poem.BookId,
    });
    expect(elsewhere.body.code).toBe(0);
    const again = await w.client.post('/api/Challenges/Enter', {
      ChallengeId: 'weekend-moon-haiku',
      BookId: book.BookId,
    });
    expect(again.body.code).toBe(ErrorCode.BAD_INPUT);
    expect(
      (await w.client.post('/api/Challenges/Enter', { ChallengeId: 'weekend-lost-kite' })).body
        .code,
    ).toBe(ErrorCode.BAD_INPUT);
  });

  it('approved weekend entries earn 20 crowns once a day, and the challenge badge arrives', async () => {
    // The test clock starts on Sunday 2026-11-22.
    expect(new Date(t.clock.now()).getUTCDay()).toBe(0);
    const w = await writer(t, 3);
    const books = [];
    for (let i = 0; i < 3; i++) {
      const book = await startBook(w.client, 'picturebook', art.slug);
      const entered = await w.client.post('/api/Challenges/Enter', {
        ChallengeId: 'weekend-lost-kite',
        BookId: book.BookId,
      });
      expect(entered.body.code).toBe(0);
      expect((await submit(w.client, book)).body.code).toBe(0);
      books.push(book);
    }
    const approve = async (bookId: string) => {
      const entry = await entryFor(mod.client, bookId);
      const res = await mod.client.post('/api/Moderation/Approve', { EntryId: entry.EntryId });
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    };
    const start = (await balances(t, w.id)).crowns;
    await approve(books[0]?.BookId as string);
    expect((await balances(t, w.id)).crowns).toBe(start + 10 + 20);
    await approve(books[1]?.BookId as string);
    expect((await balances(t, w.id)).crowns).toBe(start + 10 + 20 + 10);
    const badges = await w.client.post<{ BadgeList: { BadgeId?: string; Id?: string }[] }>(
      '/api/YourStuff/GetBadges',
      {},
    );
    expect(JSON.stringify(badges.body.result)).toContain('challenge_complete');
    // Monday: no weekend award.
    t.clock.advance(dayMs);
    await approve(books[2]?.BookId as string);
    expect((await balances(t, w.id)).crowns).toBe(start + 10 + 20 + 10 + 10);
    const progress = await w.client.post<{
      ChallengesCompleted: number;
      Entries: { Approved: boolean }[];
    }>('/api/YourStuff/GetChallengeProgress', {});
    expect(progress.body.result.ChallengesCompleted).toBe(1);
    expect(progress.body.result.Entries.filter((e) => e.Approved)).toHaveLength(3);
    const detail = await t.client().post<{ Entries: { BookId: string }[] }>('/api/Challenges/Get', {
      ChallengeId: 'weekend-lost-kite',
    });
    expect(detail.body.result.Entries.map((e) => e.BookId)).toEqual(
      expect.arrayContaining(books.map((b) => b.BookId)),
    );
  });
});

describe('guides', () => {
  it('has guides in every category, filtered by category, format and genre', async () => {
    const visitor = t.client();
    const all = await visitor.post<{
      Categories: { Category: number; Count: number }[];
      Total: number;
    }>('/api/Guides/List', { Language: 'en' });
    expect(all.body.code).toBe(0);
    expect(all.body.result.Categories.map((c) => c.Category)).toEqual([
      0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12,
    ]);
    for (const c of all.body.result.Categories) expect(c.Count).toBeGreaterThan(0);
    const poetry = await visitor.post<{ List: { GuideId: string; Format: string | null }[] }>(
      '/api/Guides/List',
      { Category: 5 },
    );
    expect(poetry.body.result.List.map((g) => g.GuideId)).toContain('guide-acrostic');
    const comics = await visitor.post<{ List: { Format: string | null }[] }>('/api/Guides/List', {
      Format: 'comic',
    });
    expect(comics.body.result.List.every((g) => g.Format === null || g.Format === 'comic')).toBe(
      true,
    );
    const humor = await visitor.post<{ List: { Genre: string }[] }>('/api/Guides/List', {
      Genre: 'humor',
    });
    expect(humor.body.result.List.every((g) => ['humor', 'any'].includes(g.Genre))).toBe(true);
    expect((await visitor.post('/api/Guides/List', { Category: 6 })).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
  });

  it('opens a chapter in the reader’s language; unknown ones are 404', async () => {
    const res = await t
      .client()
      .post<{ Guide: { Title: string; Paragraphs: string[] } }>('/api/Guides/Get', {
        GuideId: 'guide-story-mountain',
        Language: 'zh',
      });
    expect(res.body.code).toBe(0);
    expect(res.body.result.Guide.Title).toBe('故事山');
    expect(res.body.result.Guide.Paragraphs.length).toBeGreaterThan(1);
    expect((await t.client().post('/api/Guides/Get', { GuideId: 'nope' })).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });
});
