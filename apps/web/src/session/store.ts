/**
 * The session store (SPEC §3, §4): the signed-in user with its derived flags, plan info, basket
 * count, class list and current class. A small external store read through `useSession()`.
 *
 * - `ensureLoaded()` loads GET /api/User/GetUserInfo once; concurrent callers share the request;
 *   `refresh()` loads it again (call it after sign-in, payment, profile changes). A non-zero code
 *   rejects (SPEC §8) and leaves the state as it was, so the next call tries again.
 * - After user info loads, the user is logged in, and plan, basket and class list are refreshed
 *   in the background (silent calls; a failure keeps the empty value). A module that is not
 *   built yet (../features) is not called at all. `extrasSettled()` resolves when they are done.
 * - IsActive 2 logs the user out automatically.
 * - `logout(target?)` calls POST /api/User/Logout (silent, failures tolerated), clears everything
 *   and goes to the target or /signin. `reset()` clears everything without a call or navigation.
 */
import {
  ActiveState,
  deriveUserFlags,
  type GuardUser,
  type SignedInUser,
  toSignedInUser,
  type UserFlags,
  type UserInfoResult,
} from '@storyloom/domain';
import { api } from '../api/client';
import { deleteCookie, readCookie, writeCookie } from '../api/cookies';
import { queryClient } from '../api/query-client';
import { dismissSessionExpired } from '../api/session-expiry';
import { features as builtFeatures, type Features } from '../features';
import {
  CLASS_COOKIE,
  chooseCurrentClass,
  type SessionClass,
  selectClassById,
  toClassList,
} from './current-class';

export const sessionPaths = {
  userInfo: '/api/User/GetUserInfo',
  logout: '/api/User/Logout',
  planInfo: '/api/v2_1/YourStuff/GetMyPlanInfomation',
  basket: '/api/BookShop/GetBasketItems',
  classList: '/api/Classes/GetClassList',
} as const;

export type SessionStatus = 'unknown' | 'loading' | 'ready';

/** SPEC §3 Plan, as GetMyPlanInfomation returns it. Screens show "--" for missing values. */
export interface PlanInfo {
  openId?: string;
  OpenId?: string;
  MaxMember?: number;
  MemberCount?: number;
  Type?: number;
  ExpireTime?: string;
  Expired?: boolean;
  StudentCount?: number;
  TeacherCount?: number;
  CreateTime?: string;
  /** "1" while not expired marks a school-plan free trial. */
  Category?: string;
}

export interface SessionState {
  status: SessionStatus;
  user: SignedInUser | null;
  /** SPEC §3 derived flags; null without a user. */
  flags: UserFlags | null;
  plan: PlanInfo | null;
  planLoaded: boolean;
  /** SPEC §3: the sum of the basket items' quantities. */
  basketCount: number;
  classes: SessionClass[];
  classesLoaded: boolean;
  currentClass: SessionClass | null;
}

const signedOut: Omit<SessionState, 'status'> = {
  user: null,
  flags: null,
  plan: null,
  planLoaded: false,
  basketCount: 0,
  classes: [],
  classesLoaded: false,
  currentClass: null,
};

export type Navigate = (to: string) => void;

const defaultNavigate: Navigate = (to) => {
  window.location.assign(to);
};
let navigate: Navigate = defaultNavigate;

/** The router registers its navigate function here; null restores full-page navigation. */
export function setNavigator(fn: Navigate | null): void {
  navigate = fn ?? defaultNavigate;
}

export function basketCountOf(result: unknown): number {
  if (!Array.isArray(result)) return 0;
  let count = 0;
  for (const item of result) {
    const quantity = Number((item as { Quantity?: unknown } | null)?.Quantity);
    if (Number.isFinite(quantity) && quantity > 0) count += quantity;
  }
  return count;
}

function toPlanInfo(result: unknown): PlanInfo | null {
  return typeof result === 'object' && result !== null && !Array.isArray(result)
    ? (result as PlanInfo)
    : null;
}

export interface SessionStoreOptions {
  /** The clock (epoch ms); tests move it. */
  now?: () => number;
  /** Which modules exist (../features): no call is made to one that does not. */
  features?: Pick<Features, 'plans' | 'shop' | 'classes'>;
}

