// @vitest-environment happy-dom
import type { ServerUserInfo } from '@storyloom/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, dismissSessionExpired, resetCsrfToken, sessionExpiry } from '../api/client';
import { readCookie, writeCookie } from '../api/cookies';
import { queryClient } from '../api/query-client';
import { clearCookies, envelopeResponse, installFetch, ok } from '../api/test-fetch';
import {
  basketCountOf,
  createSessionStore,
  type SessionStore,
  sessionPaths,
  setNavigator,
} from './store';

const now = Date.parse('2026-11-22T12:00:00Z');

const info = (overrides: Partial<ServerUserInfo> = {}): ServerUserInfo => ({
  Uid: 'u_1',
  UserName: 'demo-student',
  Name: '',
  Avatar: '',
  OriginalAvatar: '',
  LargeAvatar: '',
  Email: '',
  IsActive: 1,
  AccountType: 9,
  RoleLabel: 'class student',
  StaffRole: 'none',
  IsMember: false,
  IsInFreeTrial: false,
  FreeTrialExpireTime: null,
  MembershipTime: null,
  LastLogin: null,
  DateJoined: '2026-01-01T00:00:00Z',
  StripeCustomerId: false,
  Crown: 0,
  Gift: 0,
  Ticket: 0,
  Birthday: null,
  Age: 10,
  Level: 1,
  Theme: '',
  Country: 'US',
  Language: 'en',
  Plans: [{ IsManager: false, OpenId: 'p_family', Type: 0, ExpireTime: '2026-01-01T00:00:00Z' }],
  PasswordInsecure: false,
  JoinFromPreviewSite: false,
  IsNewBorn: false,
  BookCount: 0,
  BarClosed: 1,
  SearchKey: '',
  ChallengeId: '',
  NeedsParentConsent: false,
  TotpEnabled: false,
  ...overrides,
});

const classA = { OpenId: 'cls_a', Name: 'A', ReadOtherBook: 0, PublicBook: 0 };
const classB = { OpenId: 'cls_b', Name: 'B', ReadOtherBook: 1, PublicBook: 0 };

/** The modules these tests call (plans, shop, classes), as once they have landed. */
const allModules = { plans: true, shop: true, classes: true };

let server: ReturnType<typeof installFetch>;
let store: SessionStore;
let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;

function routeSignedIn(overrides: Partial<ServerUserInfo> = {}) {
  server.route(sessionPaths.userInfo, ok({ info: info(overrides) }));
  server.route(sessionPaths.planInfo, ok({ OpenId: 'p_family', MaxMember: 5, MemberCount: 2 }));
  server.route(sessionPaths.basket, ok([{ Quantity: 2 }, { Quantity: 3 }]));
  server.route(sessionPaths.classList, ok([classA, classB]));
  server.route(sessionPaths.logout, ok(null));
}

beforeEach(() => {
  clearCookies();
  resetCsrfToken();
  dismissSessionExpired();
  // biome-ignore lint/suspicious/noDocumentCookie: test setup.
  document.cookie = 'sl_csrf=token; path=/';
  server = installFetch();
  navigate = vi.fn<(to: string) => void>();
  setNavigator(navigate);
  store = createSessionStore({ now: () => now, features: allModules });
});

afterEach(() => {
  setNavigator(null);
  vi.unstubAllGlobals();
});

