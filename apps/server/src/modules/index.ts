import type { FastifyPluginAsync } from 'fastify';
import type { Seeder } from '../db/seed/index';
import * as artworks from './artworks/index';
import * as badges from './badges/index';
import * as blog from './blog/index';
import * as bookfiles from './bookfiles/index';
import * as books from './books/index';
import * as challenges from './challenges/index';
import * as classes from './classes/index';
import * as comics from './comics/index';
import * as health from './health/index';
import * as help from './help/index';
import * as invitation from './invitation/index';
import * as ledger from './ledger/index';
import * as notifications from './notifications/index';
import * as payments from './payments/index';
import * as plans from './plans/index';
import * as previews from './previews/index';
import * as print from './print/index';
import * as publishing from './publishing/index';
import * as reading from './reading/index';
import * as search from './search/index';
import * as security from './security/index';
import * as session from './session/index';
import * as shop from './shop/index';
import * as staff from './staff/index';
import * as statistics from './statistics/index';
import * as testHooks from './test-hooks/index';
import * as transfers from './transfers/index';
import * as uploads from './uploads/index';
import * as user from './user/index';

/**
 * The composition root of the modules: every module's routes, registered in this order by
 * buildApp, each through its front door (`modules/<area>/index.ts`).
 */
export const modules: FastifyPluginAsync[] = [
  health.register,
  security.register,
  statistics.register,
  session.register,
  user.register,
  invitation.register,
  notifications.register,
  ledger.register,
  badges.register,
  testHooks.register,
  uploads.register,
  artworks.register,
  books.register,
  publishing.register,
  comics.register,
  transfers.register,
  reading.register,
  plans.register,
  classes.register,
  payments.register,
  challenges.register,
  bookfiles.register,
  print.register,
  shop.register,
  search.register,
  blog.register,
  help.register,
  previews.register,
  staff.register,
];

/**
 * The demo, module by module, in the order they depend on each other (accounts first, then art,
 * books, publishing...). db/seed runs them; it never imports a module itself.
 */
export const seeders: Seeder[] = [
  user.seeder,
  artworks.seeder,
  ledger.seeder,
  bookfiles.seeder,
  books.seeder,
  comics.seeder,
  publishing.seeder,
  blog.seeder,
  help.seeder,
  reading.seeder,
  plans.seeder,
  classes.seeder,
  payments.seeder,
  shop.seeder,
  challenges.seeder,
  // Last: indexes whatever the seeders above published.
  search.seeder,
];
