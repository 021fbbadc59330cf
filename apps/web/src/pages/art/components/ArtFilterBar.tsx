import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ArtworkSort, BookType } from '@storyloom/domain';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { artApi, artKeys, type BrowseFilters } from '../../../api/art';
import { formText, type TagSearchValues, tagSearchSchema } from '../../../api/art-schemas';
import pieces from '../../../components/art/ArtPieces.module.css';
import { useTagLanguage } from '../../../components/art/tags';
import frame from '../../../components/PageFrame.module.css';
import { useTranslation } from '../../../i18n/react';
import classes from './Art.module.css';

/**
 * The filter card of both art libraries (/artwork and /comic-artwork) and the results heading
 * under it: the library's own fields first (`fields`, `above`), then artist and order, the
 * popular tags, and "Clear filters" while anything is filtered.
 */
export function ArtFilterBar({
  library,
  filters,
  change,
  above,
  fields,
  heading,
  filtered,
  onClear,
}: {
  library: 'gallery' | 'comic';
  filters: BrowseFilters;
  change: (patch: Partial<BrowseFilters>) => void;
  above?: ReactNode;
  fields?: ReactNode;
  heading: ReactNode;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className={frame.card}>
        <Stack gap="md">
          {above}
          <div className={classes.filters}>
            {fields}
            <ArtistFilter
              library={library}
              value={filters.artist}
              onChange={(artist) => change({ artist })}
            />
            <SortControl value={filters.sort} onChange={(sort) => change({ sort })} />
          </div>
          <PopularTags
            library={library}
            bookType={filters.bookType}
            current={filters.tag}
            onPick={(tag) => change({ tag })}
          />
        </Stack>
      </div>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" className={classes.sectionTitle} aria-live="polite">
          {heading}
        </Title>
        {filtered ? (
          <Button
            variant="subtle"
            color="ink.8"
            onClick={onClear}
            leftSection={<IconX size={16} aria-hidden="true" />}
          >
            {t('art.browse.clear')}
          </Button>
        ) : null}
      </Group>
    </>
  );
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
function PopularTags({
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
      <ul className={pieces.tagCloud}>
        {shown.map((tag) => {
          const pressed = tag.Key === currentKey;
          return (
            <li key={tag.Key}>
              <button
                type="button"
                className={pieces.tagChip}
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
              className={pieces.tagChip}
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
function ArtistFilter({
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

function SortControl({
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
