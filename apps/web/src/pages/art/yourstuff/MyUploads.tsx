import { Button, Group, Stack, Text } from '@mantine/core';
import type { ArtworkStatus, ComicAssetKind } from '@storyloom/domain';
import { IconPalette } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Artwork, artApi, artKeys } from '../../../api/art';
import easelArt from '../../../assets/easel-balloon.svg';
import { EmptyState, ErrorState, GridSkeleton } from '../../../components/ArtStates';
import { LoadMore, useArtworkPages } from '../../../components/ArtworkPaging';
import { ArtworkGrid } from '../../../components/art/ArtworkGrid';
import { ChipChoice } from '../../../components/art/ChipChoice';
import { useTranslation } from '../../../i18n/react';

type StatusFilter = ArtworkStatus | 'all';

/** What the artist sees under each picture: the reason when turned down, else its use. */
function uploadMeta(t: (key: string, values?: Record<string, unknown>) => string) {
  return (artwork: Artwork) => {
    if (artwork.Status === 'rejected' && artwork.RejectReason) {
      return t('art.mine.reason', { reason: artwork.RejectReason });
    }
    if (artwork.Status === 'pending') return t('art.mine.waiting');
    return artwork.UseCount > 0
      ? t('art.tile.used', { count: artwork.UseCount })
      : t('art.tile.new');
  };
}

/**
 * The artist's own uploads, any status, newest first, with a status filter; each opens the edit
 * screen. Gallery art by default; comic assets with `library="comic"` (MyComicArtwork).
 */
export function MyUploads({
  library = 'gallery',
  kind,
  canUpload,
}: {
  library?: 'gallery' | 'comic';
  kind?: ComicAssetKind;
  canUpload: boolean;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('all');
  const query = {
    library,
    ...(kind ? { kind } : {}),
    ...(status !== 'all' ? { status } : {}),
  };
  const list = useArtworkPages(artKeys.mine(query), (cursor, signal) =>
    library === 'comic'
      ? artApi.myComicArtwork(query, cursor, signal)
      : artApi.myUploads(query, cursor, signal),
  );

  return (
    <Stack gap="md" data-testid="my-uploads">
      <Group justify="space-between" align="center">
        <ChipChoice<StatusFilter>
          label={t('art.mine.statusFilter')}
          value={status}
          onChange={setStatus}
          options={[
            { value: 'all', label: t('art.mine.all') },
            { value: 'pending', label: t('art.status.pending') },
            { value: 'approved', label: t('art.status.approved') },
            { value: 'rejected', label: t('art.status.rejected') },
          ]}
        />
        {list.isSuccess ? (
          <Text size="sm" c="dimmed">
            {t('art.mine.hint')}
          </Text>
        ) : null}
      </Group>
      {list.isPending ? (
        <GridSkeleton count={4} />
      ) : list.isError && list.artworks.length === 0 ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.artworks.length === 0 ? (
        <EmptyState
          art={easelArt}
          title={status === 'all' ? t('art.mine.emptyTitle') : t(`art.mine.emptyStatus.${status}`)}
          body={canUpload ? t('art.mine.emptyBody') : t('art.mine.emptyBodyNotArtist')}
          actions={
            canUpload ? null : (
              <Button
                component={Link}
                to="/artists"
                leftSection={<IconPalette size={18} aria-hidden="true" />}
              >
                {t('art.mine.callForArtists')}
              </Button>
            )
          }
        />
      ) : (
        <>
          <ArtworkGrid
            artworks={list.artworks}
            label={t('art.mine.gridLabel')}
            linkTo={(artwork) => `/yourstuff-edit-artwork/${encodeURIComponent(artwork.ArtworkId)}`}
            showStatus
            meta={uploadMeta(t)}
            testId="my-uploads-grid"
          />
          <LoadMore
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            fetchNextPage={list.fetchNextPage}
            shown={list.artworks.length}
          />
        </>
      )}
    </Stack>
  );
}