describe('loading user info (SPEC §4)', () => {
  it('starts unknown, then logs the user in with every field and flag', async () => {
    routeSignedIn();
    expect(store.getState().status).toBe('unknown');
    await store.ensureLoaded();
    const { status, user, flags } = store.getState();
    expect(status).toBe('ready');
    expect(user?.isLogin).toBe(true);
    expect(user?.username).toBe('demo-student');
    expect(user?.theme).toBe('standard');
    expect(user?.barClosed).toBe(true);
    expect(flags?.isClassStudent).toBe(true);
    expect(flags?.familyPlanExpired).toBe(true);
  });

  it('is loading while the request is out', async () => {
    routeSignedIn();
    const pending = store.ensureLoaded();
    expect(store.getState().status).toBe('loading');
    await pending;
  });

  it('loads once: concurrent and later callers share the one request', async () => {
    routeSignedIn();
    await Promise.all([store.ensureLoaded(), store.ensureLoaded(), store.ensureLoaded()]);
    await store.ensureLoaded();
    expect(server.callsTo(sessionPaths.userInfo)).toHaveLength(1);
  });

  it('refresh() loads again', async () => {
    routeSignedIn();
    await store.ensureLoaded();
    server.route(sessionPaths.userInfo, ok({ info: info({ Crown: 70 }) }));
    await store.refresh();
    expect(server.callsTo(sessionPaths.userInfo)).toHaveLength(2);
    expect(store.getState().user?.crown).toBe(70);
  });

  it('a visitor (info null) is ready with no user and nothing else is asked', async () => {
    server.route(sessionPaths.userInfo, ok({ info: null }));
    await store.ensureLoaded();
    await store.extrasSettled();
    expect(store.getState()).toMatchObject({ status: 'ready', user: null, flags: null });
    expect(server.calls).toHaveLength(1);
    expect(store.toGuardUser()).toBeNull();
  });

  it('a non-zero code rejects and leaves the state unknown so the next call tries again', async () => {
    server.answer(envelopeResponse({ code: -1000, message: 'server error' }, 500));
    await expect(store.ensureLoaded()).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().status).toBe('unknown');
    routeSignedIn();
    await store.ensureLoaded();
    expect(store.getState().user?.uid).toBe('u_1');
  });

  it('notifies subscribers on each change', async () => {
    routeSignedIn();
    const seen: string[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getState().status));
    await store.ensureLoaded();
    unsubscribe();
    expect(seen.slice(0, 2)).toEqual(['loading', 'ready']);
  });

  it('IsActive 2 logs the user out automatically', async () => {
    routeSignedIn({ IsActive: 2 });
    await store.ensureLoaded();
    expect(server.callsTo(sessionPaths.logout)).toHaveLength(1);
    expect(store.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/signin');
  });

  it('toGuardUser gives what the navigation guards need', async () => {
    routeSignedIn({ IsActive: 0, PasswordInsecure: true, Age: null, AccountType: 4 });
    await store.ensureLoaded();
    expect(store.toGuardUser()).toEqual({
      isActive: 0,
      passwordInsecure: true,
      age: null,
      accountType: 4,
    });
  });
});

describe('modules that are not built yet (../features)', () => {
  it('are not called: no 404 in the console on every signed-in page', async () => {
    routeSignedIn();
    const bare = createSessionStore({
      now: () => now,
      features: { plans: false, shop: false, classes: false },
    });
    await bare.ensureLoaded();
    await bare.extrasSettled();
    for (const path of [sessionPaths.planInfo, sessionPaths.basket, sessionPaths.classList]) {
      expect(server.callsTo(path)).toHaveLength(0);
    }
    expect(bare.getState()).toMatchObject({
      plan: null,
      planLoaded: true,
      basketCount: 0,
      classes: [],
    });
  });
});

