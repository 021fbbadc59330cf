/**
 * The comic artwork library of the book: backgrounds, characters, props (and ready-made bubble
 * pictures), grouped by kind. A picture can be dragged onto a panel, or tapped / chosen with
 * Enter to go into the selected panel (keyboard and touch).
 */
import { Stack, Text, Title } from '@mantine/core';
import { type ComicAssetKind, comicAssetKinds } from '@storyloom/domain';
import { useTranslation } from 'react-i18next';
import type { Artwork } from '../core/types';
import classes from './Comic.module.css';
import { ART_DRAG_TYPE } from './ComicPageView';

export interface LibraryTrayProps {
  artworks: Artwork[];
  panelNumber: number;
  disabled: boolean;
  onPlace(artwork: Artwork): void;
}

export function LibraryTray({ artworks, panelNumber, disabled, onPlace }: LibraryTrayProps) {
  const { t } = useTranslation();
  const kindOf = (a: Artwork): ComicAssetKind => a.ComicKind ?? 'prop';
  return (
    <Stack gap="sm" className={classes.tray} data-testid="comic-library">
      <div>
        <Title order={2} size="h4">
          {t('comicEditor.library.title')}
        </Title>
        {!disabled && artworks.length ? (
          <Text size="sm" c="dimmed">
            {t('comicEditor.library.hint', { panel: panelNumber })}
          </Text>
        ) : null}
      </div>
      {artworks.length === 0 ? <Text c="dimmed">{t('comicEditor.library.empty')}</Text> : null}
      {comicAssetKinds.map((kind) => {
        const list = artworks.filter((a) => kindOf(a) === kind);
        if (!list.length) return null;
        return (
          <section key={kind} aria-labelledby={`library-${kind}`}>
            <Text fw={700} size="sm" id={`library-${kind}`} mb={4}>
              {t(`comicEditor.library.kinds.${kind}`)}
            </Text>
            <ul className={classes.trayGrid}>
              {list.map((artwork) => (
                <li key={artwork.ArtworkId}>
                  <button
                    type="button"
                    className={classes.trayTile}
                    draggable={!disabled}
                    aria-disabled={disabled || undefined}
                    aria-label={t('comicEditor.library.place', {
                      title: artwork.Title,
                      panel: panelNumber,
                    })}
                    title={artwork.Title}
                    data-testid="library-art"
                    data-kind={kind}
                    data-artwork={artwork.ArtworkId}
                    onClick={() => {
                      if (!disabled) onPlace(artwork);
                    }}
                    onDragStart={(event) => {
                      if (disabled) {
                        event.preventDefault();
                        return;
                      }
                      event.dataTransfer.setData(ART_DRAG_TYPE, artwork.ArtworkId);
                      event.dataTransfer.effectAllowed = 'copy';
                    }}
                  >
                    <img src={artwork.Image.ThumbUrl} alt="" loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </Stack>
  );
}
