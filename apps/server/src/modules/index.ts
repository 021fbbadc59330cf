import type { FastifyPluginAsync } from 'fastify';
import artworkRoutes from './artworks/routes';
import badgeRoutes from './badges/routes';
import blogRoutes from './blog/routes';
import bookRoutes from './books/routes';
import comicRoutes from './comics/routes';
import healthRoutes from './health/routes';
import invitationRoutes from './invitation/routes';
import ledgerRoutes from './ledger/routes';
import notificationRoutes from './notifications/routes';
import publishingRoutes from './publishing/routes';
import readingRoutes from './reading/routes';
import searchRoutes from './search/routes';
import securityRoutes from './security/routes';
import sessionRoutes from './session/routes';
import statisticsRoutes from './statistics/routes';
import testHookRoutes from './test-hooks/routes';
import uploadRoutes from './uploads/routes';
import userRoutes from './user/routes';

/** Every module's routes, registered in this order by buildApp. */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  securityRoutes,
  statisticsRoutes,
  sessionRoutes,
  userRoutes,
  invitationRoutes,
  notificationRoutes,
  ledgerRoutes,
  badgeRoutes,
  testHookRoutes,
  uploadRoutes,
  artworkRoutes,
  bookRoutes,
  publishingRoutes,
  comicRoutes,
  readingRoutes,
  searchRoutes,
  blogRoutes,
];
