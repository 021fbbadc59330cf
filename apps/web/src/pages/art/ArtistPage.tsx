import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { ErrorCode } from '@storyloom/domain';
import { IconPencilPlus, IconStarFilled } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { type ArtBook, type Artwork, artistQueries } from '../../api/art';
import { isApiError } from '../../api/client';
import bookArt from '../../assets/format-picturebook.svg';
import {
  ArtBand,
  Collage,
  EmptyState,
  ErrorState,
  GridSkeleton,
  wrapButton,
} from '../../components/ArtStates';
import { LoadMore } from '../../components/ArtworkPaging';
import pieces from '../../components/art/ArtPieces.module.css';
import { ArtworkDialog } from '../../components/art/ArtworkDialog';
import { ArtworkGrid } from '../../components/art/ArtworkGrid';
import frame from '../../components/PageFrame.module.css';
import { pictureSources } from '../../components/picture-sources';
import { useTranslation } from '../../i18n/react';
import classes from './components/Art.module.css';

/** A cover in the books made with the artist's art: two across on a phone, four on a wide screen. */
const bookSampleSizes = '(max-width: 48em) 50vw, 320px';

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === ErrorCode.NOT_FOUND || error.status === 404);
}

/** A missing artist, artwork or library: said kindly, with the way back to the gallery. */
export function NotFoundState({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py={48}>
      <EmptyState
        title={title}
        body={body}
        testId="art-not-found"
        actions={
          <>
            <Button component={Link} to="/artwork">
              {t('art.common.toGallery')}
            </Button>
            <Button component={Link} to="/artists" variant="outline" color="ink.8">
              {t('art.common.toArtists')}
            </Button>
          </>
        }
      />
    </Container>
  );
}