export function createSessionStore(options: SessionStoreOptions = {}) {
  const now = options.now ?? Date.now;
  const modules = options.features ?? builtFeatures;
  let state: SessionState = { status: 'unknown', ...signedOut };
  const listeners = new Set<() => void>();
  /** Bumped by logout and reset: answers to older requests are dropped. */
  let generation = 0;
  let loading: Promise<void> | null = null;
  let loggingOut: Promise<void> | null = null;
  let planRequest: Promise<void> | null = null;
  let classRequest: Promise<void> | null = null;
  let extras: Promise<void> = Promise.resolve();

  function setState(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  }

  function flagsFor(user: SignedInUser | null, classes: SessionClass[], known: boolean) {
    return user ? deriveUserFlags(user, now(), known ? classes : undefined) : null;
  }

  function clear(status: SessionStatus): void {
    generation += 1;
    loading = null;
    planRequest = null;
    classRequest = null;
    extras = Promise.resolve();
    deleteCookie(CLASS_COOKIE);
    setState({ status, ...signedOut });
  }

  async function loadUser(): Promise<void> {
    const started = generation;
    const hadUser = state.user !== null;
    if (!hadUser) setState({ status: 'loading' });
    let result: UserInfoResult | null;
    try {
      result = await api.get<UserInfoResult | null>(sessionPaths.userInfo);
    } catch (err) {
      if (started === generation && !hadUser) setState({ status: 'unknown' });
      throw err;
    }
    if (started !== generation) return;
    const info = result?.info ?? null;
    if (!info) {
      clear('ready');
      return;
    }
    if (info.IsActive === ActiveState.DISABLED) {
      await logout();
      return;
    }
    const user = toSignedInUser(info, now());
    const sameUser = state.user?.uid === user.uid;
    if (!sameUser && hadUser) {
      // Another account signed in: nothing of the previous one may remain.
      clear('ready');
    }
    setState({
      status: 'ready',
      user,
      flags: flagsFor(user, state.classes, state.classesLoaded),
    });
    extras = refreshExtras(hadUser && sameUser);
  }

  /** Plan, basket and class list after user info (SPEC §4); failures keep empty values. */
  function refreshExtras(force: boolean): Promise<void> {
    return Promise.allSettled([refreshPlan(force), refreshBasket(), refreshClasses(force)]).then(
      () => undefined,
    );
  }

  function ensureLoaded(): Promise<void> {
    if (state.status === 'ready') return Promise.resolve();
    return refresh();
  }

  function refresh(): Promise<void> {
    loading ??= loadUser().finally(() => {
      loading = null;
    });
    return loading;
  }

  /** SPEC §4: plan info is loaded once, or again when forced. Failures keep null. */
  function refreshPlan(force = false): Promise<void> {
    if (!state.user) return Promise.resolve();
    if (state.planLoaded && !force) return Promise.resolve();
    if (!modules.plans) {
      // No plans module yet: no plan, known without asking.
      if (!state.planLoaded) setState({ plan: null, planLoaded: true });
      return Promise.resolve();
    }
    if (planRequest) return planRequest;
    const started = generation;
    planRequest = api
      .get<unknown>(sessionPaths.planInfo, { silent: true })
      .then(
        (result) => toPlanInfo(result),
        () => null,
      )
      .then((plan) => {
        if (started === generation) setState({ plan, planLoaded: true });
      })
      .finally(() => {
        if (started === generation) planRequest = null;
      });
    return planRequest;
  }

  /** SPEC §3: the basket count is the sum of quantities. Failures keep the count. */
  async function refreshBasket(): Promise<void> {
    if (!state.user || !modules.shop) return;
    const started = generation;
    try {
      const result = await api.post<unknown>(sessionPaths.basket, undefined, { silent: true });
      if (started === generation) setState({ basketCount: basketCountOf(result) });
    } catch {
      // The shop module may not exist yet; the count stays as it was.
    }
  }

  /**
   * SPEC §4: the class list is loaded once and cached unless forced; then the current class is
   * chosen (cookie, else previous, else first). A failure rejects to the caller (SPEC §8).
   */
  function refreshClasses(force = false): Promise<void> {
    if (!state.user) return Promise.resolve();
    if (state.classesLoaded && !force) return Promise.resolve();
    // No classes module yet: the list stays unknown, as when the call fails.
    if (!modules.classes) return Promise.resolve();
    if (classRequest) return classRequest;
    const started = generation;
    classRequest = api
      .post<unknown>(sessionPaths.classList, undefined, { silent: true })
      .then((result) => {
        if (started !== generation) return;
        const classes = toClassList(result);
        const currentClass = chooseCurrentClass(
          classes,
          readCookie(CLASS_COOKIE),
          state.currentClass?.OpenId,
        );
        setState({
          classes,
          classesLoaded: true,
          currentClass,
          flags: flagsFor(state.user, classes, true),
        });
      })
      .finally(() => {
        if (started === generation) classRequest = null;
      });
    return classRequest;
  }

  /** SPEC §4: select a class by id (falls back to the first) and save it; no classes clears. */
  function selectClass(openId: string): SessionClass | null {
    const { current, cookie } = selectClassById(state.classes, openId);
    if (cookie) writeCookie(CLASS_COOKIE, cookie);
    else deleteCookie(CLASS_COOKIE);
    setState({ currentClass: current });
    return current;
  }

  function logout(target?: string): Promise<void> {
    loggingOut ??= (async () => {
      generation += 1;
      try {
        await api.post<unknown>(sessionPaths.logout, undefined, { silent: true });
      } catch {
        // Tolerated: the session is cleared here whatever the server answered.
      }
      clear('ready');
      queryClient.clear();
      dismissSessionExpired();
      navigate(target || '/signin');
    })().finally(() => {
      loggingOut = null;
    });
    return loggingOut;
  }

  function reset(): void {
    clear('unknown');
    queryClient.clear();
  }

  function toGuardUser(): GuardUser | null {
    const user = state.user;
    if (!user) return null;
    return {
      isActive: user.isActive,
      passwordInsecure: user.PasswordInsecure,
      age: user.age,
      accountType: user.accountType,
    };
  }

  return {
    getState: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    ensureLoaded,
    refresh,
    refreshPlan,
    refreshBasket,
    refreshClasses,
    selectClass,
    /** Resolves when the plan, basket and class refreshes after the last user load are done. */
    extrasSettled: (): Promise<void> => extras,
    logout,
    reset,
    toGuardUser,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The app's one session store. */
export const sessionStore: SessionStore = createSessionStore();
