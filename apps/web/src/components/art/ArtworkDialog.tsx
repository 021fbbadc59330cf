import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBook2, IconHeart, IconHeartFilled, IconPencilPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type Artwork, artApi, artKeys } from '../../api/art';
import { showApiError } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';
import { wrapButton } from '../ArtStates';
import classes from './ArtPieces.module.css';
import { tagsFor, useTagLanguage } from './tags';

/** Add or remove a picture from the reader's favorites (signed-in readers only). */
export function FavoriteButton({
  artwork,
  onChange,
}: {
  artwork: Artwork;
  onChange?: (favorite: boolean) => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [favorite, setFavorite] = useState(artwork.IsFavorite === true);
  useEffect(() => setFavorite(artwork.IsFavorite === true), [artwork.IsFavorite]);
  const mutation = useMutation({
    mutationFn: (next: boolean) => artApi.setFavorite(artwork.ArtworkId, next),
    onSuccess: (result) => {
      setFavorite(result.IsFavorite);
      onChange?.(result.IsFavorite);
      void queryClient.invalidateQueries({ queryKey: artKeys.all });
    },
    onError: showApiError,
  });
  if (!user || artwork.Status === 'pending' || artwork.Status === 'rejected') return null;
  return (
    <Button
      variant={favorite ? 'filled' : 'outline'}
      color={favorite ? 'ember.7' : 'ink.8'}
      aria-pressed={favorite}
      loading={mutation.isPending}
      onClick={() => mutation.mutate(!favorite)}
      leftSection={
        favorite ? (
          <IconHeartFilled size={18} aria-hidden="true" />
        ) : (
          <IconHeart size={18} aria-hidden="true" />
        )
      }
      data-testid="favorite-button"
    >
      {favorite ? t('art.favorite.remove') : t('art.favorite.add')}
    </Button>
  );
}

/** Where a writer starts a book with a picture's gallery. */
export function startPathFor(
  artwork: Pick<Artwork, 'Library' | 'Artist' | 'ArtworkId' | 'BookTypes'>,
): string {
  if (artwork.Library === 'comic') return `/start-comic/${encodeURIComponent(artwork.Artist.Slug)}`;
  // The picture itself goes on page 1 and the cover (issue 13), so the book type is one it suits.
  const type = artwork.BookTypes.includes('picturebook')
    ? 'picturebook'
    : (artwork.BookTypes.find((b) => b !== 'comic') ?? 'picturebook');
  return `/start-with-art/${type}/${encodeURIComponent(artwork.Artist.Slug)}?artwork=${encodeURIComponent(artwork.ArtworkId)}`;
}

/**
 * Focus goes back to the picture that opened the dialog when it closes: the element itself, or,
 * if the grid has drawn it anew meanwhile, the tile of the same picture. Done here in a layout
 * effect rather than by the modal's own return (a timer started from a passive effect), which
 * lost the tile now and then on a busy machine.
 */
function useFocusBackToOpener(openedId: string | null) {
  const opener = useRef<{ element: Element | null; id: string } | null>(null);
  useLayoutEffect(() => {
    if (openedId !== null) {
      opener.current ??= { element: document.activeElement, id: openedId };
      return;
    }
    const from = opener.current;
    opener.current = null;
    if (!from) return;
    const target = from.element?.isConnected
      ? from.element
      : document.querySelector(`[data-artwork-id="${CSS.escape(from.id)}"]`);
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  }, [openedId]);
}

/** One picture, large, with everything about it and what a writer can do with it. */
export function ArtworkDialog({
  artwork,
  onClose,
}: {
  artwork: Artwork | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useTagLanguage();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const tags = artwork ? tagsFor(artwork.Tags, language) : [];
  useFocusBackToOpener(artwork?.ArtworkId ?? null);
  return (
    <Modal
      opened={artwork !== null}
      onClose={onClose}
      returnFocus={false}
      size="min(1100px, 94vw)"
      radius="lg"
      centered
      fullScreen={phone}
      title={artwork?.Title}
      styles={{
        title: { fontWeight: 800, fontSize: '1.35rem', color: 'var(--mantine-color-ink-9)' },
      }}
      closeButtonProps={{ 'aria-label': t('art.common.close') }}
    >
      {artwork ? (
        <div className={classes.detailLayout} data-testid="artwork-dialog">
          <div className={classes.detailImageFrame}>
            <img
              src={artwork.Image.Url}
              alt={artwork.Title}
              width={artwork.Image.Width}
              height={artwork.Image.Height}
              className={classes.detailImage}
            />
          </div>
          <Stack gap="md">
            <Text>
              {t('art.detail.byPrefix')}{' '}
              <Anchor
                component={Link}
                to={`/artist/${encodeURIComponent(artwork.Artist.Slug)}`}
                fw={800}
                onClick={onClose}
                data-testid="artist-link"
              >
                {artwork.Artist.Name}
              </Anchor>
            </Text>
            {artwork.Description ? (
              <Text className={classes.bio}>{artwork.Description}</Text>
            ) : null}
            {tags.length > 0 ? (
              <div>
                <Text fw={800} size="sm" mb={6} c="ink.9">
                  {t('art.detail.tags')}
                </Text>
                <ul className={classes.tagCloud}>
                  {tags.map((tag) => (
                    <li key={tag}>
                      <Link
                        to={`/${artwork.Library === 'comic' ? 'comic-artwork' : 'artwork'}?tag=${encodeURIComponent(tag)}`}
                        className={classes.tagChip}
                        onClick={onClose}
                      >
                        {tag}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Group gap={6}>
              {artwork.ComicKind ? (
                <Badge color="plum.1" c="plum.9" radius="xl">
                  {t(`art.kinds.${artwork.ComicKind}`)}
                </Badge>
              ) : null}
              {artwork.BookTypes.map((type) => (
                <Badge key={type} color="sky.1" c="sky.9" radius="xl">
                  {t(`art.bookTypes.${type}`)}
                </Badge>
              ))}
            </Group>
            <Text size="sm" c="dimmed">
              {t('art.detail.licence')}{' '}
              <Anchor href={artwork.Licence.Url} size="sm">
                {artwork.Licence.Name}
              </Anchor>
              {' · '}
              {artwork.Attribution}
            </Text>
            <Stack gap="xs" align="flex-start">
              <Button
                component={Link}
                to={startPathFor(artwork)}
                leftSection={<IconPencilPlus size={18} aria-hidden="true" />}
                onClick={onClose}
                styles={wrapButton}
              >
                {t('art.detail.start')}
              </Button>
              <Button
                component={Link}
                to={`/artwork-book/all/${encodeURIComponent(artwork.ArtworkId)}`}
                variant="outline"
                color="ink.8"
                leftSection={<IconBook2 size={18} aria-hidden="true" />}
                onClick={onClose}
              >
                {t('art.detail.books')}
              </Button>
              <FavoriteButton artwork={artwork} />
            </Stack>
          </Stack>
        </div>
      ) : null}
    </Modal>
  );
}
