import type { RouteArea } from '@storyloom/domain';
import type { AreaModule } from '../pages/area';

/**
 * SPEC §2's static area is three folders: the articles (pages/static), the help screens
 * (pages/help: /faq, /updates, /feedback, /contact, /chatbot, whose own chunk loads when one is
 * opened) and /artists (the art area's, loaded when opened). The router joins them here, so no
 * page folder imports another.
 */
async function staticArea(): Promise<AreaModule> {
  const [articles, help, art] = await Promise.all([
    import('../pages/static'),
    import('../pages/help/lazy'),
    import('../pages/art/lazy'),
  ]);
  return {
    screens: { ...articles.screens, ...help.helpScreens, ...art.staticArtScreens },
    // A help page the server drew (decision 078) hydrates with its screen loaded.
    beforeHydrate: async (screen) => help.preloadHelpScreen(screen),
  };
}

/**
 * SPEC §2's "Your stuff" screens, with the artist's studio from the art area (decision 010) and
 * the print orders from the payment area's print screens (decision 048).
 */
async function yourstuffArea(): Promise<AreaModule> {
  const [yourstuff, studio, print] = await Promise.all([
    import('../pages/yourstuff'),
    import('../pages/art/yourstuff'),
    import('../pages/payment/print/lazy'),
  ]);
  return {
    screens: { ...yourstuff.screens, ...studio.studioScreens, ...print.printOrderScreens },
  };
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
  yourstuff: yourstuffArea,
  homework: () => import('../pages/homework'),
};
