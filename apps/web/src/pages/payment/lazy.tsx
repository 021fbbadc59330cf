import { lazy, Suspense } from 'react';
import { ScreenOpening } from '../../components/ScreenOpening';

/** /po-order/{orderno} loads its own chunk when opened (issue 17). */
const LazyPoOrder = lazy(() => import('./PoOrderPage').then((m) => ({ default: m.PoOrderPage })));
/** /custom-order/{itemID?} and /pre-order/{orderno?} (decision 053): their own chunks. */
const LazyCustomOrder = lazy(() =>
  import('./CustomOrderPage').then((m) => ({ default: m.CustomOrderPage })),
);
const LazyPreOrder = lazy(() =>
  import('./PreOrderPage').then((m) => ({ default: m.PreOrderPage })),
);

export function PoOrderScreen() {
  return (
    <Suspense fallback={<ScreenOpening />}>
      <LazyPoOrder />
    </Suspense>
  );
}

export function CustomOrderScreen() {
  return (
    <Suspense fallback={<ScreenOpening />}>
      <LazyCustomOrder />
    </Suspense>
  );
}

export function PreOrderScreen() {
  return (
    <Suspense fallback={<ScreenOpening />}>
      <LazyPreOrder />
    </Suspense>
  );
}
