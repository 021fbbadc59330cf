import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';
import { EditArtworkPage } from '../art/yourstuff/EditArtworkPage';
import {
  ArtStudioPage,
  ComicStudioPage,
  FavoriteArtworkPage,
  YourUploadsPage,
} from '../art/yourstuff/StudioPages';
import { BadgesPage } from './ledger/BadgesPage';
import { LedgerPage } from './ledger/LedgerPage';
import { NotificationsPage } from './ledger/NotificationsPage';
import { PublishPage } from './publish/PublishPage';
import { GetStartPage } from './write/GetStartPage';
import { ToolsPage } from './write/ToolsPage';
import { WritePage } from './write/WritePage';

/** SPEC §2 "Your stuff" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  // Issue "Artwork and artists" (the artist's studio is /yourstuff-artshop: decision 010).
  'yourstuff-artshop': ArtStudioPage,
  'yourstuff-comic-artwork': ComicStudioPage,
  'yourstuff-edit-artwork': EditArtworkPage,
  'yourstuff-favorites': FavoriteArtworkPage,
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
  ...inProgressScreens([
    'yourstuff-artshop-settings',
    'yourstuff-class',
    'yourstuff-earnings-history',
    'yourstuff-favorites-list',
    'yourstuff-pdfs',
    'yourstuff-pdfv1',
    'yourstuff-print-order',
    'yourstuff-read',
  ]),
};
