import { AccountType } from '@storyloom/domain';
import { grantPlan } from '../../src/modules/plans/index';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { accountEnv, browser, signedIn } from '../helpers/factories';

export async function classesApp(): Promise<TestApp> {
  return createTestApp({ env: accountEnv });
}

let planCounter = 0;

/** A signed-in teacher; with `seats`, the manager of a school plan of that many accounts. */
export async function teacher(t: TestApp, seats?: number) {
  const made = await signedIn(t, { accountType: AccountType.TEACHER, birthday: '1980-02-02' });
  if (seats !== undefined) {
    planCounter += 1;
    await t.app.db.transaction().execute((trx) =>
      grantPlan(trx, {
        key: `test:school:${planCounter}:${made.user.row.id}`,
        userId: made.user.row.id,
        item: 'SCHOOL_PLAN',
        members: seats,
        now: t.clock.now(),
      }),
    );
  }
  return made;
}

export interface ClassView {
  OpenId: string;
  Name: string;
  Passcode?: string;
  Role: string;
  Joined: number;
  IsEnded: boolean;
}

export async function makeClass(client: TestClient, name = 'Maple 4') {
  const res = await client.post<ClassView>('/api/Classes/CreateClass', {
    Name: name,
    Grade: '4th',
  });
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
  return res.body.result;
}

export interface Added {
  Students: { Name: string; Username: string; InitPassword: string }[];
}

export async function addStudents(client: TestClient, openId: string, lines: string) {
  const res = await client.post<Added>('/api/Classes/AddStudents', {
    OpenId: openId,
    Students: lines,
  });
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
  return res.body.result.Students;
}

/** A new browser signed in as a class student with the class code. */
export async function studentBrowser(t: TestApp, code: string, username: string, password: string) {
  const client = browser(t);
  const res = await client.post('/api/User/studentSignIn', {
    Code: code,
    UserName: username,
    Password: password,
  });
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
  return client;
}
