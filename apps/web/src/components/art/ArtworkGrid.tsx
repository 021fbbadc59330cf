import { Badge } from '@mantine/core';
import type { ArtworkStatus } from '@storyloom/domain';
import { IconHeartFilled } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useCallback } from 'react';
import { Link } from 'react-router';
import type { Artwork } from '../../api/art';
import { useTranslation } from '../../i18n/react';
import shared from '../ArtStates.module.css';
import { artworkTileSizes, pictureSources } from '../picture-sources';
import classes from './ArtPieces.module.css';

const tileSelector = '[data-grid-tile]';

/**
 * Arrow keys move between the pictures of a grid (Tab still walks them in order): left and
 * right go one by one, up and down to the nearest picture in the row above or below, Home and
 * End to the first and last.
 */
export function useGridKeys() {
  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
    if (!keys.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    const tiles = [...event.currentTarget.querySelectorAll<HTMLElement>(tileSelector)];
    const index = tiles.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    let next = index;
    if (event.key === 'ArrowLeft') next = index - 1;
    else if (event.key === 'ArrowRight') next = index + 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tiles.length - 1;
    else {
      const here = (tiles[index] as HTMLElement).getBoundingClientRect();
      const down = event.key === 'ArrowDown';
      let best = -1;
      let bestScore = Number.POSITIVE_INFINITY;
      tiles.forEach((tile, i) => {
        const box = tile.getBoundingClientRect();
        const rowGap = down ? box.top - here.top : here.top - box.top;
        if (rowGap < 4) return;
        const score = rowGap * 4 + Math.abs(box.left - here.left);
        if (score < bestScore) {
          bestScore = score;
          best = i;
        }
      });
      if (best < 0) return;
      next = best;
    }
    if (next < 0 || next >= tiles.length || next === index) return;
    event.preventDefault();
    tiles[next]?.focus();
  }, []);
}

const statusColor: Record<ArtworkStatus, string> = {
  pending: 'sun.3',
  approved: 'meadow.8',
  rejected: 'ember.7',
};

export function StatusBadge({ status }: { status: ArtworkStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={statusColor[status]}
      c={status === 'pending' ? 'ink.9' : undefined}
      radius="xl"
      size="md"
      maw="100%"
      styles={{ root: { height: 'auto', minHeight: 22 }, label: { whiteSpace: 'normal' } }}
      data-testid="artwork-status"
      data-status={status}
    >
      {t(`art.status.${status}`)}
    </Badge>
  );
}

/** One picture of a grid: its thumbnail (alt text = its title), title and artist. */
export function ArtworkTileContent({
  artwork,
  showStatus,
  meta,
}: {
  artwork: Artwork;
  showStatus?: boolean;
  meta?: ReactNode;
}) {
  const { t } = useTranslation();
  const transparent = artwork.Image.HasAlpha && artwork.Library === 'comic';
  return (
    <>
      <span className={classes.thumbFrame}>
        <img
          {...pictureSources(artwork.Image.ThumbUrl, artworkTileSizes)}
          alt={artwork.Title}
          loading="lazy"
          decoding="async"
          width={artwork.Image.Width}
          height={artwork.Image.Height}
          className={`${classes.thumb} ${transparent ? classes.thumbAlpha : ''}`}
        />
        {showStatus && artwork.Status ? (
          <span className={classes.statusBadge}>
            <StatusBadge status={artwork.Status} />
          </span>
        ) : null}
        {artwork.IsFavorite ? (
          <span className={classes.favMark} title={t('art.favorite.marked')}>
            <IconHeartFilled size={18} aria-hidden="true" />
            <span className={shared.visuallyHidden}>{t('art.favorite.marked')}</span>
          </span>
        ) : null}
      </span>
      <span className={classes.tileText}>
        <span className={classes.tileTitle} aria-hidden="true">
          {artwork.Title}
        </span>
        <span className={classes.tileMeta}>
          {meta ?? t('art.tile.by', { name: artwork.Artist.Name })}
        </span>
      </span>
    </>
  );
}

/**
 * A grid of pictures. Each opens with `onOpen` (a button) or goes to `linkTo` (a link); the
 * arrow keys move between them.
 */
export function ArtworkGrid({
  artworks,
  label,
  onOpen,
  linkTo,
  showStatus = false,
  small = false,
  meta,
  testId = 'artwork-grid',
}: {
  artworks: readonly Artwork[];
  label: string;
  onOpen?: (artwork: Artwork) => void;
  linkTo?: (artwork: Artwork) => string;
  showStatus?: boolean;
  small?: boolean;
  meta?: (artwork: Artwork) => ReactNode;
  testId?: string;
}) {
  const onKeyDown = useGridKeys();
  return (
    <ul
      className={`${shared.grid} ${small ? shared.gridSmall : ''}`}
      aria-label={label}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      {artworks.map((artwork) => (
        <li key={artwork.ArtworkId}>
          {linkTo ? (
            <Link
              to={linkTo(artwork)}
              className={classes.tile}
              data-grid-tile=""
              data-artwork-id={artwork.ArtworkId}
            >
              <ArtworkTileContent
                artwork={artwork}
                showStatus={showStatus}
                meta={meta?.(artwork)}
              />
            </Link>
          ) : (
            <button
              type="button"
              className={classes.tile}
              onClick={() => onOpen?.(artwork)}
              data-grid-tile=""
              data-artwork-id={artwork.ArtworkId}
            >
              <ArtworkTileContent
                artwork={artwork}
                showStatus={showStatus}
                meta={meta?.(artwork)}
              />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