describe('plan, basket and class list after user info (SPEC §4)', () => {
  it('are refreshed with silent calls and kept in the store', async () => {
    routeSignedIn();
    await store.ensureLoaded();
    await store.extrasSettled();
    const state = store.getState();
    expect(state.plan).toEqual({ OpenId: 'p_family', MaxMember: 5, MemberCount: 2 });
    expect(state.basketCount).toBe(5);
    expect(state.classes.map((c) => c.OpenId)).toEqual(['cls_a', 'cls_b']);
    expect(server.callsTo(sessionPaths.planInfo)[0]?.method).toBe('GET');
    expect(server.callsTo(sessionPaths.basket)[0]?.method).toBe('POST');
    expect(server.callsTo(sessionPaths.classList)[0]?.method).toBe('POST');
  });

  it('tolerate failures and 404 while their modules are not built', async () => {
    server.route(sessionPaths.userInfo, ok({ info: info() }));
    server.route(sessionPaths.planInfo, envelopeResponse({ code: 404, message: '' }, 404));
    server.route(sessionPaths.basket, envelopeResponse({ code: 404, message: '' }, 404));
    server.route(sessionPaths.classList, new TypeError('Failed to fetch'));
    await store.ensureLoaded();
    await store.extrasSettled();
    expect(store.getState()).toMatchObject({
      status: 'ready',
      plan: null,
      basketCount: 0,
      classes: [],
      currentClass: null,
    });
    expect(store.getState().user?.uid).toBe('u_1');
  });

  it('never open the session-expired dialog', async () => {
    server.route(sessionPaths.userInfo, ok({ info: info() }));
    for (const path of [sessionPaths.planInfo, sessionPaths.basket, sessionPaths.classList]) {
      server.route(path, envelopeResponse({ code: 100004, message: 'expired' }, 401));
    }
    await store.ensureLoaded();
    await store.extrasSettled();
    expect(sessionExpiry.isOpen()).toBe(false);
  });

  it('a student may read others’ books and publish when any class allows it', async () => {
    routeSignedIn();
    await store.ensureLoaded();
    expect(store.getState().flags?.canPublicBook).toBe(true); // default before the list
    await store.extrasSettled();
    expect(store.getState().flags?.canReadOtherBook).toBe(true);
    expect(store.getState().flags?.canPublicBook).toBe(false);
  });

  it('plan and classes load once unless forced', async () => {
    routeSignedIn();
    await store.ensureLoaded();
    await store.extrasSettled();
    await store.refreshPlan();
    await store.refreshClasses();
    expect(server.callsTo(sessionPaths.planInfo)).toHaveLength(1);
    expect(server.callsTo(sessionPaths.classList)).toHaveLength(1);
    await store.refreshPlan(true);
    await store.refreshClasses(true);
    expect(server.callsTo(sessionPaths.planInfo)).toHaveLength(2);
    expect(server.callsTo(sessionPaths.classList)).toHaveLength(2);
  });

  it('a forced class list failure rejects to the caller (SPEC §8)', async () => {
    routeSignedIn();
    await store.ensureLoaded();
    await store.extrasSettled();
    server.route(
      sessionPaths.classList,
      envelopeResponse({ code: 100002, message: 'No permission' }, 403),
    );
    await expect(store.refreshClasses(true)).rejects.toMatchObject({ code: 100002 });
  });

  it('the basket count is the sum of quantities', () => {
    expect(basketCountOf([{ Quantity: 1 }, { Quantity: '4' }, { Quantity: null }, {}])).toBe(5);
    expect(basketCountOf(null)).toBe(0);
  });
});

describe('current class (SPEC §4)', () => {
  it('after loading takes the class saved in the sl_class cookie', async () => {
    writeCookie('sl_class', 'cls_b');
    routeSignedIn();
    await store.ensureLoaded();
    await store.extrasSettled();
    expect(store.getState().currentClass?.OpenId).toBe('cls_b');
  });

  it('after loading without a cookie takes the first class', async () => {
    routeSignedIn();
    await store.ensureLoaded();
    await store.extrasSettled();
    expect(store.getState().currentClass?.OpenId).toBe('cls_a');
  });

  it('keeps the previously current class on a forced reload', async () => {
    routeSignedIn();
    await store.ensureLoaded();
    await store.extrasSettled();
    store.selectClass('cls_b');
    writeCookie('sl_class', 'cls_gone');
    await store.refreshClasses(true);
    expect(store.getState().currentClass?.OpenId).toBe('cls_b');
  });

  it('an empty list clears the current class', async () => {
    routeSignedIn();
    await store.ensureLoaded();
    await store.extrasSettled();
    server.route(sessionPaths.classList, ok([]));
    await store.refreshClasses(true);
    expect(store.getState().currentClass).toBeNull();
  });

  it('selecting by id saves the cookie; an unknown id falls back to the first', async () => {
    routeSignedIn();
    await store.ensureLoaded();
    await store.extrasSettled();
    expect(store.selectClass('cls_b')?.OpenId).toBe('cls_b');
    expect(readCookie('sl_class')).toBe('cls_b');
    expect(store.selectClass('cls_x')?.OpenId).toBe('cls_a');
    expect(readCookie('sl_class')).toBe('cls_a');
  });

  it('selecting with no classes clears the cookie', async () => {
    server.route(sessionPaths.userInfo, ok({ info: info() }));
    server.route(sessionPaths.classList, ok([]));
    server.route(sessionPaths.planInfo, ok(null));
    server.route(sessionPaths.basket, ok([]));
    await store.ensureLoaded();
    await store.extrasSettled();
    writeCookie('sl_class', 'cls_a');
    expect(store.selectClass('cls_a')).toBeNull();
    expect(readCookie('sl_class')).toBeNull();
  });
});

