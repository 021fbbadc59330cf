import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery, startBook } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';
import { entryFor, moderator, submit, writer } from '../publishing/helpers';

let t: TestApp;
let admin: TestClient;
let art: { slug: string; artworkIds: string[] };
const dayMs = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  art = await approvedGallery(t, 2);
  admin = (await signedIn(t, { staffRole: 'admin', accountType: 0 })).client;
});
afterAll(() => t.close());

const three = (en: string) => ({ zh: `${en}（中文）`, en, es: `${en} (es)` });
const day = (offset: number) =>
  new Date(t.clock.now() - (t.clock.now() % dayMs) + offset * dayMs).toISOString().slice(0, 10);
const challenge = (over: Record<string, unknown> = {}) => ({
  Type: 'weekly',
  Subtype: 'poetry',
  StartTime: day(-1),
  EndTime: day(6),
  Title: three('Rain poems'),
  Prompt: three('Write a poem about the sound of rain.'),
  ArtworkId: null,
  AgeLevel: 'all',
  PaidOnly: false,
  Starter: true,
  Published: false,
  ...over,
});
const save = (client: TestClient, body: unknown) =>
  client.post<{ Challenge: { ChallengeId: string; Published: boolean; Title: { es: string } } }>(
    '/api/ChallengesAdmin/Save',
    body,
    { json: true },
  );

describe('who may author', () => {
  it('refuses visitors, writers and moderators on every admin call', async () => {
    const visitor = t.client();
    const w = (await signedIn(t)).client;
    const mod = (await signedIn(t, { staffRole: 'moderator', accountType: 0 })).client;
    for (const url of [
      '/api/ChallengesAdmin/List',
      '/api/ChallengesAdmin/Get',
      '/api/ChallengesAdmin/Save',
      '/api/ChallengesAdmin/Feature',
      '/api/ChallengesAdmin/UnitSave',
      '/api/ChallengesAdmin/StepSave',
      '/api/ChallengesAdmin/GuideSave',
    ]) {
      const body = url.endsWith('List')
        ? {}
        : url.endsWith('Get')
          ? { ChallengeId: 'weekend-lost-kite' }
          : url.endsWith('/Save')
            ? challenge()
            : undefined;
      if (!body) continue;
      expect((await visitor.post(url, body, { json: true })).body.code).toBe(
        ErrorCode.NOT_LOGGED_IN,
      );
      expect((await w.post(url, body, { json: true })).body.code).toBe(ErrorCode.NO_PERMISSION);
      expect((await mod.post(url, body, { json: true })).body.code).toBe(ErrorCode.NO_PERMISSION);
    }
    for (const url of [
      '/api/ChallengesAdmin/Feature',
      '/api/ChallengesAdmin/UnitSave',
      '/api/ChallengesAdmin/StepSave',
      '/api/ChallengesAdmin/GuideSave',
    ]) {
      expect((await w.post(url, {}, { json: true })).body.code).not.toBe(0);
      expect((await visitor.post(url, {}, { json: true })).body.code).not.toBe(0);
    }
  }, 60_000);
});

