import type { AreaScreens } from '../area';
import { AdminArtworkPage } from './AdminArtworkPage';
import { ModerationPage } from './moderation/ModerationPage';

/**
 * Staff screens under /admin (PRODUCT.md; not in SPEC §2). Their routes are listed in
 * packages/domain/src/admin-routes.ts, guarded for staff roles; each later issue adds its own.
 */
export const screens: AreaScreens = {
  'admin-artwork': AdminArtworkPage,
  'admin-moderation': ModerationPage,
};
