import { ErrorCode as BaseCode, Message, PlanErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStudents, makeClass, teacher } from '../classes/helpers';
import type { TestApp } from '../helpers/app';
import { browser, lastMailTo, linkParam, signedIn } from '../helpers/factories';
import { familyManager, plansApp } from './helpers';

const ErrorCode = { ...BaseCode, ...PlanErrorCode };

let t: TestApp;
beforeAll(async () => {
  t = await plansApp();
});
afterAll(() => t.close());

interface PlanClass {
  OpenId: string;
  Name: string;
  Grade: string;
  Teacher: string;
  StudentCount: number;
  CreateTime: string;
}

/** A teacher managing a school plan of `seats`, its open id, and a class with two students. */
async function schoolWithClass(seats = 20) {
  const manager = await teacher(t, seats);
  const mine = await manager.client.get<{ openId: string }>(
    '/api/v2_1/YourStuff/GetMyPlanInfomation',
  );
  const planOpenId = mine.body.result.openId;
  const c = await makeClass(manager.client, 'Maple 4');
  await addStudents(manager.client, c.OpenId, 'Mia\nLeo');
  return { manager, planOpenId, classOpenId: c.OpenId };
}

const count = async (client: ReturnType<typeof browser>, openId: string) =>
  (await client.post<{ StudentCount: number }>('/api/Plan/GetPlanInfo', { OpenId: openId })).body
    .result.StudentCount;

describe('GetPlanClass and DismissPlanClass (SPEC §7 Plan)', () => {
  it('lists the classes of the school plan with their students, for its manager', async () => {
    const { manager, planOpenId, classOpenId } = await schoolWithClass();
    const res = await manager.client.post<PlanClass[]>('/api/Plan/GetPlanClass', {
      OpenId: planOpenId,
    });
    expect(res.body.code).toBe(0);
    expect(res.body.result).toEqual([
      {
        OpenId: classOpenId,
        Name: 'Maple 4',
        Grade: '4th',
        Teacher: manager.user.username,
        StudentCount: 2,
        CreateTime: new Date(t.clock.now()).toISOString(),
      },
    ]);
  });

  it('dismisses a class: it leaves the plan, and so do its students; the class stays', async () => {
    const { manager, planOpenId, classOpenId } = await schoolWithClass();
    const other = await makeClass(manager.client, 'Oak 5');
    await addStudents(manager.client, other.OpenId, 'Ava');
    expect(await count(manager.client, planOpenId)).toBe(3);
    const res = await manager.client.post('/api/Plan/DismissPlanClass', {
      OpenId: planOpenId,
      ClassId: classOpenId,
    });
    expect(res.body).toMatchObject({ code: 0, result: null });
    expect(await count(manager.client, planOpenId)).toBe(1);
    const list = await manager.client.post<PlanClass[]>('/api/Plan/GetPlanClass', {
      OpenId: planOpenId,
    });
    expect(list.body.result.map((c) => c.Name)).toEqual(['Oak 5']);
    const kept = await manager.client.post('/api/Classes/GetClass', { OpenId: classOpenId });
    expect(kept.body.code).toBe(0);
    // Dismissed once: a second time the class is not in the plan.
    const again = await manager.client.post('/api/Plan/DismissPlanClass', {
      OpenId: planOpenId,
      ClassId: classOpenId,
    });
    expect(again.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(again.body.msg).toBe(Message.pageNotFound);
  });

  it('a teacher of the plan sees its classes but may not dismiss one', async () => {
    const { manager, planOpenId, classOpenId } = await schoolWithClass();
    const colleague = await signedIn(t, { accountType: 2, birthday: '1981-01-01' });
    const invited = await manager.client.post('/api/Plan/AddTeacher', {
      OpenId: planOpenId,
      Email: colleague.user.email,
    });
    expect(invited.body.code).toBe(0);
    const code = linkParam(await lastMailTo(t, colleague.user.email ?? ''), 'invite');
    expect((await colleague.client.post('/api/Plan/AddMember', { Code: code })).body.code).toBe(0);
    const seen = await colleague.client.post<PlanClass[]>('/api/Plan/GetPlanClass', {
      OpenId: planOpenId,
    });
    expect(seen.body.result).toHaveLength(1);
    const refused = await colleague.client.post('/api/Plan/DismissPlanClass', {
      OpenId: planOpenId,
      ClassId: classOpenId,
    });
    expect(refused.body.code).toBe(ErrorCode.NO_PERMISSION);
    expect(refused.body.msg).toBe(Message.noPermission);
    expect(await count(manager.client, planOpenId)).toBe(2);
  });

  it("another school's manager, a family plan and a visitor are refused", async () => {
    const { planOpenId, classOpenId } = await schoolWithClass();
    const elsewhere = await schoolWithClass();
    const foreign = await elsewhere.manager.client.post('/api/Plan/GetPlanClass', {
      OpenId: planOpenId,
    });
    expect(foreign.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(foreign.body.msg).toBe(Message.pageNotFound);
    const foreignDismiss = await elsewhere.manager.client.post('/api/Plan/DismissPlanClass', {
      OpenId: planOpenId,
      ClassId: classOpenId,
    });
    expect(foreignDismiss.body.code).toBe(ErrorCode.NOT_FOUND);
    // A class of another plan, named on one's own plan: not found, and it stays where it was.
    const crossed = await elsewhere.manager.client.post('/api/Plan/DismissPlanClass', {
      OpenId: elsewhere.planOpenId,
      ClassId: classOpenId,
    });
    expect(crossed.body.code).toBe(ErrorCode.NOT_FOUND);
    const family = await familyManager(t);
    const notSchool = await family.client.post('/api/Plan/GetPlanClass', {
      OpenId: family.planOpenId,
    });
    expect(notSchool.body.code).toBe(ErrorCode.NOT_FOUND);
    const visitor = await browser(t).post('/api/Plan/GetPlanClass', { OpenId: planOpenId });
    expect(visitor.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('refuses bad input', async () => {
    const { manager, planOpenId } = await schoolWithClass();
    const missing = await manager.client.post('/api/Plan/DismissPlanClass', { OpenId: planOpenId });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(ErrorCode.BAD_INPUT);
    const empty = await manager.client.post('/api/Plan/GetPlanClass', { OpenId: '' });
    expect(empty.body.code).toBe(ErrorCode.BAD_INPUT);
    const long = await manager.client.post('/api/Plan/DismissPlanClass', {
      OpenId: planOpenId,
      ClassId: 'x'.repeat(65),
    });
    expect(long.body.code).toBe(ErrorCode.BAD_INPUT);
  });
});
