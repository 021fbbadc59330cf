import { lazy, Suspense } from 'react';
import { ScreenOpening } from '../../../components/ScreenOpening';

/** /checkout and /yourstuff-print-order load their own chunks when opened (issue 20). */
const LazyCheckout = lazy(() =>
  import('./CheckoutPage').then((m) => ({ default: m.CheckoutPage })),
);
const LazyPrintOrders = lazy(() =>
  import('./PrintOrdersPage').then((m) => ({ default: m.PrintOrdersPage })),
);

const LazyBookCreator = lazy(() =>
  import('./BookCreatorPage').then((m) => ({ default: m.BookCreatorPage })),
);

export const checkoutScreens = {
  'book-creator': () => (
    <Suspense fallback={<ScreenOpening />}>
      <LazyBookCreator />
    </Suspense>
  ),
  checkout: () => (
    <Suspense fallback={<ScreenOpening />}>
      <LazyCheckout />
    </Suspense>
  ),
};

export const printOrderScreens = {
  'yourstuff-print-order': () => (
    <Suspense fallback={<ScreenOpening />}>
      <LazyPrintOrders />
    </Suspense>
  ),
};
