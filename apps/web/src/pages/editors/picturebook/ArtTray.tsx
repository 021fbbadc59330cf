/**
 * The art tray: the pictures of the book's art set (the gallery the writer chose). A picture can
 * be dragged onto the page, or tapped / chosen with Enter to go on the page being edited
 * (keyboard and touch). Beside the stage on wide screens, in a drawer at phone width.
 */
import { Stack, Text } from '@mantine/core';
import type { DragEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Artwork } from '../core/types';
import classes from './PictureBook.module.css';

/** The drag data type of a tray picture (its ArtworkId). */
export const ART_DRAG_TYPE = 'application/x-storyloom-artwork';

export interface ArtTrayProps {
  artworks: Artwork[];
  /** The picture on the page or cover being edited (shown as chosen). */
  currentId: string | null;
  /** What a tap puts the picture on: "page 3" or "the cover" (for the tiles' labels). */
  target: string;
  disabled: boolean;
  onPlace(artworkId: string): void;
  onDragStart?(artworkId: string): void;
  onDragEnd?(): void;
}

export function ArtTray({
  artworks,
  currentId,
  target,
  disabled,
  onPlace,
  onDragStart,
  onDragEnd,
}: ArtTrayProps) {
  const { t } = useTranslation();
  const artists = [...new Set(artworks.map((a) => a.Artist.Name))];
  return (
    <Stack gap="sm" className={classes.tray} data-testid="art-tray">
      <div>
        <Text fw={700} size="lg" component="h2" m={0}>
          {t('pictureBookEditor.tray.title')}
        </Text>
        {artists.length === 1 ? (
          <Text size="sm" c="dimmed">
            {t('pictureBookEditor.tray.by', { artist: artists[0] })}
          </Text>
        ) : null}
        {!disabled && artworks.length > 0 ? (
          <Text size="sm" mt={4}>
            {t('pictureBookEditor.tray.hint')}
          </Text>
        ) : null}
      </div>
      {artworks.length === 0 ? (
        <Text c="dimmed" data-testid="art-tray-empty">
          {t('pictureBookEditor.tray.empty')}
        </Text>
      ) : (
        <ul className={classes.trayGrid} aria-label={t('pictureBookEditor.tray.title')}>
          {artworks.map((artwork) => (
            <li key={artwork.ArtworkId}>
              <button
                type="button"
                className={classes.trayTile}
                draggable={!disabled}
                aria-pressed={artwork.ArtworkId === currentId}
                aria-disabled={disabled || undefined}
                aria-label={t('pictureBookEditor.tray.place', { title: artwork.Title, target })}
                title={artwork.Attribution || artwork.Title}
                data-testid="tray-art"
                data-artwork={artwork.ArtworkId}
                onClick={() => {
                  if (!disabled) onPlace(artwork.ArtworkId);
                }}
                onDragStart={(event: DragEvent) => {
                  if (disabled) {
                    event.preventDefault();
                    return;
                  }
                  event.dataTransfer.setData(ART_DRAG_TYPE, artwork.ArtworkId);
                  event.dataTransfer.setData('text/plain', artwork.Title);
                  event.dataTransfer.effectAllowed = 'copy';
                  onDragStart?.(artwork.ArtworkId);
                }}
                onDragEnd={() => onDragEnd?.()}
              >
                <img
                  className={classes.trayThumb}
                  src={artwork.Image.ThumbUrl}
                  alt=""
                  loading="lazy"
                  draggable={false}
                />
                <span className={classes.trayTitle}>{artwork.Title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
