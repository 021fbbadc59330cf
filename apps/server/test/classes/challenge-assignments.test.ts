import { ErrorCode as BaseCode, ClassErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery } from '../books/helpers';
import type { TestApp } from '../helpers/app';
import { signedIn } from '../helpers/factories';
import { addStudents, classesApp, makeClass, studentBrowser, teacher } from './helpers';

const ErrorCode = { ...BaseCode, ...ClassErrorCode };
const dayMs = 86_400_000;

let t: TestApp;
let art: { slug: string; artworkIds: string[] };
beforeAll(async () => {
  t = await classesApp();
  art = await approvedGallery(t, 2);
  const now = t.clock.now();
  const row = (openId: string, from: number, to: number, published = 1) => ({
    id: `test-${openId}`,
    open_id: openId,
    kind: 'weekly',
    book_type: 'poetry',
    starts_at: now + from * dayMs,
    ends_at: now + to * dayMs,
    title_json: JSON.stringify({
      zh: '海边的一天',
      en: 'A day at the sea',
      es: 'Un día en el mar',
    }),
    prompt_json: JSON.stringify({
      zh: '写一首关于大海的诗。',
      en: 'Write a poem about the sea.',
      es: 'Escribe un poema sobre el mar.',
    }),
    artwork_id: art.artworkIds[0] ?? null,
    age_level: 'all',
    paid_only: 0,
    starter: 0,
    published,
    created_at: now,
  });
  await t.app.db
    .insertInto('challenges')
    .values([
      row('class-sea-poem', -1, 6),
      row('class-past-poem', -10, -3),
      row('class-later-poem', 3, 10),
      row('class-draft-poem', -1, 6, 0),
    ])
    .execute();
});
afterAll(() => t.close());

interface ChallengeView {
  ChallengeId: string;
  Title: string;
  Prompt: string;
  ArtworkId: string | null;
  Subtype: string;
}
interface AssignmentView {
  AssignmentId: string;
  Title: string;
  Prompt: string;
  DueTime: string;
  Challenge: ChallengeView | null;
}

async function classWithStudent() {
  const owner = await teacher(t, 20);
  const c = await makeClass(owner.client, 'Cedar 3');
  const [mia] = await addStudents(owner.client, c.OpenId, 'Mia');
  if (!mia || !c.Passcode) throw new Error('no student');
  const student = await studentBrowser(t, c.Passcode, mia.Username, mia.InitPassword);
  return { owner, c, student };
}

