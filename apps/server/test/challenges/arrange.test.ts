import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';
import { writer } from '../publishing/helpers';

/**
 * Arranging the curriculum (issue 19, decision 062), on SQLite and PostgreSQL: an admin moves
 * units and their lessons and quizzes up and down and deletes them, audited; one a learner has
 * progress on is not deleted; writers and moderators may do none of it; bad input and unknown
 * ids are refused without a 500.
 */

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  admin = (await signedIn(t, { staffRole: 'admin', accountType: 0 })).client;
});
afterAll(() => t.close());

const three = (en: string) => ({ zh: `${en}（中文）`, en, es: `${en} (es)` });
const lesson = {
  paragraphs: [three('A story has a middle.')],
  example: three('And then the kite flew away.'),
  tryIt: three('Write what happens next.'),
};

interface AdminUnit {
  UnitId: string;
  Position: number;
  Steps: { StepId: string; Position: number }[];
}

async function newUnit(name: string): Promise<string> {
  const res = await admin.post<{ Unit: { UnitId: string } }>(
    '/api/ChallengesAdmin/UnitSave',
    { Title: three(name), Summary: three(`${name} summary`) },
    { json: true },
  );
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.result.Unit.UnitId;
}

async function newLesson(UnitId: string, name: string): Promise<string> {
  const res = await admin.post<{ Step: { StepId: string } }>(
    '/api/ChallengesAdmin/StepSave',
    { Kind: 'lesson', UnitId, Title: three(name), Content: lesson },
    { json: true },
  );
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.result.Step.StepId;
}

async function units(): Promise<AdminUnit[]> {
  const res = await admin.post<{ Units: AdminUnit[] }>('/api/ChallengesAdmin/List', {});
  return res.body.result.Units;
}

const audit = (action: string, target: string) =>
  t.app.db
    .selectFrom('staff_audit')
    .selectAll()
    .where('action', '=', action)
    .where('target', '=', target)
    .execute();

describe('moving units and steps', () => {
  it('moves a unit and a lesson up and down, audited; at an end it is CONFLICT', async () => {
    const a = await newUnit('Arrange A');
    const b = await newUnit('Arrange B');
    const order = async () => (await units()).map((u) => u.UnitId);
    const before = await order();
    expect(before.indexOf(b)).toBe(before.indexOf(a) + 1);

    const up = await admin.post<{ Units: AdminUnit[] }>('/api/ChallengesAdmin/UnitMove', {
      UnitId: b,
      Direction: 'up',
    });
    expect(up.body.code, JSON.stringify(up.body)).toBe(0);
    const after = await order();
    expect(after.indexOf(b)).toBe(after.indexOf(a) - 1);
    expect((await units()).map((u) => u.Position)).toEqual(after.map((_, i) => i + 1));
    expect(await audit('challenge-unit.move', `challenge-unit:${b}`)).toHaveLength(1);

    const last = after[after.length - 1] as string;
    const end = await admin.post('/api/ChallengesAdmin/UnitMove', {
      UnitId: last,
      Direction: 'down',
    });
    expect(end.body.code).toBe(ErrorCode.CONFLICT);

    const l1 = await newLesson(a, 'First');
    const l2 = await newLesson(a, 'Second');
    const l3 = await newLesson(a, 'Third');
    const moved = await admin.post<{ Unit: AdminUnit }>('/api/ChallengesAdmin/StepMove', {
      StepId: l3,
      Direction: 'up',
    });
    expect(moved.body.code, JSON.stringify(moved.body)).toBe(0);
    expect(moved.body.result.Unit.Steps.map((s) => s.StepId)).toEqual([l1, l3, l2]);
    expect(moved.body.result.Unit.Steps.map((s) => s.Position)).toEqual([1, 2, 3]);
    const down = await admin.post<{ Unit: AdminUnit }>('/api/ChallengesAdmin/StepMove', {
      StepId: l1,
      Direction: 'down',
    });
    expect(down.body.result.Unit.Steps.map((s) => s.StepId)).toEqual([l3, l1, l2]);
    const top = await admin.post('/api/ChallengesAdmin/StepMove', { StepId: l3, Direction: 'up' });
    expect(top.body.code).toBe(ErrorCode.CONFLICT);
    expect(await audit('challenge-step.move', `challenge-step:${l3}`)).toHaveLength(1);

    // A writer reads the lessons in the new order.
    const w = await writer(t, 0);
    const shown = await w.client.post<{ Steps: { StepId: string }[] }>('/api/Challenges/Unit', {
      UnitId: a,
      Language: 'en',
    });
    expect(shown.body.result.Steps.map((s) => s.StepId)).toEqual([l3, l1, l2]);
  });
});

