import { isArtistType, isClassStudentType, isStudentType } from './account';

/** What the navigation guards need to know about the signed-in user. */
export interface GuardUser {
  isActive: number;
  passwordInsecure: boolean;
  /** Age in years; null when unknown. */
  age: number | null;
  accountType: number;
}

export interface GuardTarget {
  /** Route name from the route list (`routes.ts`). */
  name: string;
  /** Path with search, as the user asked for it. */
  fullPath: string;
}

/** Guard 2: path fragments that need a signed-in user. */
const signInRequiredFragments = [
  'yourstuff',
  'account',
  'class-',
  '-editor',
  'challenge-info',
  'artwork',
  'complete-info',
];

export function needsSignIn(pathname: string): boolean {
  return signInRequiredFragments.some((fragment) => pathname.includes(fragment));
}

export function signInRedirect(fullPath: string): string {
  return `/signin?redirect=${encodeURIComponent(fullPath)}`;
}

const forgotOrResetNames = new Set([
  'account-change-password',
  'forgot-password',
  'forgot-mail-send-done',
  'forgot-new-password',
  'reset-password',
  'reactivate',
  'complete-info',
]);

/**
 * SPEC §2 navigation guards, applied in order; the first that matches decides. Returns the path
 * to go to instead, or null to let the navigation through.
 */
export function guardNavigation(to: GuardTarget, user: GuardUser | null): string | null {
  const pathname = to.fullPath.split(/[?#]/)[0] ?? '';
  // 1. A signed-in user opening sign-in goes to home.
  if (user && to.name === 'signin') return '/';
  // 2. Not logged in, protected path: sign in, then come back.
  if (!user) return needsSignIn(pathname) ? signInRedirect(to.fullPath) : null;
  // 3. Inactive user: reactivate, except on sign-in, reactivate or email-active.
  if (user.isActive === 0 && !['signin', 'reactivate', 'email-active'].includes(to.name)) {
    return '/reactivate';
  }
  // 4. Insecure password: change it, except on password change, forgot, reset, reactivate,
  //    complete-info.
  if (user.passwordInsecure && !forgotOrResetNames.has(to.name)) {
    return '/account-change-password/insecure';
  }
  // 5. No valid age and account type outside 2 to 5: complete info.
  const validAge = user.age !== null && Number.isFinite(user.age) && user.age >= 0;
  const typeExempt = user.accountType >= 2 && user.accountType <= 5;
  if (!validAge && !typeExempt && !['signin', 'complete-info', 'reactivate'].includes(to.name)) {
    return '/complete-info';
  }
  // 6. A student opening a class- path goes to /yourstuff.
  if (isStudentType(user.accountType) && pathname.includes('class-')) return '/yourstuff';
  // 7. A class student opening the yourstuff page goes to /yourstuff-write.
  if (isClassStudentType(user.accountType) && to.name === 'yourstuff') return '/yourstuff-write';
  // 8. An artist opening yourstuff-uploads goes to /yourstuff.
  if (isArtistType(user.accountType) && to.name === 'yourstuff-uploads') return '/yourstuff';
  return null;
}
