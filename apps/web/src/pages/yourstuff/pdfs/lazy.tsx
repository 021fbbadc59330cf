import { lazy, Suspense } from 'react';
import { ScreenOpening } from '../../../components/ScreenOpening';

/** /yourstuff-pdfs and /yourstuff-pdfv1 load their own chunk when opened (issue 20). */
const LazyPdfs = lazy(() => import('./PdfsPage').then((m) => ({ default: m.PdfsPage })));
const LazyTable = lazy(() => import('./PdfTablePage').then((m) => ({ default: m.PdfTablePage })));

export const pdfScreens = {
  'yourstuff-pdfs': () => (
    <Suspense fallback={<ScreenOpening />}>
      <LazyPdfs />
    </Suspense>
  ),
  'yourstuff-pdfv1': () => (
    <Suspense fallback={<ScreenOpening />}>
      <LazyTable />
    </Suspense>
  ),
};
