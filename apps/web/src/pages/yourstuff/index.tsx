import type { AreaScreens } from '../area';
import { YourClassPage } from './class/YourClassPage';
import { BadgesPage } from './ledger/BadgesPage';
import { LedgerPage } from './ledger/LedgerPage';
import { NotificationsPage } from './ledger/NotificationsPage';
import { pdfScreens } from './pdfs/lazy';
import { PublishPage } from './publish/PublishPage';
import { FavoritesListPage } from './reading/FavoritesListPage';
import { FavoritesPage } from './reading/FavoritesPage';
import { ReadingHistoryPage } from './reading/ReadingHistoryPage';
import { GetStartPage } from './write/GetStartPage';
import { ToolsPage } from './write/ToolsPage';
import { WritePage } from './write/WritePage';

/** SPEC §2 "Your stuff" screens (with the art studio's, joined in routes/area-loaders.ts). */
export const screens: AreaScreens = {
  // The artist's studio screens are the art area's: routes/area-loaders.ts joins them.
  'yourstuff-crowns': () => <LedgerPage currency="crown" />,
  'yourstuff-ticket': () => <LedgerPage currency="ticket" />,
  'yourstuff-badges': BadgesPage,
  'yourstuff-notification': NotificationsPage,
  // Issue "Books and the writing editors": the writing side.
  yourstuff: WritePage,
  'yourstuff-write': WritePage,
  'get-start': GetStartPage,
  'yourstuff-tools': ToolsPage,
  'yourstuff-publish': PublishPage,
  // Issue "Reading and discovery": favorites (books, then pictures) and reading history.
  'yourstuff-favorites': FavoritesPage,
  'yourstuff-favorites-list': FavoritesListPage,
  'yourstuff-read': ReadingHistoryPage,
  // Issue 18: a class student's class.
  'yourstuff-class': YourClassPage,
  // Issue 20: the user's PDFs and ePubs (their own chunk).
  ...pdfScreens,
  // /yourstuff-print-order is the print screens' (payment area): routes/area-loaders.ts joins it.
};
