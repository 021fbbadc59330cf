import { lazy, Suspense } from 'react';
import { ScreenOpening } from '../../../components/ScreenOpening';

/** /buy loads its own chunk when opened (issue 17). */
const LazyBuy = lazy(() => import('./BuyPage').then((m) => ({ default: m.BuyPage })));

export function BuyScreen() {
  return (
    <Suspense fallback={<ScreenOpening />}>
      <LazyBuy />
    </Suspense>
  );
}