describe('challenges', () => {
  it('lists everything in three languages, the seeded curriculum included', async () => {
    const res = await admin.post<{
      Challenges: { ChallengeId: string; Title: { zh: string; en: string; es: string } }[];
      Units: { UnitId: string; Steps: { StepId: string; Kind: string; Content: unknown }[] }[];
      Guides: { GuideId: string; Body: unknown[] }[];
    }>('/api/ChallengesAdmin/List', {});
    expect(res.body.code).toBe(0);
    const kite = res.body.result.Challenges.find((c) => c.ChallengeId === 'weekend-lost-kite');
    expect(kite?.Title.en).toBeTruthy();
    expect(kite?.Title.zh).toBeTruthy();
    expect(kite?.Title.es).toBeTruthy();
    expect(res.body.result.Units[0]?.Steps.length).toBe(4);
    expect(res.body.result.Units[0]?.Steps[3]?.Content).toHaveProperty('questions');
    expect(res.body.result.Guides.length).toBeGreaterThan(10);
  });

  it('creates a draft no one else sees, then publishes it on its window', async () => {
    const created = await save(admin, challenge());
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const id = created.body.result.Challenge.ChallengeId;
    expect(created.body.result.Challenge.Published).toBe(false);
    const visitor = t.client();
    expect((await visitor.post('/api/Challenges/Get', { ChallengeId: id })).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const listed = await visitor.post<{ List: { ChallengeId: string }[] }>(
      '/api/Challenges/List',
      {},
    );
    expect(listed.body.result.List.map((c) => c.ChallengeId)).not.toContain(id);

    const published = await save(admin, challenge({ ChallengeId: id, Published: true }));
    expect(published.body.code).toBe(0);
    const seen = await visitor.post<{ Challenge: { Title: string; Prompt: string } }>(
      '/api/Challenges/Get',
      { ChallengeId: id, Language: 'es' },
    );
    expect(seen.body.code).toBe(0);
    expect(seen.body.result.Challenge.Title).toBe('Rain poems (es)');
    const audit = await admin.post<{ List: { Action: string; Target: string }[] }>(
      '/api/Admin/AuditLog',
      {},
    );
    expect(audit.body.result.List.map((a) => `${a.Action} ${a.Target}`)).toEqual(
      expect.arrayContaining([
        `challenge.create challenge:${id}`,
        `challenge.update challenge:${id}`,
      ]),
    );
  });

  it('refuses bad input: a window ending before it starts, a missing language, an unknown artwork, an unknown id', async () => {
    const backwards = await save(admin, challenge({ StartTime: day(3), EndTime: day(1) }));
    expect(backwards.body.code).toBe(ErrorCode.BAD_INPUT);
    const noSpanish = await save(admin, challenge({ Title: { zh: '雨', en: 'Rain' } }));
    expect(noSpanish.body.code).toBe(ErrorCode.BAD_INPUT);
    const blank = await save(admin, challenge({ Title: { zh: '\u202E', en: ' ', es: 'x' } }));
    expect(blank.body.code).toBe(ErrorCode.BAD_INPUT);
    const notADate = await save(admin, challenge({ StartTime: 'soon' }));
    expect(notADate.body.code).toBe(ErrorCode.BAD_INPUT);
    const art = await save(admin, challenge({ ArtworkId: 'no-such-art' }));
    expect(art.body.code).toBe(ErrorCode.BAD_INPUT);
    const unknown = await save(admin, challenge({ ChallengeId: 'no-such-challenge' }));
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    const get = await admin.post('/api/ChallengesAdmin/Get', { ChallengeId: 'nope' });
    expect(get.body.code).toBe(ErrorCode.NOT_FOUND);
    const malformed = await admin.post('/api/ChallengesAdmin/Save', 'not json at all');
    expect(malformed.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('keeps an approved gallery picture as the challenge artwork', async () => {
    const res = await save(
      admin,
      challenge({ ArtworkId: art.artworkIds[0], Subtype: 'picturebook' }),
    );
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect((res.body.result.Challenge as unknown as { ArtworkId: string }).ArtworkId).toBe(
      art.artworkIds[0],
    );
  });
});

describe('featured entries', () => {
  it('features an approved entry (shown as a winner), refuses one not approved yet', async () => {
    const mod = await moderator(t);
    const w = await writer(t, 2);
    const approvedBook = await startBook(w.client, 'picturebook', art.slug);
    const waitingBook = await startBook(w.client, 'picturebook', art.slug);
    for (const b of [approvedBook, waitingBook]) {
      const entered = await w.client.post('/api/Challenges/Enter', {
        ChallengeId: 'weekend-lost-kite',
        BookId: b.BookId,
      });
      expect(entered.body.code).toBe(0);
    }
    expect((await submit(w.client, approvedBook)).body.code).toBe(0);
    const entry = await entryFor(mod.client, approvedBook.BookId);
    expect(
      (await mod.client.post('/api/Moderation/Approve', { EntryId: entry.EntryId })).body.code,
    ).toBe(0);

    const detail = await admin.post<{
      Entries: { BookId: string; Approved: boolean; Featured: boolean; Title: string }[];
    }>('/api/ChallengesAdmin/Get', { ChallengeId: 'weekend-lost-kite' });
    expect(detail.body.code).toBe(0);
    const ids = detail.body.result.Entries.map((e) => e.BookId);
    expect(ids).toEqual(expect.arrayContaining([approvedBook.BookId, waitingBook.BookId]));

    const feature = (BookId: string, Featured: boolean, ChallengeId = 'weekend-lost-kite') =>
      admin.post('/api/ChallengesAdmin/Feature', { ChallengeId, BookId, Featured }, { json: true });
    expect((await feature(waitingBook.BookId, true)).body.code).toBe(ErrorCode.CONFLICT);
    expect((await feature(approvedBook.BookId, true, 'weekend-moon-haiku')).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await feature('no-such-book', true)).body.code).toBe(ErrorCode.NOT_FOUND);
    const featured = await feature(approvedBook.BookId, true);
    expect(featured.body.code).toBe(0);
    const shown = await t.client().post<{ Winners: { BookId: string }[] }>('/api/Challenges/Get', {
      ChallengeId: 'weekend-lost-kite',
    });
    expect(shown.body.result.Winners.map((x) => x.BookId)).toContain(approvedBook.BookId);
    expect((await feature(approvedBook.BookId, false)).body.code).toBe(0);
    const after = await t.client().post<{ Winners: { BookId: string }[] }>('/api/Challenges/Get', {
      ChallengeId: 'weekend-lost-kite',
    });
    expect(after.body.result.Winners.map((x) => x.BookId)).not.toContain(approvedBook.BookId);
    const bad = await admin.post('/api/ChallengesAdmin/Feature', {
      ChallengeId: 'weekend-lost-kite',
      BookId: approvedBook.BookId,
      Featured: 'perhaps',
    });
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
  }, 90_000);
});

describe('units, lessons, quizzes and guides', () => {
  const lesson = {
    paragraphs: [three('A poem can rhyme, or not.')],
    example: three('Rain on the roof, tap tap.'),
    tryIt: three('Write two lines about rain.'),
  };
  const quiz = {
    questions: [
      {
        kind: 'choice',
        prompt: three('Must a poem rhyme?'),
        options: [three('Yes'), three('No')],
        answer: 1,
      },
      { kind: 'short', prompt: three('Name a sound rain makes.'), answers: ['tap', 'plip'] },
    ],
  };

  it('adds a unit with a lesson and a quiz a writer can then take', async () => {
    const unit = await admin.post<{ Unit: { UnitId: string; Position: number } }>(
      '/api/ChallengesAdmin/UnitSave',
      { Title: three('Unit 5: Rain'), Summary: three('Poems about weather.') },
      { json: true },
    );
    expect(unit.body.code, JSON.stringify(unit.body)).toBe(0);
    const UnitId = unit.body.result.Unit.UnitId;
    expect(unit.body.result.Unit.Position).toBeGreaterThanOrEqual(5);
    const l = await admin.post<{ Step: { StepId: string } }>(
      '/api/ChallengesAdmin/StepSave',
      { Kind: 'lesson', UnitId, Title: three('Sounds'), Content: lesson },
      { json: true },
    );
    expect(l.body.code, JSON.stringify(l.body)).toBe(0);
    const q = await admin.post<{ Step: { StepId: string } }>(
      '/api/ChallengesAdmin/StepSave',
      { Kind: 'quiz', UnitId, Title: three('Rain quiz'), Content: quiz },
      { json: true },
    );
    expect(q.body.code, JSON.stringify(q.body)).toBe(0);

    const w = await writer(t, 0);
    const shown = await w.client.post<{ Steps: { StepId: string; Kind: string }[] }>(
      '/api/Challenges/Unit',
      { UnitId, Language: 'es' },
    );
    expect(shown.body.result.Steps.map((s) => s.Kind)).toEqual(['lesson', 'quiz']);
    const answered = await w.client.post<{ Passed: boolean }>(
      '/api/Challenges/AnswerQuiz',
      { QuizId: q.body.result.Step.StepId, Answers: [1, 'Plip!'] },
      { json: true },
    );
    expect(answered.body.result.Passed).toBe(true);

    const renamed = await admin.post<{ Step: { Title: { en: string } } }>(
      '/api/ChallengesAdmin/StepSave',
      {
        Kind: 'lesson',
        StepId: l.body.result.Step.StepId,
        UnitId,
        Title: three('Rain sounds'),
        Content: lesson,
      },
      { json: true },
    );
    expect(renamed.body.result.Step.Title.en).toBe('Rain sounds');
    const kindChange = await admin.post(
      '/api/ChallengesAdmin/StepSave',
      { Kind: 'quiz', StepId: l.body.result.Step.StepId, UnitId, Title: three('x'), Content: quiz },
      { json: true },
    );
    expect(kindChange.body.code).toBe(ErrorCode.CONFLICT);
  });

  it('refuses a quiz whose answer is not one of its options, an unknown unit, missing content', async () => {
    const badAnswer = await admin.post(
      '/api/ChallengesAdmin/StepSave',
      {
        Kind: 'quiz',
        UnitId: 'unit-poetry',
        Title: three('Quiz'),
        Content: { questions: [{ ...quiz.questions[0], answer: 3 }] },
      },
      { json: true },
    );
    expect(badAnswer.body.code).toBe(ErrorCode.BAD_INPUT);
    const noUnit = await admin.post(
      '/api/ChallengesAdmin/StepSave',
      { Kind: 'lesson', UnitId: 'unit-nope', Title: three('x'), Content: lesson },
      { json: true },
    );
    expect(noUnit.body.code).toBe(ErrorCode.NOT_FOUND);
    const empty = await admin.post(
      '/api/ChallengesAdmin/StepSave',
      { Kind: 'lesson', UnitId: 'unit-poetry', Title: three('x'), Content: { paragraphs: [] } },
      { json: true },
    );
    expect(empty.body.code).toBe(ErrorCode.BAD_INPUT);
    const noSuchUnit = await admin.post(
      '/api/ChallengesAdmin/UnitSave',
      { UnitId: 'unit-nope', Title: three('x'), Summary: three('y') },
      { json: true },
    );
    expect(noSuchUnit.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('writes a guide found in the library by its category and format', async () => {
    const g = await admin.post<{ Guide: { GuideId: string } }>(
      '/api/ChallengesAdmin/GuideSave',
      {
        Category: 2,
        Format: 'poetry',
        Genre: 'any',
        Title: three('Listening for rhythm'),
        Body: [three('Clap the beat of each line.')],
      },
      { json: true },
    );
    expect(g.body.code, JSON.stringify(g.body)).toBe(0);
    const list = await t
      .client()
      .post<{ List: { GuideId: string; Title: string }[] }>('/api/Guides/List', {
        Category: 2,
        Format: 'poetry',
        Language: 'zh',
      });
    expect(
      list.body.result.List.find((x) => x.GuideId === g.body.result.Guide.GuideId)?.Title,
    ).toBe('Listening for rhythm（中文）');
    const badCategory = await admin.post(
      '/api/ChallengesAdmin/GuideSave',
      { Category: 6, Format: null, Genre: 'any', Title: three('x'), Body: [three('y')] },
      { json: true },
    );
    expect(badCategory.body.code).toBe(ErrorCode.BAD_INPUT);
    const unknown = await admin.post(
      '/api/ChallengesAdmin/GuideSave',
      {
        GuideId: 'guide-nope',
        Category: 2,
        Format: null,
        Genre: 'any',
        Title: three('x'),
        Body: [three('y')],
      },
      { json: true },
    );
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
