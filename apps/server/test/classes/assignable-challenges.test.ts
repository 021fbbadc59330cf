import { ErrorCode as BaseCode, ClassErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as untitled from '../../src/db/migrations/202611300020_untitled_challenge_assignments';
import type { TestApp } from '../helpers/app';
import { signedIn } from '../helpers/factories';
import { addStudents, classesApp, makeClass, studentBrowser, teacher } from './helpers';

const ErrorCode = { ...BaseCode, ...ClassErrorCode };
const dayMs = 86_400_000;

/*
 * Decision 068: the teacher's picker offers only the challenges every student of the class can
 * start (members only: everyone a member; age level: no one younger), the others with why; the
 * server refuses assigning one of those with a text naming why; an assignment left untitled
 * shows the challenge's title in each reader's language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await classesApp();
  const now = t.clock.now();
  const row = (openId: string, age: string, paid: number) => ({
    id: `test-${openId}`,
    open_id: openId,
    kind: 'weekly',
    book_type: 'poetry',
    starts_at: now - dayMs,
    ends_at: now + 6 * dayMs,
    title_json: JSON.stringify({
      zh: `挑战 ${openId}`,
      en: `Challenge ${openId}`,
      es: `Reto ${openId}`,
    }),
    prompt_json: JSON.stringify({ zh: '写一首诗。', en: 'Write a poem.', es: 'Escribe un poema.' }),
    artwork_id: null,
    age_level: age,
    paid_only: paid,
    starter: 0,
    published: 1,
    created_at: now,
  });
  await t.app.db
    .insertInto('challenges')
    .values([row('fit-all', 'all', 0), row('fit-teen', '13+', 0), row('fit-paid', '6+', 1)])
    .execute();
});
afterAll(() => t.close());

interface Choice {
  ChallengeId: string;
  Title: string;
  Refusal: { Reason: string; Students: number } | null;
}

/** A 4th-grade class (its students are given the grade's age, 9) under a school plan. */
async function classWithStudents() {
  const owner = await teacher(t, 20);
  const c = await makeClass(owner.client, 'Birch 4');
  const added = await addStudents(owner.client, c.OpenId, 'Mia\nLeo');
  const mia = added[0];
  if (!mia || !c.Passcode) throw new Error('no student');
  const student = await studentBrowser(t, c.Passcode, mia.Username, mia.InitPassword);
  return { owner, c, student, added };
}

async function choices(
  client: Awaited<ReturnType<typeof classWithStudents>>['owner']['client'],
  openId: string,
) {
  const res = await client.post<{ List: Choice[] }>('/api/Classes/GetAssignableChallenges', {
    OpenId: openId,
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return new Map(res.body.result.List.map((x) => [x.ChallengeId, x]));
}

describe('challenges every student of the class can take (decision 068)', () => {
  it('offers the fitting ones, says why of the others, and assigns a fitting one', async () => {
    const { owner, c } = await classWithStudents();
    const list = await choices(owner.client, c.OpenId);
    expect(list.get('fit-all')?.Refusal).toBeNull();
    // The school plan's students are members: a members-only challenge for 6+ fits.
    expect(list.get('fit-paid')?.Refusal).toBeNull();
    expect(list.get('fit-teen')?.Refusal).toEqual({ Reason: 'ageLevel', Students: 2 });
    for (const id of ['fit-all', 'fit-paid']) {
      const made = await owner.client.post('/api/Classes/CreateAssignment', {
        OpenId: c.OpenId,
        ChallengeId: id,
        DueTime: '2030-05-01',
      });
      expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    }
  });

  it('refuses a 13+ challenge for a class with younger students, in the teacher language', async () => {
    const { owner, c } = await classWithStudents();
    const en = await owner.client.post('/api/Classes/CreateAssignment', {
      OpenId: c.OpenId,
      ChallengeId: 'fit-teen',
      DueTime: '2030-05-01',
    });
    expect(en.body).toMatchObject({
      code: ErrorCode.AGE_LEVEL,
      msg: 'This challenge is for ages 13+, and some students of this class are younger, so it cannot be assigned to the class.',
    });
    owner.client.setCookie('sl_lang', 'zh');
    const zh = await owner.client.post('/api/Classes/CreateAssignment', {
      OpenId: c.OpenId,
      ChallengeId: 'fit-teen',
      DueTime: '2030-05-01',
    });
    expect((zh.body as { message?: string }).message).toBe(
      '这个挑战适合 13+ 年龄段，而这个班级有学生年龄更小，所以不能布置给这个班级。',
    );
    const list = await owner.client.post<unknown[]>('/api/Classes/GetAssignments', {
      OpenId: c.OpenId,
    });
    expect(list.body.result).toEqual([]);
  });

  it('refuses a members-only challenge when a student is not a member', async () => {
    const { owner, c, added } = await classWithStudents();
    const leo = added[1];
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', leo?.Username ?? '')
      .executeTakeFirstOrThrow();
    // Leo is no longer covered by any plan (a plan ended, say).
    await t.app.db.deleteFrom('plan_members').where('user_id', '=', user.id).execute();
    const list = await choices(owner.client, c.OpenId);
    expect(list.get('fit-paid')?.Refusal).toEqual({ Reason: 'membersOnly', Students: 1 });
    expect(list.get('fit-all')?.Refusal).toBeNull();
    owner.client.setCookie('sl_lang', 'es');
    const res = await owner.client.post('/api/Classes/CreateAssignment', {
      OpenId: c.OpenId,
      ChallengeId: 'fit-paid',
      DueTime: '2030-05-01',
    });
    expect(res.body).toMatchObject({
      code: ErrorCode.PAID_ONLY,
      msg: 'This challenge is for members only, and not every student of this class is a member, so it cannot be assigned to the class.',
      message:
        'Este reto es solo para miembros, y no todos los alumnos de esta clase son miembros, así que no se puede asignar a la clase.',
    });
  });

  it('refuses other teachers, students and strangers, and bad input', async () => {
    const { owner, c, student } = await classWithStudents();
    const other = await teacher(t, 20);
    for (const client of [other.client, student, (await signedIn(t)).client]) {
      expect(
        (await client.post('/api/Classes/GetAssignableChallenges', { OpenId: c.OpenId })).body.code,
      ).toBe(ErrorCode.NOT_FOUND);
      expect(
        (
          await client.post('/api/Classes/CreateAssignment', {
            OpenId: c.OpenId,
            ChallengeId: 'fit-all',
            DueTime: '2030-05-01',
          })
        ).body.code,
      ).toBe(ErrorCode.NOT_FOUND);
    }
    for (const bad of [
      { OpenId: c.OpenId, ChallengeId: 'fit teen', DueTime: '2030-05-01' },
      { OpenId: c.OpenId, ChallengeId: 7, DueTime: '2030-05-01' },
      { OpenId: 'x'.repeat(300), ChallengeId: 'fit-all', DueTime: '2030-05-01' },
    ]) {
      const res = await owner.client.post('/api/Classes/CreateAssignment', bad);
      expect(res.status, JSON.stringify(bad)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(bad)).toBe(ErrorCode.BAD_INPUT);
    }
  });

  it('an untitled challenge assignment shows its title in each reader language', async () => {
    const { owner, c, student } = await classWithStudents();
    owner.client.setCookie('sl_lang', 'zh');
    const made = await owner.client.post<{ Title: string }>('/api/Classes/CreateAssignment', {
      OpenId: c.OpenId,
      ChallengeId: 'fit-all',
      DueTime: '2030-05-01',
    });
    expect(made.body.result.Title).toBe('挑战 fit-all');
    const stored = await t.app.db
      .selectFrom('class_assignments')
      .select('title')
      .where('challenge_id', '=', 'fit-all')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe('');
    student.setCookie('sl_lang', 'es');
    const seen = await student.post<{ Title: string }[]>('/api/Classes/GetAssignments', {
      OpenId: c.OpenId,
    });
    expect(seen.body.result.map((a) => a.Title)).toEqual(['Reto fit-all']);
    // Unpublished since: still its name in the reader's language.
    await t.app.db
      .updateTable('challenges')
      .set({ published: 0 })
      .where('open_id', '=', 'fit-all')
      .execute();
    const after = await student.post<{ Title: string; Challenge: unknown }[]>(
      '/api/Classes/GetAssignments',
      { OpenId: c.OpenId },
    );
    await t.app.db
      .updateTable('challenges')
      .set({ published: 1 })
      .where('open_id', '=', 'fit-all')
      .execute();
    expect(after.body.result).toMatchObject([{ Title: 'Reto fit-all', Challenge: null }]);
  });

  it('the migration clears a stored challenge title (any language) and keeps a typed one', async () => {
    const { c } = await classWithStudents();
    const klass = await t.app.db
      .selectFrom('classes')
      .select(['id', 'teacher_id'])
      .where('open_id', '=', c.OpenId)
      .executeTakeFirstOrThrow();
    const row = (id: string, title: string) => ({
      id: `mig-${id}`,
      open_id: `mig-${id}`,
      class_id: klass.id,
      title,
      prompt: '',
      due_time: '2030-05-01',
      challenge_id: 'fit-all',
      created_by: klass.teacher_id,
      created_at: t.clock.now(),
    });
    await t.app.db
      .insertInto('class_assignments')
      .values([row('zh', '挑战 fit-all'), row('es', 'Reto fit-all'), row('own', 'Sea poems')])
      .execute();
    await untitled.up(t.app.db);
    const titles = async () =>
      Object.fromEntries(
        (
          await t.app.db
            .selectFrom('class_assignments')
            .select(['id', 'title'])
            .where('id', 'like', 'mig-%')
            .execute()
        ).map((r) => [r.id, r.title]),
      );
    expect(await titles()).toEqual({ 'mig-zh': '', 'mig-es': '', 'mig-own': 'Sea poems' });
    await untitled.down(t.app.db);
    expect(await titles()).toEqual({
      'mig-zh': 'Challenge fit-all',
      'mig-es': 'Challenge fit-all',
      'mig-own': 'Sea poems',
    });
  });
});
