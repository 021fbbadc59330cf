import { isArtistType } from '@storyloom/domain';
import type { SessionUser } from '../session/index';
import type { ArtworkRow } from './queries/artworks';

/** Who may do what with artwork. Every artwork call asks here before acting. */
export type Viewer = Pick<SessionUser, 'id' | 'accountType' | 'staffRole'> | null;
export type ArtworkAction = 'view' | 'edit' | 'delete' | 'review' | 'favorite';

function isStaff(viewer: Viewer): boolean {
  return viewer !== null && viewer.staffRole !== 'none';
}

function isOwner(viewer: Viewer, artwork: Pick<ArtworkRow, 'artist_id'>): boolean {
  return viewer !== null && viewer.id === artwork.artist_id;
}

/** Artist accounts (type 3) upload artwork and comic assets. */
export function canUploadArtwork(viewer: Viewer): boolean {
  return viewer !== null && isArtistType(viewer.accountType);
}

export function can(
  viewer: Viewer,
  action: ArtworkAction,
  artwork: Pick<ArtworkRow, 'artist_id' | 'status' | 'deleted_at'>,
): boolean {
  if (artwork.deleted_at !== null) return false;
  const isPublic = artwork.status === 'approved';
  switch (action) {
    case 'view':
      return isPublic || isOwner(viewer, artwork) || isStaff(viewer);
    case 'favorite':
      return viewer !== null && isPublic;
    case 'edit':
      return isOwner(viewer, artwork);
    case 'delete':
      return isOwner(viewer, artwork) || viewer?.staffRole === 'admin';
    case 'review':
      return isStaff(viewer);
  }
}

/** Owners and staff see the moderation state (status, reason); the public never does. */
export function seesModeration(viewer: Viewer, artwork: Pick<ArtworkRow, 'artist_id'>): boolean {
  return isOwner(viewer, artwork) || isStaff(viewer);
}
