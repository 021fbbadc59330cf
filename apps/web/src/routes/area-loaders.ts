import type { RouteArea } from '@storyloom/domain';
import type { AreaModule } from '../pages/area';

/** One lazily loaded module per SPEC §2 area: each becomes its own chunk. */
export const areaLoaders: Record<RouteArea, () => Promise<AreaModule>> = {
  home: () => import('../pages/home'),
  static: () => import('../pages/static'),
  account: () => import('../pages/account'),
  challenges: () => import('../pages/challenges'),
  classes: () => import('../pages/classes'),
  editors: () => import('../pages/editors'),
  membership: () => import('../pages/membership'),
  payment: () => import('../pages/payment'),
  plans: () => import('../pages/plans'),
  reading: () => import('../pages/reading'),
  art: () => import('../pages/art'),
  yourstuff: () => import('../pages/yourstuff'),
  homework: () => import('../pages/homework'),
};
