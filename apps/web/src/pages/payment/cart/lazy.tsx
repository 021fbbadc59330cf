import { lazy, Suspense } from 'react';
import { ScreenOpening } from '../../../components/ScreenOpening';

/** /cart/{type?} loads its own chunk when opened (issue 20). */
const LazyCart = lazy(() => import('./CartPage').then((m) => ({ default: m.CartPage })));

export const cartScreens = {
  cart: () => (
    <Suspense fallback={<ScreenOpening />}>
      <LazyCart />
    </Suspense>
  ),
};
