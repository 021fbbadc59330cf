import type { ArtLibrary } from '@storyloom/domain';
import { errors } from '../../../http/errors';
import type { SessionUser } from '../../session/index';
import type { ArtworkView } from '../present';
import { listArtworks, setArtworkStatus } from '../queries/artworks';
import { artworkFor, getArtwork } from './artworks';
import { type ArtworkContext, artworkAfter, artworkPage, type Page, presentRows } from './shared';

/** The staff queue under /admin: pending artwork, oldest waits shown last (newest first). */
export async function pendingArtwork(
  ctx: ArtworkContext,
  staff: SessionUser,
  query: { Library?: ArtLibrary | undefined; Cursor?: string | undefined; Limit: number },
): Promise<Page<ArtworkView>> {
  const after = artworkAfter(query.Cursor);
  const rows = await listArtworks(ctx.db, {
    status: 'pending',
    ...(query.Library ? { library: query.Library } : {}),
    sort: 'newest',
    ...(after ? { after } : {}),
    limit: query.Limit + 1,
  });
  return artworkPage(rows, query.Limit, await presentRows(ctx, staff, rows.slice(0, query.Limit)));
}

/**
 * Approve (public from now on) or reject with a reason the artist sees. Staff may also take an
 * approved artwork down by rejecting it.
 */
export async function reviewArtwork(
  ctx: ArtworkContext,
  staff: SessionUser,
  input: { ArtworkId: string; Decision: 'approve' | 'reject'; Reason?: string | undefined },
): Promise<ArtworkView> {
  const row = await artworkFor(ctx, staff, input.ArtworkId, 'review');
  if (input.Decision === 'reject' && !input.Reason) {
    throw errors.badInput([{ path: 'body.Reason', message: 'A reason is needed to reject' }]);
  }
  const now = ctx.clock.now();
  const applied = await setArtworkStatus(ctx.db, row.id, {
    status: input.Decision === 'approve' ? 'approved' : 'rejected',
    reject_reason: input.Decision === 'approve' ? null : (input.Reason ?? null),
    reviewed_by: staff.id,
    reviewed_at: now,
    updated_at: now,
  });
  if (!applied) throw errors.notFound();
  return getArtwork(ctx, staff, input.ArtworkId);
}
