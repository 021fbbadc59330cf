/**
 * The comic artwork library of the book: backgrounds, characters, props (and ready-made bubble
 * pictures), grouped by kind. A picture can be dragged onto a panel, or tapped / chosen with
 * Enter to go into the selected panel (keyboard and touch).
 */
import { Button, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type ComicAssetKind, comicAssetKinds } from '@storyloom/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { artApi } from '../../../api/art';
import { ART_DRAG_TYPE } from '../../../components/comic/ComicPageView';
import { useTranslation } from '../../../i18n/react';
import type { Artwork } from '../core/types';
import classes from './Comic.module.css';

export interface LibraryTrayProps {
  artworks: Artwork[];
  panelNumber: number;
  disabled: boolean;
  onPlace(artwork: Artwork): void;
  /** The pictures of the whole library shown so far (so a dropped one can be found). */
  onBrowse?(artworks: Artwork[]): void;
}

/**
 * "This comic's art" is the art set the comic started from (and pictures it already uses);
 * "All comic art" pages through the whole approved comic library (docs/api.md "Comics").
 */
export function LibraryTray(props: LibraryTrayProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<'book' | 'library'>('book');
  const library = useInfiniteQuery({
    queryKey: ['comic-editor', 'library'],
    queryFn: ({ pageParam, signal }) => artApi.browse({ library: 'comic' }, pageParam, signal, 60),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.NextCursor,
    enabled: source === 'library',
  });
  const browsed = useMemo(() => library.data?.pages.flatMap((p) => p.List) ?? [], [library.data]);
  const { onBrowse } = props;
  useEffect(() => {
    if (browsed.length) onBrowse?.(browsed);
  }, [browsed, onBrowse]);
  return (
    <Stack gap="sm">
      <SegmentedControl
        size="xs"
        fullWidth
        value={source}
        onChange={(v) => setSource(v as 'book' | 'library')}
        data={[
          { value: 'book', label: t('comicEditor.library.book') },
          { value: 'library', label: t('comicEditor.library.all') },
        ]}
        data-testid="library-source"
      />
      <TrayList {...props} artworks={source === 'book' ? props.artworks : browsed} />
      {source === 'library' && library.hasNextPage ? (
        <Button
          variant="light"
          size="xs"
          loading={library.isFetchingNextPage}
          onClick={() => void library.fetchNextPage()}
        >
          {t('comicEditor.library.more')}
        </Button>
      ) : null}
    </Stack>
  );
}

function TrayList({ artworks, panelNumber, disabled, onPlace }: LibraryTrayProps) {
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
