import { describe, expect, it } from 'vitest';
import { type GuardUser, guardNavigation, needsSignIn } from './guards';
import { matchRoute } from './routes';

const okUser: GuardUser = { isActive: 1, passwordInsecure: false, age: 10, accountType: 4 };
const as = (overrides: Partial<GuardUser>): GuardUser => ({ ...okUser, ...overrides });

/** Opens a path as the router would: the route name comes from the SPEC route list. */
function open(fullPath: string, user: GuardUser | null): string | null {
  const pathname = fullPath.split('?')[0] as string;
  const name = matchRoute(pathname)?.name ?? '404';
  return guardNavigation({ name, fullPath }, user);
}

describe('navigation guards (SPEC §2, in order)', () => {
  it.each([
    // 1. signed-in user opening sign-in goes home
    ['1: signed in -> /signin', '/signin', okUser, '/'],
    ['1: visitor may open /signin', '/signin', null, null],
    // 2. visitor on protected fragments
    ['2: yourstuff', '/yourstuff-write', null, '/signin?redirect=%2Fyourstuff-write'],
    ['2: account', '/account-orders', null, '/signin?redirect=%2Faccount-orders'],
    ['2: class-', '/class-list', null, '/signin?redirect=%2Fclass-list'],
    [
      '2: -editor',
      '/picturebook-editor?book=x',
      null,
      '/signin?redirect=%2Fpicturebook-editor%3Fbook%3Dx',
    ],
    ['2: challenge-info', '/challenge-info', null, '/signin?redirect=%2Fchallenge-info'],
    ['2: artwork', '/artwork', null, '/signin?redirect=%2Fartwork'],
    ['2: complete-info', '/complete-info', null, '/signin?redirect=%2Fcomplete-info'],
    ['2: public class share page', '/class/abc', null, null],
    ['2: public home', '/', null, null],
    ['2: public reading list', '/picture-book', null, null],
    // 3. inactive user
    ['3: inactive -> reactivate', '/picture-book', as({ isActive: 0 }), '/reactivate'],
    ['3: inactive on reactivate', '/reactivate', as({ isActive: 0 }), null],
    ['3: inactive on email-active', '/email-active', as({ isActive: 0 }), null],
    ['3: inactive on sign-in goes home by rule 1', '/signin', as({ isActive: 0 }), '/'],
    // 4. insecure password
    [
      '4: insecure -> change',
      '/yourstuff',
      as({ passwordInsecure: true }),
      '/account-change-password/insecure',
    ],
    [
      '4: insecure on change page',
      '/account-change-password/insecure',
      as({ passwordInsecure: true }),
      null,
    ],
    ['4: insecure on forgot', '/forgot-password', as({ passwordInsecure: true }), null],
    [
      '4: insecure on forgot-new-password',
      '/forgot-new-password',
      as({ passwordInsecure: true }),
      null,
    ],
    ['4: insecure on reset', '/reset-password', as({ passwordInsecure: true }), null],
    ['4: insecure on reactivate', '/reactivate', as({ passwordInsecure: true }), null],
    [
      '4: insecure on complete-info',
      '/complete-info',
      as({ passwordInsecure: true, age: null }),
      null,
    ],
    // 5. no valid age and type outside 2..5
    [
      '5: no age regular -> complete-info',
      '/',
      as({ age: null, accountType: 0 }),
      '/complete-info',
    ],
    ['5: negative age student', '/poetry', as({ age: -1, accountType: 1 }), '/complete-info'],
    ['5: no age teacher passes', '/', as({ age: null, accountType: 2 }), null],
    ['5: no age artist passes', '/', as({ age: null, accountType: 3 }), null],
    ['5: no age creative partner passes', '/', as({ age: null, accountType: 5 }), null],
    ['5: no age on complete-info', '/complete-info', as({ age: null, accountType: 0 }), null],
    ['5: no age on reactivate', '/reactivate', as({ age: null, accountType: 0 }), null],
    ['5: age 0 is valid', '/', as({ age: 0, accountType: 0 }), null],
    // 6. student on class- path
    ['6: student type 1', '/class-list', as({ accountType: 1 }), '/yourstuff'],
    ['6: student type 6', '/class-roster/x', as({ accountType: 6 }), '/yourstuff'],
    ['6: class student', '/class-settings/x', as({ accountType: 9 }), '/yourstuff'],
    ['6: teacher may open class pages', '/class-settings/x', as({ accountType: 2 }), null],
    // 7. class student on the yourstuff page
    ['7: class student -> write', '/yourstuff', as({ accountType: 9 }), '/yourstuff-write'],
    [
      '7: class student -> write (typed)',
      '/yourstuff/comic',
      as({ accountType: 9 }),
      '/yourstuff-write',
    ],
    ['7: other yourstuff pages pass', '/yourstuff-badges', as({ accountType: 9 }), null],
    ['7: student type 1 keeps yourstuff', '/yourstuff', as({ accountType: 1 }), null],
    // 8. artist on yourstuff-uploads
    ['8: artist', '/yourstuff-uploads', as({ accountType: 3 }), '/yourstuff'],
    ['8: writer keeps uploads', '/yourstuff-uploads', as({ accountType: 4 }), null],
  ])('%s', (_label, path, user, expected) => {
    expect(open(path, user)).toBe(expected);
  });

  it('applies the rules in order: inactive beats insecure password and missing age', () => {
    expect(open('/', as({ isActive: 0, passwordInsecure: true, age: null, accountType: 0 }))).toBe(
      '/reactivate',
    );
    expect(open('/', as({ passwordInsecure: true, age: null, accountType: 0 }))).toBe(
      '/account-change-password/insecure',
    );
  });

  it('knows which paths need sign-in', () => {
    expect(needsSignIn('/comic-artwork')).toBe(true);
    expect(needsSignIn('/comic-artist/3')).toBe(false);
    expect(needsSignIn('/class/abc')).toBe(false);
  });
});
