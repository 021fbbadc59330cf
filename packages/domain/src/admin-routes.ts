/**
 * Staff screens under /admin (PRODUCT.md "Roles and accounts": required to run the product, not
 * part of SPEC §2). They are kept apart from the SPEC route list (`routes.ts`) so that list stays
 * exactly SPEC's; the web router and the server's history-mode fallback read both lists
 * (docs/decisions/010-artist-studio-and-admin-routes.md).
 */
import { type GuardUser, guardNavigation, signInRedirect } from './guards';
import { routeRegExp } from './routes';

export type StaffRole = 'none' | 'moderator' | 'admin';

export interface AdminRouteDef {
  /** Route name (React Router handle); always starts with "admin-". */
  name: string;
  /** A path under /admin, in the SPEC brace syntax. */
  path: string;
  /** The least staff role that opens it (an admin covers a moderator). */
  staffRole: Exclude<StaffRole, 'none'>;
}

export const adminRoutes: readonly AdminRouteDef[] = [
  // Issue "Help pages, FAQ chatbot, feedback and contact, and the admin console" (decision 028):
  // the console's home (each screen a role opens), users, the staff audit log, the mail outbox.
  { name: 'admin-home', path: '/admin', staffRole: 'moderator' },
  { name: 'admin-users', path: '/admin/users', staffRole: 'admin' },
  { name: 'admin-audit', path: '/admin/audit', staffRole: 'admin' },
  { name: 'admin-outbox', path: '/admin/outbox', staffRole: 'admin' },
  // The same issue's content and inbox: FAQ and product updates in zh, en and es, and the support
  // inbox (contact and feedback messages, answered by email).
  { name: 'admin-faq', path: '/admin/faq', staffRole: 'admin' },
  { name: 'admin-updates', path: '/admin/updates', staffRole: 'admin' },
  { name: 'admin-messages', path: '/admin/messages', staffRole: 'admin' },
  // The same issue's safety settings (decision 034): the pre-screen's blocked words and checks.
  { name: 'admin-safety', path: '/admin/safety', staffRole: 'admin' },
  // The same issue's statistics: page views, sign-ups, books and active writers by day, CSV.
  { name: 'admin-statistics', path: '/admin/statistics', staffRole: 'admin' },
  // The same issue's health: ledger invariants, job queue, storage, database size, version.
  { name: 'admin-health', path: '/admin/health', staffRole: 'admin' },
  // Issue "Artwork and artists": the pending-artwork queue, approve or reject with a reason.
  { name: 'admin-artwork', path: '/admin/artwork', staffRole: 'moderator' },
  // Issue "Publishing with moderation": the stories waiting for review and reported stories.
  { name: 'admin-moderation', path: '/admin/moderation', staffRole: 'moderator' },
  // Issue "Security and children's safety": birthday changes waiting for staff (decision 021).
  { name: 'admin-birthdays', path: '/admin/birthdays', staffRole: 'moderator' },
  // Issue "Reading and discovery": the blog's posts (drafts and published) and the editor of one
  // post in zh, en and es (without an id: a new post); paid-only stories (decision 013).
  { name: 'admin-blog', path: '/admin/blog', staffRole: 'admin' },
  { name: 'admin-blog-post', path: '/admin/blog-post/{postId?}', staffRole: 'admin' },
  { name: 'admin-books', path: '/admin/books', staffRole: 'admin' },
  // Issue "Challenges, guides and lessons" (decision 035): challenges, units of lessons and
  // quizzes, and guides in zh, en and es; one challenge's editor (without an id: a new one).
  { name: 'admin-challenges', path: '/admin/challenges', staffRole: 'admin' },
  { name: 'admin-challenge', path: '/admin/challenge/{challengeId?}', staffRole: 'admin' },
  // Issue 16 "Plans and membership" (decisions 036, 043): the district plan contact requests.
  { name: 'admin-district-requests', path: '/admin/district-requests', staffRole: 'admin' },
  // Issue 17 "Payments and orders" (decision 042): orders (purchase orders to review, refunds)
  // and coupons.
  { name: 'admin-orders', path: '/admin/orders', staffRole: 'admin' },
  { name: 'admin-coupons', path: '/admin/coupons', staffRole: 'admin' },
  // Decision 053: orders prepared for a school at an agreed price (/custom-order/{itemID}).
  { name: 'admin-custom-orders', path: '/admin/custom-orders', staffRole: 'admin' },
  // Issue 20 (decision 048): the print queue: paid print orders to review, their print-ready
  // PDFs, and moving them on (complete, returned or failed with a reason).
  { name: 'admin-print', path: '/admin/print', staffRole: 'admin' },
  // Issue 20 (decision 061): the art shops: each artist's share, balance and payouts.
  { name: 'admin-artshop', path: '/admin/artshop', staffRole: 'admin' },
];

const compiledAdminRoutes = adminRoutes.map((route) => ({
  route,
  pattern: routeRegExp(route.path),
}));

/** The staff screen a pathname opens, or undefined. */
export function matchAdminRoute(pathname: string): AdminRouteDef | undefined {
  return compiledAdminRoutes.find(({ pattern }) => pattern.test(pathname))?.route;
}

/** Whether a staff role covers the role a screen needs (admin covers moderator). */
export function hasStaffRole(role: StaffRole, needed: Exclude<StaffRole, 'none'>): boolean {
  if (role === 'none') return false;
  return needed === 'moderator' || role === 'admin';
}

/** Where a staff member without two-step sign-in is sent before any staff screen opens. */
export const staffTwoStepSetupPath = '/account?tab=security';

/**
 * Guards of a staff screen: a visitor signs in first (and comes back); the SPEC §2 guards that
 * concern every signed-in user (inactive, insecure password, missing age) apply as on any
 * screen; then anyone without the staff role gets /404, so the screen's existence is not told;
 * a staff member without two-step sign-in (issue 21: required for every staff account) is sent
 * to set it up first. The server refuses their staff calls either way (SECOND_FACTOR_REQUIRED).
 */
export function guardAdminNavigation(
  to: { route: AdminRouteDef; fullPath: string },
  user: (GuardUser & { staffRole: StaffRole; totpEnabled: boolean }) | null,
): string | null {
  if (!user) return signInRedirect(to.fullPath);
  const spec = guardNavigation({ name: to.route.name, fullPath: to.fullPath }, user);
  if (spec) return spec;
  if (!hasStaffRole(user.staffRole, to.route.staffRole)) return '/404';
  return user.totpEnabled ? null : staffTwoStepSetupPath;
}
