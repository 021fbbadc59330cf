import { Button, Container, Select, Stack } from '@mantine/core';
import { type BookType, bookTypes, isBookType, isComicAssetKind } from '@storyloom/domain';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type Artwork, artApi, artKeys, type BrowseFilters } from '../../api/art';
import foxArt from '../../assets/fox-lantern.svg';
import { ArtBand, EmptyState, ErrorState, GridSkeleton } from '../../components/ArtStates';
import { LoadMore, useArtworkPages } from '../../components/ArtworkPaging';
import { ArtworkDialog } from '../../components/art/ArtworkDialog';
import { ArtworkGrid } from '../../components/art/ArtworkGrid';
import frame from '../../components/PageFrame.module.css';
import { useTranslation } from '../../i18n/react';
import classes from './components/Art.module.css';
import { ArtFilterBar, TagSearch } from './components/ArtFilterBar';

/** Book types that draw on gallery art (comics use the comic library, /comic-artwork). */
export const galleryBookTypes: BookType[] = bookTypes.filter((type) => type !== 'comic');

/** The filters of /artwork and /comic-artwork, read from and written to the address. */
export function filtersFromSearch(search: string, library: 'gallery' | 'comic'): BrowseFilters {
  const query = new URLSearchParams(search);
  const type = query.get('type');
  const kind = query.get('kind');
  const sort = query.get('sort');
  return {
    library,
    ...(query.get('tag') ? { tag: (query.get('tag') ?? '').slice(0, 60) } : {}),
    ...(library === 'gallery' && isBookType(type) && type !== 'comic' ? { bookType: type } : {}),
    ...(library === 'comic' && isComicAssetKind(kind) ? { kind } : {}),
    ...(query.get('artist') ? { artist: (query.get('artist') ?? '').slice(0, 60) } : {}),
    sort: sort === 'most_used' ? 'most_used' : 'newest',
  };
}

export function searchFromFilters(filters: BrowseFilters): string {
  const query = new URLSearchParams();
  if (filters.tag) query.set('tag', filters.tag);
  if (filters.bookType) query.set('type', filters.bookType);
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.artist) query.set('artist', filters.artist);
  if (filters.sort === 'most_used') query.set('sort', 'most_used');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The filters of this screen instance. /artwork is kept alive per address, so each address has
 * its own instance: the filters are read once, and changing one opens the new address.
 */
export function useAddressFilters(library: 'gallery' | 'comic') {
  const location = useLocation();
  const navigate = useNavigate();
  const [filters] = useState(() => filtersFromSearch(location.search, library));
  const [pathname] = useState(location.pathname);
  const change = (patch: Partial<BrowseFilters>) => {
    const next: BrowseFilters = { ...filters, ...patch };
    for (const key of Object.keys(patch) as (keyof BrowseFilters)[]) {
      if (patch[key] === undefined) delete next[key];
    }
    void navigate(`${pathname}${searchFromFilters(next)}`);
  };
  return { filters, change };
}

/** The grid of results, its paging, its empty and error states and the picture dialog. */
export function ArtworkResults({
  filters,
  label,
  onClear,
  emptyTitle,
  emptyBody,
}: {
  filters: BrowseFilters;
  label: string;
  onClear?: () => void;
  emptyTitle: string;
  emptyBody: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Artwork | null>(null);
  const list = useArtworkPages(artKeys.browse(filters), (cursor, signal) =>
    artApi.browse(filters, cursor, signal),
  );
  if (list.isPending) return <GridSkeleton />;
  if (list.isError && list.artworks.length === 0) {
    return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (list.artworks.length === 0) {
    return (
      <EmptyState
        title={emptyTitle}
        body={emptyBody}
        actions={
          onClear ? (
            <Button onClick={onClear} leftSection={<IconX size={18} aria-hidden="true" />}>
              {t('art.browse.clear')}
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <>
      <ArtworkGrid artworks={list.artworks} label={label} onOpen={setOpen} />
      <LoadMore
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextPage={list.fetchNextPage}
        shown={list.artworks.length}
      />
      <ArtworkDialog artwork={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** /artwork: every approved picture, by tag, book type, artist, newest or most used. */
export function ArtworkBrowsePage() {
  const { t } = useTranslation();
  const { filters, change } = useAddressFilters('gallery');
  const filtered = Boolean(filters.tag || filters.bookType || filters.artist);
  const clear = () => change({ tag: undefined, bookType: undefined, artist: undefined });
  return (
    <div data-testid="artwork-browse">
      <ArtBand
        eyebrow={t('art.browse.eyebrow')}
        title={t('art.browse.title')}
        lead={t('art.browse.lead')}
        art={foxArt}
        titleId="artwork-title"
      />
      <Container size="xl" className={frame.body}>
        <Stack gap="lg">
          <ArtFilterBar
            library="gallery"
            filters={filters}
            change={change}
            fields={
              <>
                <TagSearch current={filters.tag} onSearch={(tag) => change({ tag })} />
                <Select
                  className={classes.filterField}
                  label={t('art.browse.typeLabel')}
                  data={[
                    { value: '', label: t('art.browse.anyType') },
                    ...galleryBookTypes.map((type) => ({
                      value: type,
                      label: t(`art.bookTypes.${type}`),
                    })),
                  ]}
                  value={filters.bookType ?? ''}
                  onChange={(value) => change({ bookType: isBookType(value) ? value : undefined })}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                />
              </>
            }
            heading={
              filters.tag
                ? t('art.browse.resultsForTag', { tag: filters.tag })
                : t('art.browse.results')
            }
            filtered={filtered}
            onClear={clear}
          />
          <ArtworkResults
            filters={filters}
            label={t('art.browse.gridLabel')}
            onClear={filtered ? clear : undefined}
            emptyTitle={filtered ? t('art.browse.noMatchTitle') : t('art.browse.emptyTitle')}
            emptyBody={filtered ? t('art.browse.noMatchBody') : t('art.browse.emptyBody')}
          />
        </Stack>
      </Container>
    </div>
  );
}
