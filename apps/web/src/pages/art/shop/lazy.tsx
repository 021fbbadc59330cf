import { lazy, Suspense } from 'react';
import { ScreenOpening } from '../../../components/ScreenOpening';
import type { AreaScreens } from '../../area';

/** The art shop's screens load their own chunk when opened (issue 20, decision 049). */
const LazyShop = lazy(() => import('./ArtShopPage').then((m) => ({ default: m.ArtShopPage })));
const LazySettings = lazy(() =>
  import('./ShopSettingsPage').then((m) => ({ default: m.ShopSettingsPage })),
);
const LazyEarnings = lazy(() =>
  import('./EarningsPage').then((m) => ({ default: m.EarningsPage })),
);

function opening(Screen: React.ComponentType) {
  return () => (
    <Suspense fallback={<ScreenOpening />}>
      <Screen />
    </Suspense>
  );
}

/** /artshop/{slug?}/{social_name?}/{share_social_params*}: the art area's. */
export const shopScreens: AreaScreens = { artshop: opening(LazyShop) };

/** The artist's shop screens under "Your stuff", joined like the studio (decision 010). */
export const shopStudioScreens: AreaScreens = {
  'yourstuff-artshop-settings': opening(LazySettings),
  'yourstuff-earnings-history': opening(LazyEarnings),
};