describe('a challenge as an assignment (decision 059)', () => {
  it('a teacher picks a current challenge; the student sees its prompt and art and starts it', async () => {
    const { owner, c, student } = await classWithStudent();
    const choices = await owner.client.post<{ List: ChallengeView[] }>(
      '/api/Classes/GetAssignableChallenges',
      { OpenId: c.OpenId },
    );
    expect(choices.body.code).toBe(0);
    const ids = choices.body.result.List.map((x) => x.ChallengeId);
    expect(ids).toContain('class-sea-poem');
    // Only the published ones open now.
    expect(ids).not.toContain('class-past-poem');
    expect(ids).not.toContain('class-later-poem');
    expect(ids).not.toContain('class-draft-poem');

    const made = await owner.client.post<AssignmentView>('/api/Classes/CreateAssignment', {
      OpenId: c.OpenId,
      ChallengeId: 'class-sea-poem',
      DueTime: '2030-05-01',
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    expect(made.body.result).toMatchObject({
      Title: 'A day at the sea',
      Challenge: { ChallengeId: 'class-sea-poem', Prompt: 'Write a poem about the sea.' },
    });
    // The own-prompt kind stays, with no challenge.
    const own = await owner.client.post<AssignmentView>('/api/Classes/CreateAssignment', {
      OpenId: c.OpenId,
      Title: 'My summer',
      Prompt: 'Tell us about it',
      DueTime: '2030-05-02',
    });
    expect(own.body.result).toMatchObject({ Title: 'My summer', Challenge: null });

    // The student reads it in their language, with the picture, and starts the challenge.
    student.setCookie('sl_lang', 'es');
    const list = await student.post<AssignmentView[]>('/api/Classes/GetAssignments', {
      OpenId: c.OpenId,
    });
    expect(list.body.code).toBe(0);
    const assigned = list.body.result.find((a) => a.Challenge !== null);
    expect(assigned?.Challenge).toMatchObject({
      ChallengeId: 'class-sea-poem',
      Title: 'Un día en el mar',
      Prompt: 'Escribe un poema sobre el mar.',
      ArtworkId: art.artworkIds[0],
      Subtype: 'poetry',
      AgeLevel: 'all',
    });
    expect(list.body.result.find((a) => a.Title === 'My summer')?.Challenge).toBeNull();
    // Left untitled, it is named in the reader's language (decision 068).
    expect(assigned?.Title).toBe('Un día en el mar');
    const start = await student.post<{ EditorPath: string }>('/api/Challenges/Start', {
      ChallengeId: 'class-sea-poem',
    });
    expect(start.body.code, JSON.stringify(start.body)).toBe(0);
    expect(start.body.result.EditorPath).toContain('challenge=class-sea-poem');

    // A challenge unpublished later: the assignment stays, its title and due date with it.
    await t.app.db
      .updateTable('challenges')
      .set({ published: 0 })
      .where('open_id', '=', 'class-sea-poem')
      .execute();
    const after = await student.post<AssignmentView[]>('/api/Classes/GetAssignments', {
      OpenId: c.OpenId,
    });
    expect(after.body.result.map((a) => a.Challenge)).toEqual([null, null]);
    expect(after.body.result.map((a) => a.Title)).toContain('Un día en el mar');
    await t.app.db
      .updateTable('challenges')
      .set({ published: 1 })
      .where('open_id', '=', 'class-sea-poem')
      .execute();
  });

  it('refuses another teacher, students, strangers, closed challenges and bad input', async () => {
    const { owner, c, student } = await classWithStudent();
    const other = await teacher(t, 20);
    for (const client of [other.client, student, (await signedIn(t)).client]) {
      expect(
        (await client.post('/api/Classes/GetAssignableChallenges', { OpenId: c.OpenId })).body.code,
      ).toBe(ErrorCode.NOT_FOUND);
      expect(
        (
          await client.post('/api/Classes/CreateAssignment', {
            OpenId: c.OpenId,
            ChallengeId: 'class-sea-poem',
            DueTime: '2030-05-01',
          })
        ).body.code,
      ).toBe(ErrorCode.NOT_FOUND);
    }
    expect(
      (await t.client().post('/api/Classes/GetAssignableChallenges', { OpenId: c.OpenId })).body
        .code,
    ).not.toBe(0);
    for (const closed of ['class-past-poem', 'class-later-poem', 'class-draft-poem', 'nope']) {
      const res = await owner.client.post('/api/Classes/CreateAssignment', {
        OpenId: c.OpenId,
        ChallengeId: closed,
        DueTime: '2030-05-01',
      });
      expect(res.body.code, closed).toBe(ErrorCode.BAD_INPUT);
    }
    // The due date is still needed (SPEC §5).
    const noDate = await owner.client.post('/api/Classes/CreateAssignment', {
      OpenId: c.OpenId,
      ChallengeId: 'class-sea-poem',
      DueTime: '',
    });
    expect(noDate.body).toMatchObject({
      code: ErrorCode.CLASS_INPUT,
      msg: 'An assignment needs a due date.',
    });
    for (const bad of [
      { OpenId: c.OpenId, DueTime: '2030-05-01' },
      { OpenId: c.OpenId, ChallengeId: '../x', DueTime: '2030-05-01' },
      { OpenId: c.OpenId, ChallengeId: 'x'.repeat(80), DueTime: '2030-05-01' },
      {},
    ]) {
      const res = await owner.client.post('/api/Classes/CreateAssignment', bad);
      expect(res.status, JSON.stringify(bad)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(bad)).toBe(ErrorCode.BAD_INPUT);
    }
    expect((await owner.client.post('/api/Classes/GetAssignableChallenges', {})).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
  });
});