/** Books made with this art: the books module fills the list; until then a warm empty state. */
export function BooksMadeWith({
  books,
  startPath,
  emptyBody,
}: {
  books: ArtBook[];
  startPath: string;
  emptyBody: string;
}) {
  const { t } = useTranslation();
  if (books.length === 0) {
    return (
      <EmptyState
        art={bookArt}
        title={t('art.books.emptyTitle')}
        body={emptyBody}
        testId="books-empty"
        actions={
          <Button
            component={Link}
            to={startPath}
            leftSection={<IconPencilPlus size={18} aria-hidden="true" />}
            styles={wrapButton}
          >
            {t('art.books.beFirst')}
          </Button>
        }
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
      {books.map((book, index) => (
        <div key={book.OpenId ?? index} className={frame.card}>
          {book.CoverUrl ? (
            <img
              {...pictureSources(book.CoverUrl, bookSampleSizes)}
              alt=""
              className={pieces.sample}
              loading="lazy"
              width={400}
              height={400}
            />
          ) : null}
          <Text fw={800} mt="xs">
            {book.Title}
          </Text>
          {book.AuthorName ? (
            <Text size="sm" c="dimmed">
              {t('art.tile.by', { name: book.AuthorName })}
            </Text>
          ) : null}
        </div>
      ))}
    </SimpleGrid>
  );
}

/** /artist/{slug}: an artist's portfolio, bio, licence and attribution, and books made with it. */
export function ArtistPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [open, setOpen] = useState<Artwork | null>(null);
  // The same queries the server render reads first (ssr-queries.ts, decision 078).
  const artist = useQuery(artistQueries.profile(slug));
  const portfolioQuery = useInfiniteQuery({
    ...artistQueries.portfolio(slug),
    enabled: artist.isSuccess,
  });
  const portfolio = {
    ...portfolioQuery,
    artworks: portfolioQuery.data?.pages.flatMap((page) => page.List) ?? [],
  };

  if (artist.isPending) {
    return (
      <Container size="xl" py={48}>
        <GridSkeleton label={t('art.artist.loading')} />
      </Container>
    );
  }
  if (artist.isError) {
    if (isNotFound(artist.error)) {
      return (
        <NotFoundState title={t('art.artist.notFoundTitle')} body={t('art.artist.notFoundBody')} />
      );
    }
    return (
      <Container size="md" py={48}>
        <ErrorState error={artist.error} onRetry={() => void artist.refetch()} />
      </Container>
    );
  }

  const profile = artist.data;
  const startPath = `/start-with-art/picturebook/${encodeURIComponent(profile.Slug)}`;
  return (
    <div data-testid="artist-page">
      <ArtBand
        eyebrow={t('art.artist.eyebrow')}
        title={profile.Name}
        titleId="artist-title"
        tone="sky"
        aside={
          <Collage
            pictures={portfolio.artworks
              .slice(0, 3)
              .map((a) => ({ src: a.Image.ThumbUrl, key: a.ArtworkId }))}
          />
        }
        lead={profile.Bio || t('art.artist.noBio', { name: profile.Name })}
        actions={
          <>
            <Button
              component={Link}
              to={startPath}
              size="md"
              leftSection={<IconPencilPlus size={18} aria-hidden="true" />}
              styles={wrapButton}
            >
              {t('art.artist.startPictureBook')}
            </Button>
            <Button
              component={Link}
              to={`/start-with-art/poetry/${encodeURIComponent(profile.Slug)}`}
              size="md"
              variant="outline"
              color="ink.8"
            >
              {t('art.artist.startPoem')}
            </Button>
          </>
        }
      >
        {profile.Featured ? (
          <Badge
            mt="md"
            color="sun.3"
            c="ink.9"
            radius="xl"
            size="lg"
            leftSection={<IconStarFilled size={14} aria-hidden="true" />}
          >
            {t('art.artist.featured')}
          </Badge>
        ) : null}
      </ArtBand>
      <Container size="xl" className={frame.body}>
        <Stack gap={40}>
          <section aria-labelledby="portfolio-title">
            <Group justify="space-between" align="baseline" mb="md">
              <Title order={2} size="h3" id="portfolio-title" className={classes.sectionTitle}>
                {t('art.artist.portfolio')}
              </Title>
              <Anchor component={Link} to={`/comic-artist/${encodeURIComponent(profile.Slug)}`}>
                {t('art.artist.comicAssets')}
              </Anchor>
            </Group>
            {portfolio.isPending ? (
              <GridSkeleton />
            ) : portfolio.isError && portfolio.artworks.length === 0 ? (
              <ErrorState error={portfolio.error} onRetry={() => void portfolio.refetch()} />
            ) : portfolio.artworks.length === 0 ? (
              <EmptyState
                title={t('art.artist.emptyTitle')}
                body={t('art.artist.emptyBody', { name: profile.Name })}
              />
            ) : (
              <>
                <ArtworkGrid
                  artworks={portfolio.artworks}
                  label={t('art.artist.gridLabel', { name: profile.Name })}
                  onOpen={setOpen}
                  meta={(artwork) =>
                    artwork.UseCount > 0
                      ? t('art.tile.used', { count: artwork.UseCount })
                      : t('art.tile.new')
                  }
                />
                <LoadMore
                  hasNextPage={portfolio.hasNextPage}
                  isFetchingNextPage={portfolio.isFetchingNextPage}
                  fetchNextPage={portfolio.fetchNextPage}
                  shown={portfolio.artworks.length}
                />
              </>
            )}
          </section>

          <section aria-labelledby="licence-title" className={frame.card}>
            <Title order={2} size="h3" id="licence-title" className={classes.sectionTitle} mb="sm">
              {t('art.artist.licenceTitle')}
            </Title>
            <Text mb="md">{t('art.artist.licenceLead', { name: profile.Name })}</Text>
            <Stack gap="sm" data-testid="artist-licences">
              {(profile.Licences.length > 0
                ? profile.Licences
                : [{ ...profile.DefaultLicence, ArtworkCount: 0 }]
              ).map((licence) => (
                <div key={`${licence.Name}-${licence.Attribution}`} className={classes.licence}>
                  <Text fw={800}>
                    <Anchor href={licence.Url}>{licence.Name}</Anchor>
                    {licence.ArtworkCount > 0 ? (
                      <Text span c="dimmed" fw={600} size="sm">
                        {' · '}
                        {t('art.artist.licenceCount', { count: licence.ArtworkCount })}
                      </Text>
                    ) : null}
                  </Text>
                  <Text size="sm" mt={4}>
                    {licence.Attribution}
                  </Text>
                </div>
              ))}
            </Stack>
          </section>

          <section aria-labelledby="books-title">
            <Title order={2} size="h3" id="books-title" className={classes.sectionTitle} mb="md">
              {t('art.artist.booksTitle')}
            </Title>
            <BooksMadeWith
              books={profile.Books}
              startPath={startPath}
              emptyBody={t('art.artist.booksEmpty', { name: profile.Name })}
            />
          </section>
        </Stack>
      </Container>
      <ArtworkDialog artwork={open} onClose={() => setOpen(null)} />
    </div>
  );
}
