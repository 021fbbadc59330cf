import { dayMs } from '@storyloom/domain';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, lastMailTo, linkParam, signedIn } from '../helpers/factories';

export { dayMs };

export async function plansApp(): Promise<TestApp> {
  return createTestApp({ env: accountEnv });
}

/** A signed-in adult parent (account type 0) who starts the family free trial. */
export async function familyManager(t: TestApp) {
  const parent = await signedIn(t, { accountType: 0, isParent: true, birthday: '1985-04-04' });
  const res = await parent.client.post<{ OpenId: string }>('/api/Plan/StartFreeTrial', {
    Kind: 'family',
  });
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
  return { ...parent, planOpenId: res.body.result.OpenId };
}

/** Invites `email` to the manager's plan and returns the emailed code. */
export async function inviteCode(
  t: TestApp,
  manager: Awaited<ReturnType<typeof familyManager>>,
  email: string,
): Promise<string> {
  const res = await manager.client.post('/api/Plan/Invite', {
    OpenId: manager.planOpenId,
    Email: email,
  });
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
  return linkParam(await lastMailTo(t, email), 'invite');
}
