import { lazy, Suspense } from 'react';
import { ScreenOpening } from '../../components/ScreenOpening';

/** /po-order/{orderno} loads its own chunk when opened (issue 17). */
const LazyPoOrder = lazy(() => import('./PoOrderPage').then((m) => ({ default: m.PoOrderPage })));

export function PoOrderScreen() {
  return (
    <Suspense fallback={<ScreenOpening />}>
      <LazyPoOrder />
    </Suspense>
  );
}
