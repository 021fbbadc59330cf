import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Container,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type ArtworkSort,
  type BookType,
  bookTypes,
  isBookType,
  isComicAssetKind,
} from '@storyloom/domain';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import foxArt from '../../assets/fox-lantern.svg';
import { ArtBand, EmptyState, ErrorState, GridSkeleton } from '../../components/ArtStates';
import { type Artwork, artApi, artKeys, type BrowseFilters } from './api';
import classes from './components/Art.module.css';
import { ArtworkDialog } from './components/ArtworkDialog';
import { ArtworkGrid } from './components/ArtworkGrid';
import { LoadMore, useArtworkPages } from './components/paging';
import { useTagLanguage } from './components/tags';
import { formText, type TagSearchValues, tagSearchSchema } from './schemas';

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

/** The tag box: type any tag, or pick a popular one below. */
export function TagSearch({
  current,
  onSearch,
}: {
  current: string | undefined;
  onSearch: (tag: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TagSearchValues>({
    resolver: zodResolver(tagSearchSchema),
    defaultValues: { tag: current ?? '' },
  });
  return (
    <form
      onSubmit={form.handleSubmit((values) => onSearch(values.tag.trim() || undefined))}
      aria-label={t('art.browse.searchLabel')}
      className={classes.filterField}
      style={{ maxWidth: 360, flexBasis: 280 }}
      noValidate
    >
      <TextInput
        label={t('art.browse.tagLabel')}
        placeholder={t('art.browse.tagPlaceholder')}
        {...form.register('tag')}
        error={formText(t, form.formState.errors.tag?.message)}
        rightSectionWidth={44}
        rightSection={
          <Button
            type="submit"
            variant="subtle"
            color="ink.8"
            px={8}
            aria-label={t('art.browse.searchButton')}
          >
            <IconSearch size={18} aria-hidden="true" />
          </Button>
        }
      />
    </form>
  );
}

/** How many popular tags show before "More tags". */
const fewTags = 12;

/** Popular tags as buttons; the chosen one is pressed. */
export function PopularTags({
  library,
  bookType,
  current,
  onPick,
}: {
  library: 'gallery' | 'comic';
  bookType?: BookType | undefined;
  current: string | undefined;
  onPick: (tag: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const language = useTagLanguage();
  const tags = useQuery({
    queryKey: artKeys.tags(language, library, bookType),
    queryFn: ({ signal }) =>
      artApi.tags(language, { library, ...(bookType ? { bookType } : {}), limit: 24 }, signal),
  });
  const [showAll, setShowAll] = useState(false);
  if (!tags.data || tags.data.length === 0) return null;
  const currentKey = current?.toLowerCase();
  const shown = showAll ? tags.data : tags.data.slice(0, fewTags);
  return (
    <nav aria-label={t('art.browse.popularTags')}>
      <Text fw={800} size="sm" c="ink.9" mb={8}>
        {t('art.browse.popularTags')}
      </Text>
      <ul className={classes.tagCloud}>
        {shown.map((tag) => {
          const pressed = tag.Key === currentKey;
          return (
            <li key={tag.Key}>
              <button
                type="button"
                className={classes.tagChip}
                aria-pressed={pressed}
                onClick={() => onPick(pressed ? undefined : tag.Tag)}
              >
                {tag.Tag}
                <span className={classes.tagCount} aria-hidden="true">
                  {tag.Count}
                </span>
              </button>
            </li>
          );
        })}
        {tags.data.length > fewTags ? (
          <li>
            <button
              type="button"
              className={classes.tagChip}
              aria-expanded={showAll}
              onClick={() => setShowAll((value) => !value)}
              style={{ borderStyle: 'dashed' }}
            >
              {showAll ? t('art.browse.fewerTags') : t('art.browse.moreTags')}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The artist filter: every artist with approved art of this library. */
export function ArtistFilter({
  library,
  value,
  onChange,
}: {
  library: 'gallery' | 'comic';
  value: string | undefined;
  onChange: (slug: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const artists = useQuery({
    queryKey: artKeys.artists(library),
    queryFn: ({ signal }) => artApi.artists({ library, limit: 100 }, signal),
  });
  const options = [
    { value: '', label: t('art.browse.anyArtist') },
    ...(artists.data ?? []).map((artist) => ({ value: artist.Slug, label: artist.Name })),
  ];
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: value });
  return (
    <Select
      className={classes.filterField}
      label={t('art.browse.artistLabel')}
      data={options}
      value={value ?? ''}
      onChange={(next) => onChange(next || undefined)}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('art.browse.noArtistFound')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function SortControl({
  value,
  onChange,
}: {
  value: ArtworkSort | undefined;
  onChange: (sort: ArtworkSort) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Text component="span" fw={500} size="sm" id="art-sort-label" display="block" mb={4}>
        {t('art.browse.sortLabel')}
      </Text>
      <SegmentedControl
        aria-labelledby="art-sort-label"
        radius="xl"
        color="ink.8"
        value={value ?? 'newest'}
        onChange={(next) => onChange(next === 'most_used' ? 'most_used' : 'newest')}
        data={[
          { value: 'newest', label: t('art.browse.sortNewest') },
          { value: 'most_used', label: t('art.browse.sortMostUsed') },
        ]}
      />
    </div>
  );
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
  return (
    <div data-testid="artwork-browse">
      <ArtBand
        eyebrow={t('art.browse.eyebrow')}
        title={t('art.browse.title')}
        lead={t('art.browse.lead')}
        art={foxArt}
        titleId="artwork-title"
      />
      <Container size="xl" className={classes.body}>
        <Stack gap="lg">
          <div className={classes.card}>
            <Stack gap="md">
              <div className={classes.filters}>
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
                <ArtistFilter
                  library="gallery"
                  value={filters.artist}
                  onChange={(artist) => change({ artist })}
                />
                <SortControl value={filters.sort} onChange={(sort) => change({ sort })} />
              </div>
              <PopularTags
                library="gallery"
                bookType={filters.bookType}
                current={filters.tag}
                onPick={(tag) => change({ tag })}
              />
            </Stack>
          </div>
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h3" className={classes.sectionTitle} aria-live="polite">
              {filters.tag
                ? t('art.browse.resultsForTag', { tag: filters.tag })
                : t('art.browse.results')}
            </Title>
            {filtered ? (
              <Button
                variant="subtle"
                color="ink.8"
                onClick={() => change({ tag: undefined, bookType: undefined, artist: undefined })}
                leftSection={<IconX size={16} aria-hidden="true" />}
              >
                {t('art.browse.clear')}
              </Button>
            ) : null}
          </Group>
          <ArtworkResults
            filters={filters}
            label={t('art.browse.gridLabel')}
            onClear={
              filtered
                ? () => change({ tag: undefined, bookType: undefined, artist: undefined })
                : undefined
            }
            emptyTitle={filtered ? t('art.browse.noMatchTitle') : t('art.browse.emptyTitle')}
            emptyBody={filtered ? t('art.browse.noMatchBody') : t('art.browse.emptyBody')}
          />
        </Stack>
      </Container>
    </div>
  );
}