describe('logout and reset (SPEC §2, §4)', () => {
  it('logout calls the server, clears everything and goes to /signin', async () => {
    routeSignedIn();
    writeCookie('sl_class', 'cls_b');
    await store.ensureLoaded();
    await store.extrasSettled();
    queryClient.setQueryData(['private'], 'data');
    await store.logout();
    expect(server.callsTo(sessionPaths.logout)[0]?.method).toBe('POST');
    expect(store.getState()).toEqual({
      status: 'ready',
      user: null,
      flags: null,
      plan: null,
      planLoaded: false,
      basketCount: 0,
      classes: [],
      classesLoaded: false,
      currentClass: null,
    });
    expect(readCookie('sl_class')).toBeNull();
    expect(queryClient.getQueryData(['private'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/signin');
  });

  it('logout with a target goes to that target', async () => {
    routeSignedIn();
    await store.ensureLoaded();
    await store.logout('/pricing');
    expect(navigate).toHaveBeenCalledWith('/pricing');
  });

  it('logout tolerates a failing or missing Logout endpoint', async () => {
    routeSignedIn();
    server.route(sessionPaths.logout, envelopeResponse({ code: 404, message: '' }, 404));
    await store.ensureLoaded();
    await expect(store.logout()).resolves.toBeUndefined();
    expect(store.getState().user).toBeNull();
  });

  it('logout closes the session-expired dialog', async () => {
    routeSignedIn();
    await store.ensureLoaded();
    server.route('/api/YourStuff/WriteList', envelopeResponse({ code: 100004, message: 'x' }, 401));
    const { api } = await import('../api/client');
    await api.post('/api/YourStuff/WriteList').catch(() => undefined);
    expect(sessionExpiry.isOpen()).toBe(true);
    await store.logout();
    expect(sessionExpiry.isOpen()).toBe(false);
  });

  it('an answer arriving after logout is dropped', async () => {
    let release: (r: Response) => void = () => {};
    server.route(
      sessionPaths.userInfo,
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    server.route(sessionPaths.logout, ok(null));
    const pending = store.refresh();
    await store.logout();
    release(ok({ info: info() }));
    await pending;
    expect(store.getState().user).toBeNull();
  });

  it('reset clears everything without calling the server; the next load asks again', async () => {
    routeSignedIn();
    await store.ensureLoaded();
    await store.extrasSettled();
    const calls = server.calls.length;
    store.reset();
    expect(store.getState()).toMatchObject({
      status: 'unknown',
      user: null,
      classes: [],
      basketCount: 0,
    });
    expect(server.calls).toHaveLength(calls);
    expect(navigate).not.toHaveBeenCalled();
    await store.ensureLoaded();
    expect(server.callsTo(sessionPaths.userInfo)).toHaveLength(2);
  });

  it('a different account after refresh replaces everything of the previous one', async () => {
    routeSignedIn();
    await store.ensureLoaded();
    await store.extrasSettled();
    server.route(
      sessionPaths.userInfo,
      ok({ info: info({ Uid: 'u_2', UserName: 'other', AccountType: 4 }) }),
    );
    server.route(sessionPaths.classList, ok([]));
    await store.refresh();
    await store.extrasSettled();
    expect(store.getState().user?.username).toBe('other');
    expect(store.getState().classes).toEqual([]);
  });
});
