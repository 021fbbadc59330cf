import type { RouteArea } from '@storyloom/domain';
import type { AreaModule } from '../pages/area';

/**
 * SPEC §2's static area is two folders: the articles (pages/static) and the help screens
 * (pages/help: /faq, /updates, /feedback, /contact, /chatbot, whose own chunk loads when one is
 * opened). The router joins them here, so neither page folder imports the other.
 */
async function staticArea(): Promise<AreaModule> {
  const [articles, help] = await Promise.all([
    import('../pages/static'),
    import('../pages/help/lazy'),
  ]);
  return { screens: { ...articles.screens, ...help.helpScreens } };
}

/** One lazily loaded module per SPEC §2 area: each becomes its own chunk. */
export const areaLoaders: Record<RouteArea, () => Promise<AreaModule>> = {
  home: () => import('../pages/home'),
  static: staticArea,
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
