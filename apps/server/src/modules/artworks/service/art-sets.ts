import {
  type ArtSetSource,
  type BookType,
  editorRouteFor,
  libraryForBookType,
  tagKey,
} from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { errors } from '../../../http/errors';
import type { Clock } from '../../../platform/clock';
import { newId, newOpenId } from '../../../platform/ids';
import type { SessionUser } from '../../session/index';
import { artistErrors } from '../errors';
import { presentArtSet } from '../present';
import { type ArtSetRow, findArtSetByOpenId, insertArtSet } from '../queries/art-sets';
import { findProfileBySlug } from '../queries/artists';
import {
  type ArtworkListRow,
  bumpCounter,
  findArtworkById,
  listArtworks,
} from '../queries/artworks';
import { type ArtworkContext, presentRows } from './shared';

/** How many pictures an art set holds at most (a gallery or a tag's newest). */
const artSetMax = 60;

/**
 * Freezes the approved art of an artist's gallery or a tag that suits a book type (comics: the
 * comic library), newest first, into an art set owned by `ownerId`. 'noArtist' for an unknown
 * slug, 'empty' when there is nothing to start from. Shared by StartWithArt and the books seed.
 */
export async function freezeArt(
  ctx: { db: DB; clock: Clock },
  ownerId: string,
  input: { BookType: BookType; Source: ArtSetSource; Value: string },
): Promise<{ row: ArtSetRow; artworks: ArtworkListRow[] } | 'noArtist' | 'empty'> {
  const library = libraryForBookType(input.BookType);
  let sourceValue: string;
  if (input.Source === 'artist') {
    const profile = await findProfileBySlug(ctx.db, input.Value.trim().toLowerCase());
    if (!profile) return 'noArtist';
    sourceValue = profile.slug;
  } else {
    sourceValue = tagKey(input.Value);
  }
  const artworks = await listArtworks(ctx.db, {
    status: 'approved',
    library,
    ...(library === 'gallery' ? { bookType: input.BookType } : {}),
    ...(input.Source === 'artist' ? { artistSlug: sourceValue } : { tagKey: sourceValue }),
    sort: 'newest',
    limit: artSetMax,
  });
  if (artworks.length === 0) return 'empty';
  const now = ctx.clock.now();
  const row: ArtSetRow = {
    id: newId(now),
    open_id: newOpenId(),
    owner_id: ownerId,
    book_type: input.BookType,
    source: input.Source,
    source_value: sourceValue,
    artwork_ids: JSON.stringify(artworks.map((r) => r.id)),
    created_at: now,
  };
  await insertArtSet(ctx.db, row);
  return { row, artworks };
}

/**
 * /start-with-art/{bookType} and /start-comic: the writer picks an artist's gallery or a tag;
 * the art is frozen into an art set, which the new draft (books module) holds. Answers the set
 * and the editor route to open.
 */
export async function startWithArt(
  ctx: ArtworkContext,
  user: SessionUser,
  input: { BookType: BookType; Source: ArtSetSource; Value: string },
) {
  const frozen = await freezeArt(ctx, user.id, input);
  if (frozen === 'noArtist') throw errors.notFound();
  if (frozen === 'empty') throw artistErrors.artSetEmpty();
  return {
    ...presentArtSet(frozen.row, await presentRows(ctx, user, frozen.artworks)),
    EditorPath: `${editorRouteFor[input.BookType]}?artSet=${frozen.row.open_id}`,
  };
}

/** The editor reads its art set; only its owner may. Withdrawn artwork is left out. */
export async function getArtSet(ctx: ArtworkContext, user: SessionUser, openId: string) {
  const row = await findArtSetByOpenId(ctx.db, openId);
  if (!row || row.owner_id !== user.id) throw errors.notFound();
  const ids = JSON.parse(row.artwork_ids) as string[];
  const artworks = (await Promise.all(ids.map((id) => findArtworkById(ctx.db, id)))).filter(
    (a) => a !== undefined && a.deleted_at === null && a.status === 'approved',
  );
  return presentArtSet(
    row,
    await presentRows(
      ctx,
      user,
      artworks.filter((a) => a !== undefined),
    ),
  );
}

/** For the books module: a book now uses (or no longer uses) these artworks. */
export async function markArtworksUsed(
  ctx: ArtworkContext,
  artworkIds: readonly string[],
  by: 1 | -1,
) {
  await bumpCounter(ctx.db, artworkIds, 'use_count', by);
}
