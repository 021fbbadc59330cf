import { describe, expect, it } from 'vitest';
import {
  adminRoutes,
  guardAdminNavigation,
  hasStaffRole,
  matchAdminRoute,
  type StaffRole,
  staffTwoStepSetupPath,
} from './admin-routes';
import type { GuardUser } from './guards';
import { matchRoute } from './routes';

const writer: GuardUser = { isActive: 1, passwordInsecure: false, age: 30, accountType: 4 };
const as = (
  staffRole: StaffRole,
  overrides: Partial<GuardUser & { totpEnabled: boolean }> = {},
) => ({
  ...writer,
  totpEnabled: true,
  ...overrides,
  staffRole,
});
const artwork = adminRoutes.find((r) => r.name === 'admin-artwork');

describe('staff screens under /admin', () => {
  it('lists /admin/artwork for moderators, apart from the SPEC route list', () => {
    expect(artwork).toEqual({
      name: 'admin-artwork',
      path: '/admin/artwork',
      staffRole: 'moderator',
    });
    for (const route of adminRoutes) {
      expect(route.path === '/admin' || route.path.startsWith('/admin/'), route.path).toBe(true);
      expect(route.name.startsWith('admin-'), route.name).toBe(true);
      // Never shadowed by (or shadowing) a SPEC §2 route.
      expect(matchRoute(route.path), route.path).toBeUndefined();
    }
  });

  it('matches with or without a trailing slash, and nothing else', () => {
    expect(matchAdminRoute('/admin/artwork')?.name).toBe('admin-artwork');
    expect(matchAdminRoute('/admin/artwork/')?.name).toBe('admin-artwork');
    expect(matchAdminRoute('/admin/artwork/extra')).toBeUndefined();
    expect(matchAdminRoute('/administrator')).toBeUndefined();
    expect(matchAdminRoute('/artwork')).toBeUndefined();
  });

  it('lets an admin do what a moderator may, never a non-staff user', () => {
    expect(hasStaffRole('moderator', 'moderator')).toBe(true);
    expect(hasStaffRole('admin', 'moderator')).toBe(true);
    expect(hasStaffRole('admin', 'admin')).toBe(true);
    expect(hasStaffRole('moderator', 'admin')).toBe(false);
    expect(hasStaffRole('none', 'moderator')).toBe(false);
  });

  it.each([
    ['a visitor signs in first and comes back', null, '/signin?redirect=%2Fadmin%2Fartwork'],
    ['a writer is told nothing: /404', as('none'), '/404'],
    ['an artist too', as('none', { accountType: 3 }), '/404'],
    ['a moderator opens it', as('moderator'), null],
    ['an admin opens it', as('admin'), null],
    ['an inactive admin reactivates first (guard 3)', as('admin', { isActive: 0 }), '/reactivate'],
    [
      'an admin without two-step sign-in sets it up first',
      as('admin', { totpEnabled: false }),
      staffTwoStepSetupPath,
    ],
    [
      'a writer without two-step sign-in still gets /404',
      as('none', { totpEnabled: false }),
      '/404',
    ],
    [
      'an admin with an insecure password changes it first (guard 4)',
      as('admin', { passwordInsecure: true }),
      '/account-change-password/insecure',
    ],
  ])('%s', (_label, user, expected) => {
    if (!artwork) throw new Error('no admin-artwork route');
    expect(guardAdminNavigation({ route: artwork, fullPath: '/admin/artwork' }, user)).toBe(
      expected,
    );
  });
});

describe('the admin-only screens: blog and paid-only stories', () => {
  it('matches the blog list, a post with or without an id, and the books screen', () => {
    expect(matchAdminRoute('/admin/blog')?.name).toBe('admin-blog');
    expect(matchAdminRoute('/admin/blog-post')?.name).toBe('admin-blog-post');
    expect(matchAdminRoute('/admin/blog-post/abc123')?.name).toBe('admin-blog-post');
    expect(matchAdminRoute('/admin/blog-post/abc/extra')).toBeUndefined();
    expect(matchAdminRoute('/admin/books')?.name).toBe('admin-books');
  });

  it.each(['admin-blog', 'admin-blog-post', 'admin-books'])(
    '%s opens for admins only: a moderator gets /404',
    (name) => {
      const route = adminRoutes.find((r) => r.name === name);
      if (!route) throw new Error(`no ${name} route`);
      const to = { route, fullPath: route.path.replace('/{postId?}', '') };
      expect(route.staffRole).toBe('admin');
      expect(guardAdminNavigation(to, as('admin'))).toBeNull();
      expect(guardAdminNavigation(to, as('moderator'))).toBe('/404');
      expect(guardAdminNavigation(to, as('none'))).toBe('/404');
    },
  );
});

describe('the admin console (issue 21, decision 028)', () => {
  it('opens its home at /admin for every staff member, users and the audit log for admins', () => {
    expect(matchAdminRoute('/admin')?.name).toBe('admin-home');
    expect(matchAdminRoute('/admin/')?.name).toBe('admin-home');
    expect(matchAdminRoute('/admin/users')?.name).toBe('admin-users');
    expect(matchAdminRoute('/admin/audit')?.name).toBe('admin-audit');
    const home = adminRoutes.find((r) => r.name === 'admin-home');
    const users = adminRoutes.find((r) => r.name === 'admin-users');
    if (!home || !users) throw new Error('missing console routes');
    expect(guardAdminNavigation({ route: home, fullPath: '/admin' }, as('moderator'))).toBeNull();
    expect(guardAdminNavigation({ route: users, fullPath: '/admin/users' }, as('moderator'))).toBe(
      '/404',
    );
    expect(
      guardAdminNavigation({ route: users, fullPath: '/admin/users' }, as('admin')),
    ).toBeNull();
  });

  it('opens FAQ, product updates and the support inbox to admins only', () => {
    for (const [path, name] of [
      ['/admin/faq', 'admin-faq'],
      ['/admin/updates', 'admin-updates'],
      ['/admin/messages', 'admin-messages'],
    ] as const) {
      const route = matchAdminRoute(path);
      expect(route?.name).toBe(name);
      if (!route) throw new Error(`missing ${name}`);
      expect(guardAdminNavigation({ route, fullPath: path }, as('admin'))).toBeNull();
      expect(guardAdminNavigation({ route, fullPath: path }, as('moderator'))).toBe('/404');
      expect(guardAdminNavigation({ route, fullPath: path }, as('none'))).toBe('/404');
      expect(guardAdminNavigation({ route, fullPath: path }, null)).toMatch(/^\/signin/);
    }
  });
});
