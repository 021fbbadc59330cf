import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';
import { EditArtworkPage } from '../art/yourstuff/EditArtworkPage';
import { ArtStudioPage, ComicStudioPage, YourUploadsPage } from '../art/yourstuff/StudioPages';
import { YourClassPage } from './class/YourClassPage';
import { BadgesPage } from './ledger/BadgesPage';
import { LedgerPage } from './ledger/LedgerPage';
import { NotificationsPage } from './ledger/NotificationsPage';
import { PublishPage } from './publish/PublishPage';
import { FavoritesListPage } from './reading/FavoritesListPage';
import { FavoritesPage } from './reading/FavoritesPage';
import { ReadingHistoryPage } from './reading/ReadingHistoryPage';
import { GetStartPage } from './write/GetStartPage';
import { ToolsPage } from './write/ToolsPage';
import { WritePage } from './write/WritePage';

/** SPEC §2 "Your stuff" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  // Issue "Artwork and artists" (the artist's studio is /yourstuff-artshop: decision 010).
  'yourstuff-artshop': ArtStudioPage,
  'yourstuff-comic-artwork': ComicStudioPage,
  'yourstuff-edit-artwork': EditArtworkPage,
  'yourstuff-uploads': YourUploadsPage,
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
  ...inProgressScreens([
    'yourstuff-artshop-settings',
    'yourstuff-earnings-history',
    'yourstuff-pdfs',
    'yourstuff-pdfv1',
    'yourstuff-print-order',
  ]),
};
