import type { Page, Route } from '@playwright/test';
import type { Envelope, ServerUserInfo, UserInfoResult } from '../../packages/domain/src/index';

/** A complete, ordinary signed-in user (SPEC §3 "Server user info"): active writer, aged 10. */
export function sampleUserInfo(overrides: Partial<ServerUserInfo> = {}): ServerUserInfo {
  return {
    Uid: 'u-e2e-writer',
    UserName: 'e2e_writer',
    Name: '',
    Avatar: '',
    OriginalAvatar: '',
    LargeAvatar: '',
    Email: 'e2e-writer@example.test',
    IsActive: 1,
    AccountType: 4,
    RoleLabel: 'writer',
    StaffRole: 'none',
    IsMember: false,
    IsInFreeTrial: false,
    FreeTrialExpireTime: null,
    MembershipTime: null,
    LastLogin: '2026-03-01T09:00:00.000Z',
    DateJoined: '2026-01-15T09:00:00.000Z',
    StripeCustomerId: false,
    Crown: 0,
    Gift: 0,
    Ticket: 0,
    Birthday: '2016-01-01',
    Age: 10,
    Level: 1,
    Theme: 'default',
    Country: 'US',
    Language: 'en',
    Plans: [],
    PasswordInsecure: false,
    JoinFromPreviewSite: false,
    IsNewBorn: false,
    BookCount: 0,
    BarClosed: 0,
    SearchKey: '',
    ChallengeId: '',
    NeedsParentConsent: false,
    TotpEnabled: false,
    ...overrides,
  };
}

export function envelope<T>(result: T, code = 0, msg = ''): Envelope<T> {
  return { code, msg, message: msg, result };
}

export function fulfillEnvelope<T>(route: Route, body: Envelope<T>): Promise<void> {
  return route.fulfill({
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify(body),
  });
}

/**
 * Makes the page believe a user is signed in: GET /api/User/GetUserInfo answers with `info`.
 * Other calls still reach the real server.
 */
export async function fakeSignedInUser(
  page: Page,
  overrides: Partial<ServerUserInfo> = {},
): Promise<ServerUserInfo> {
  const info = sampleUserInfo(overrides);
  await page.route('**/api/User/GetUserInfo*', (route) =>
    fulfillEnvelope<UserInfoResult>(route, envelope({ info })),
  );
  return info;
}
