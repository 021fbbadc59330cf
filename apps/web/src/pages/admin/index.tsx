import type { AreaScreens } from '../area';
import { AdminArtworkPage } from './AdminArtworkPage';
import { AdminArtShopPage } from './artshop/AdminArtShopPage';
import { AdminAuditPage } from './audit/AdminAuditPage';
import { AdminBirthdaysPage } from './birthdays/AdminBirthdaysPage';
import { AdminBlogPage } from './blog/AdminBlogPage';
import { BlogPostEditorPage } from './blog/BlogPostEditorPage';
import { AdminBooksPage } from './books/AdminBooksPage';
import { AdminChallengesPage } from './challenges/AdminChallengesPage';
import { ChallengeEditorPage } from './challenges/ChallengeEditorPage';
import { AdminHomePage } from './console/AdminHomePage';
import { AdminDistrictRequestsPage } from './district/AdminDistrictRequestsPage';
import { AdminHealthPage } from './health/AdminHealthPage';
import { AdminFaqPage } from './help/AdminFaqPage';
import { AdminMessagesPage } from './help/AdminMessagesPage';
import { AdminUpdatesPage } from './help/AdminUpdatesPage';
import { ModerationPage } from './moderation/ModerationPage';
import { AdminOutboxPage } from './outbox/AdminOutboxPage';
import { AdminCouponsPage } from './payments/AdminCouponsPage';
import { AdminCustomOrdersPage } from './payments/AdminCustomOrdersPage';
import { AdminOrdersPage } from './payments/AdminOrdersPage';
import { AdminPrintPage } from './print/AdminPrintPage';
import { AdminSafetyPage } from './safety/AdminSafetyPage';
import { AdminStatisticsPage } from './statistics/AdminStatisticsPage';
import { AdminUsersPage } from './users/AdminUsersPage';

/**
 * Staff screens under /admin (PRODUCT.md; not in SPEC §2). Their routes are listed in
 * packages/domain/src/admin-routes.ts, guarded for staff roles; each later issue adds its own.
 */
export const screens: AreaScreens = {
  'admin-artshop': AdminArtShopPage,
  'admin-artwork': AdminArtworkPage,
  'admin-audit': AdminAuditPage,
  'admin-birthdays': AdminBirthdaysPage,
  'admin-blog': AdminBlogPage,
  'admin-blog-post': BlogPostEditorPage,
  'admin-books': AdminBooksPage,
  'admin-challenge': ChallengeEditorPage,
  'admin-challenges': AdminChallengesPage,
  'admin-coupons': AdminCouponsPage,
  'admin-custom-orders': AdminCustomOrdersPage,
  'admin-district-requests': AdminDistrictRequestsPage,
  'admin-orders': AdminOrdersPage,
  'admin-faq': AdminFaqPage,
  'admin-health': AdminHealthPage,
  'admin-home': AdminHomePage,
  'admin-messages': AdminMessagesPage,
  'admin-moderation': ModerationPage,
  'admin-outbox': AdminOutboxPage,
  'admin-print': AdminPrintPage,
  'admin-safety': AdminSafetyPage,
  'admin-statistics': AdminStatisticsPage,
  'admin-updates': AdminUpdatesPage,
  'admin-users': AdminUsersPage,
};