describe('deleting units and steps', () => {
  it('deletes a step and a unit with its steps after no one started them, audited', async () => {
    const u = await newUnit('Delete me');
    const s1 = await newLesson(u, 'Gone soon');
    const s2 = await newLesson(u, 'Gone too');
    const del = await admin.post('/api/ChallengesAdmin/StepDelete', { StepId: s1 });
    expect(del.body.code, JSON.stringify(del.body)).toBe(0);
    const unit = (await units()).find((x) => x.UnitId === u);
    expect(unit?.Steps.map((s) => s.StepId)).toEqual([s2]);
    expect(await audit('challenge-step.delete', `challenge-step:${s1}`)).toHaveLength(1);

    const gone = await admin.post('/api/ChallengesAdmin/UnitDelete', { UnitId: u });
    expect(gone.body.code, JSON.stringify(gone.body)).toBe(0);
    expect((await units()).some((x) => x.UnitId === u)).toBe(false);
    const line = await audit('challenge-unit.delete', `challenge-unit:${u}`);
    expect(line).toHaveLength(1);
    expect(line[0]?.before_json).toContain(s2);
    const w = await writer(t, 0);
    const read = await w.client.post('/api/Challenges/Unit', { UnitId: u, Language: 'en' });
    expect(read.body.code).toBe(ErrorCode.NOT_FOUND);
    // Deleted already: unknown.
    const again = await admin.post('/api/ChallengesAdmin/UnitDelete', { UnitId: u });
    expect(again.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('refuses to delete what a learner has progress on, saying how many learners', async () => {
    const u = await newUnit('Started');
    const s = await newLesson(u, 'Read by someone');
    const w = await writer(t, 0);
    const done = await w.client.post('/api/Challenges/CompleteLesson', { LessonId: s });
    expect(done.body.code, JSON.stringify(done.body)).toBe(0);
    const step = await admin.post<{ Reason: string; Learners: number }>(
      '/api/ChallengesAdmin/StepDelete',
      { StepId: s },
    );
    expect(step.body.code).toBe(ErrorCode.CONFLICT);
    expect(step.body.result).toEqual({ Reason: 'has_progress', Learners: 1 });
    const unit = await admin.post<{ Reason: string; Learners: number }>(
      '/api/ChallengesAdmin/UnitDelete',
      { UnitId: u },
    );
    expect(unit.body.code).toBe(ErrorCode.CONFLICT);
    expect(unit.body.result.Reason).toBe('has_progress');
    expect((await units()).find((x) => x.UnitId === u)?.Steps).toHaveLength(1);
    expect(await audit('challenge-unit.delete', `challenge-unit:${u}`)).toHaveLength(0);
  });
});

describe('refusals', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['/api/ChallengesAdmin/UnitMove', { UnitId: 'unit-character', Direction: 'down' }],
    ['/api/ChallengesAdmin/StepMove', { StepId: 'unknown-step', Direction: 'up' }],
    ['/api/ChallengesAdmin/UnitDelete', { UnitId: 'unit-character' }],
    ['/api/ChallengesAdmin/StepDelete', { StepId: 'unknown-step' }],
  ];

  it('refuses visitors, writers and moderators', async () => {
    const visitor = t.client();
    const w = (await signedIn(t)).client;
    const mod = (await signedIn(t, { staffRole: 'moderator', accountType: 0 })).client;
    for (const [url, body] of calls) {
      expect((await visitor.post(url, body)).body.code, url).toBe(ErrorCode.NOT_LOGGED_IN);
      expect((await w.post(url, body)).body.code, url).toBe(ErrorCode.NO_PERMISSION);
      expect((await mod.post(url, body)).body.code, url).toBe(ErrorCode.NO_PERMISSION);
    }
    // The seeded unit is still there.
    expect((await units()).some((u) => u.UnitId === 'unit-character')).toBe(true);
  });

  it('refuses bad input and unknown ids without a 500', async () => {
    for (const [url, body] of [
      ['/api/ChallengesAdmin/UnitMove', {}],
      ['/api/ChallengesAdmin/UnitMove', { UnitId: 'unit-character', Direction: 'left' }],
      ['/api/ChallengesAdmin/StepMove', { StepId: ['x'], Direction: 'up' }],
      ['/api/ChallengesAdmin/UnitDelete', { UnitId: '' }],
      ['/api/ChallengesAdmin/StepDelete', { StepId: 'x'.repeat(500) }],
    ] as const) {
      const res = await admin.post(url, body, { json: true });
      expect(res.body.code, `${url} ${JSON.stringify(body)}`).toBe(ErrorCode.BAD_INPUT);
    }
    for (const [url, body] of [
      ['/api/ChallengesAdmin/UnitMove', { UnitId: 'unit-nope', Direction: 'up' }],
      ['/api/ChallengesAdmin/StepMove', { StepId: 'lesson-nope', Direction: 'down' }],
      ['/api/ChallengesAdmin/UnitDelete', { UnitId: 'unit-nope' }],
      ['/api/ChallengesAdmin/StepDelete', { StepId: 'lesson-nope' }],
    ] as const) {
      const res = await admin.post(url, body);
      expect(res.body.code, url).toBe(ErrorCode.NOT_FOUND);
    }
  });
});
