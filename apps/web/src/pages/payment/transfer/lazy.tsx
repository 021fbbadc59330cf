import { lazy, Suspense } from 'react';
import { ScreenOpening } from '../../../components/ScreenOpening';

/** /book-transfer-tool loads its own chunk when opened (issue 20, decision 058). */
const LazyBookTransfer = lazy(() =>
  import('./BookTransferPage').then((m) => ({ default: m.BookTransferPage })),
);

export const transferScreens = {
  'book-transfer-tool': () => (
    <Suspense fallback={<ScreenOpening />}>
      <LazyBookTransfer />
    </Suspense>
  ),
};
