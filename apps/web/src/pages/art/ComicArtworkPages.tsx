import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { type ComicAssetKind, comicAssetKinds } from '@storyloom/domain';
import { IconPencilPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { type Artwork, artApi, artKeys } from '../../api/art';
import comicArt from '../../assets/format-comic.svg';
import {
  ArtBand,
  Collage,
  EmptyState,
  ErrorState,
  GridSkeleton,
  wrapButton,
} from '../../components/ArtStates';
import { ArtistCards } from '../../components/art/ArtistCard';
import pieces from '../../components/art/ArtPieces.module.css';
import { ArtworkDialog } from '../../components/art/ArtworkDialog';
import { ArtworkGrid } from '../../components/art/ArtworkGrid';
import frame from '../../components/PageFrame.module.css';
import { useTranslation } from '../../i18n/react';
import { isNotFound, NotFoundState } from './ArtistPage';
import { ArtworkResults, useAddressFilters } from './ArtworkBrowsePage';
import classes from './components/Art.module.css';
import { ArtFilterBar } from './components/ArtFilterBar';

/** The kinds of comic art as buttons (one pressed), "all" first. */
export function KindPicker({
  value,
  onChange,
  label,
}: {
  value: ComicAssetKind | undefined;
  onChange: (kind: ComicAssetKind | undefined) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <ul className={pieces.tagCloud}>
        <li>
          <button
            type="button"
            className={pieces.tagChip}
            aria-pressed={value === undefined}
            onClick={() => onChange(undefined)}
          >
            {t('art.kinds.all')}
          </button>
        </li>
        {comicAssetKinds.map((kind) => (
          <li key={kind}>
            <button
              type="button"
              className={pieces.tagChip}
              aria-pressed={value === kind}
              onClick={() => onChange(kind)}
            >
              {t(`art.kinds.${kind}s`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /comic-artwork: characters, backgrounds, props and speech bubbles for comics. */
export function ComicArtworkPage() {
  const { t } = useTranslation();
  const { filters, change } = useAddressFilters('comic');
  const filtered = Boolean(filters.tag || filters.kind || filters.artist);
  const clear = () => change({ tag: undefined, kind: undefined, artist: undefined });
  return (
    <div data-testid="comic-artwork-page">
      <ArtBand
        eyebrow={t('art.comic.eyebrow')}
        title={t('art.comic.title')}
        lead={t('art.comic.lead')}
        art={comicArt}
        tone="sky"
        titleId="comic-artwork-title"
        actions={
          <>
            <Button
              component={Link}
              to="/start-comic"
              size="md"
              leftSection={<IconPencilPlus size={18} aria-hidden="true" />}
            >
              {t('art.comic.start')}
            </Button>
            <Button component={Link} to="/comic-artist" size="md" variant="outline" color="ink.8">
              {t('art.comic.artists')}
            </Button>
          </>
        }
      />
      <Container size="xl" className={frame.body}>
        <Stack gap="lg">
          <ArtFilterBar
            library="comic"
            filters={filters}
            change={change}
            above={
              <KindPicker
                value={filters.kind}
                onChange={(kind) => change({ kind })}
                label={t('art.comic.kindLabel')}
              />
            }
            heading={
              <>
                {filters.kind ? t(`art.kinds.${filters.kind}s`) : t('art.comic.results')}
                {filters.tag ? ` · ${filters.tag}` : ''}
              </>
            }
            filtered={filtered}
            onClear={clear}
          />
          <ArtworkResults
            filters={filters}
            label={t('art.comic.gridLabel')}
            onClear={filtered ? clear : undefined}
            emptyTitle={filtered ? t('art.browse.noMatchTitle') : t('art.comic.emptyTitle')}
            emptyBody={filtered ? t('art.browse.noMatchBody') : t('art.comic.emptyBody')}
          />
        </Stack>
      </Container>
    </div>
  );
}

/** One kind of an artist's comic art: the first pictures and a link to all of them. */
function KindShelf({
  slug,
  kind,
  onOpen,
}: {
  slug: string;
  kind: ComicAssetKind;
  onOpen: (artwork: Artwork) => void;
}) {
  const { t } = useTranslation();
  const filters = { artist: slug, library: 'comic' as const, kind };
  const shelf = useQuery({
    queryKey: [...artKeys.browse(filters), 'shelf'],
    queryFn: ({ signal }) => artApi.browse(filters, null, signal, 12),
  });
  if (shelf.isPending) return <GridSkeleton count={4} />;
  if (shelf.isError) return <ErrorState error={shelf.error} onRetry={() => void shelf.refetch()} />;
  if (shelf.data.List.length === 0) return null;
  return (
    <section aria-labelledby={`shelf-${kind}`}>
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h3" id={`shelf-${kind}`} className={classes.sectionTitle}>
          {t(`art.kinds.${kind}s`)}
        </Title>
        {shelf.data.NextCursor ? (
          <Anchor
            component={Link}
            to={`/comic-artwork?kind=${kind}&artist=${encodeURIComponent(slug)}`}
          >
            {t('art.comic.seeAll')}
          </Anchor>
        ) : null}
      </Group>
      <ArtworkGrid
        artworks={shelf.data.List}
        label={t(`art.kinds.${kind}s`)}
        onOpen={onOpen}
        small
      />
    </section>
  );
}

/** /comic-artist/{id?}: the comic artists, or one artist's comic library by kind. */
export function ComicArtistPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [open, setOpen] = useState<Artwork | null>(null);
  const artists = useQuery({
    queryKey: artKeys.artists('comic'),
    queryFn: ({ signal }) => artApi.artists({ library: 'comic', limit: 100 }, signal),
    enabled: !id,
  });
  const artist = useQuery({
    queryKey: artKeys.artist(id ?? ''),
    queryFn: ({ signal }) => artApi.artist(id ?? '', signal),
    enabled: Boolean(id),
  });
  const library = useQuery({
    queryKey: [...artKeys.browse({ artist: id ?? '', library: 'comic' }), 'any'],
    queryFn: ({ signal }) => artApi.browse({ artist: id ?? '', library: 'comic' }, null, signal, 1),
    enabled: artist.isSuccess,
  });

  if (!id) {
    return (
      <div data-testid="comic-artists-page">
        <ArtBand
          eyebrow={t('art.comic.eyebrow')}
          title={t('art.comic.artistsTitle')}
          lead={t('art.comic.artistsLead')}
          art={comicArt}
          tone="sky"
          titleId="comic-artists-title"
          actions={
            <Button component={Link} to="/comic-artwork" size="md">
              {t('art.comic.browseAll')}
            </Button>
          }
        />
        <Container size="xl" className={frame.body}>
          {artists.isPending ? (
            <GridSkeleton count={4} />
          ) : artists.isError ? (
            <ErrorState error={artists.error} onRetry={() => void artists.refetch()} />
          ) : artists.data.length === 0 ? (
            <EmptyState title={t('art.comic.noArtistsTitle')} body={t('art.comic.noArtistsBody')} />
          ) : (
            <ArtistCards
              artists={artists.data}
              label={t('art.comic.artistsTitle')}
              linkTo={(a) => `/comic-artist/${encodeURIComponent(a.Slug)}`}
            />
          )}
        </Container>
      </div>
    );
  }

  if (artist.isPending) {
    return (
      <Container size="xl" py={48}>
        <GridSkeleton />
      </Container>
    );
  }
  if (artist.isError) {
    return isNotFound(artist.error) ? (
      <NotFoundState title={t('art.artist.notFoundTitle')} body={t('art.artist.notFoundBody')} />
    ) : (
      <Container size="md" py={48}>
        <ErrorState error={artist.error} onRetry={() => void artist.refetch()} />
      </Container>
    );
  }
  const profile = artist.data;
  return (
    <div data-testid="comic-artist-page">
      <ArtBand
        eyebrow={t('art.comic.artistEyebrow')}
        title={profile.Name}
        lead={profile.Bio || t('art.comic.artistLead', { name: profile.Name })}
        aside={
          <Collage
            pictures={(library.data?.List ?? []).map((a) => ({
              src: a.Image.ThumbUrl,
              key: a.ArtworkId,
            }))}
          />
        }
        tone="sky"
        titleId="comic-artist-title"
        actions={
          <>
            <Button
              component={Link}
              to={`/start-comic/${encodeURIComponent(profile.Slug)}`}
              size="md"
              leftSection={<IconPencilPlus size={18} aria-hidden="true" />}
              styles={wrapButton}
            >
              {t('art.comic.startWith', { name: profile.Name })}
            </Button>
            <Button
              component={Link}
              to={`/artist/${encodeURIComponent(profile.Slug)}`}
              size="md"
              variant="outline"
              color="ink.8"
            >
              {t('art.comic.artistPage')}
            </Button>
          </>
        }
      />
      <Container size="xl" className={frame.body}>
        <Stack gap={40}>
          {library.isSuccess && library.data.List.length === 0 ? (
            <EmptyState
              title={t('art.comic.artistEmptyTitle')}
              body={t('art.comic.artistEmptyBody', { name: profile.Name })}
            />
          ) : (
            comicAssetKinds.map((kind) => (
              <KindShelf key={kind} slug={profile.Slug} kind={kind} onOpen={setOpen} />
            ))
          )}
          <Text size="sm" c="dimmed">
            {profile.DefaultLicence.Attribution}
          </Text>
        </Stack>
      </Container>
      <ArtworkDialog artwork={open} onClose={() => setOpen(null)} />
    </div>
  );
}
