import { Button, Container, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import { bookTypes } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Artwork, artApi, artKeys } from '../../../api/art';
import { readingApi, readingKeys } from '../../../api/reading-lists';
import heartArt from '../../../assets/format-poetry.svg';
import { ArtBand, EmptyState } from '../../../components/ArtStates';
import { LoadMore, useArtworkPages } from '../../../components/ArtworkPaging';
import { ArtworkDialog } from '../../../components/art/ArtworkDialog';
import { ArtworkGrid } from '../../../components/art/ArtworkGrid';
import { ListError } from '../../../components/books/ListStates';
import { formatArt } from '../../../components/formatArt';
import { useTranslation } from '../../../i18n/react';
import classes from './Reading.module.css';

/** How many books of each kind the reader keeps, each a way into that kind's favorites. */
function FavoriteBooks() {
  const { t } = useTranslation();
  const counts = useQuery({
    queryKey: readingKeys.favoritesNum(),
    queryFn: ({ signal }) => readingApi.favoritesNum(signal),
  });
  return (
    <section className={classes.section} aria-labelledby="favorite-books-title">
      <Title order={2} id="favorite-books-title" className={classes.sectionTitle}>
        {t('yourReading.favorites.booksTitle')}
      </Title>
      {counts.isPending ? (
        <div role="status" aria-live="polite">
          <VisuallyHidden>{t('yourReading.favorites.loading')}</VisuallyHidden>
          <Skeleton height={120} radius="lg" aria-hidden="true" />
        </div>
      ) : counts.isError ? (
        <ListError error={counts.error} onRetry={() => void counts.refetch()} />
      ) : (
        <>
          <Text c="ink.7" mb="md" data-testid="favorite-books-total">
            {t('yourReading.favorites.total', { count: counts.data.count })}
          </Text>
          <ul className={classes.types}>
            {bookTypes.map((type) => {
              const name = t(`formats.${type}.name`);
              const count = counts.data.ByType[type] ?? 0;
              return (
                <li key={type}>
                  <Link
                    to={`/yourstuff-favorites-list/${type}`}
                    className={classes.typeCard}
                    data-testid={`favorite-type-${type}`}
                    aria-label={`${t('yourReading.favorites.open', { type: name })}: ${t('yourReading.favorites.typeCount', { count })}`}
                  >
                    <img src={formatArt[type]} alt="" width={64} height={52} />
                    <span className={classes.typeName}>{name}</span>
                    <span className={classes.typeCount}>
                      {t('yourReading.favorites.typeCount', { count })}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** The pictures the reader keeps (GetFavoritesArtworks), as the art studio shows them. */
function FavoritePictures() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Artwork | null>(null);
  const list = useArtworkPages(artKeys.favorites(), (cursor, signal) =>
    artApi.favorites(cursor, signal),
  );
  return (
    <section className={classes.section} aria-labelledby="favorite-pictures-title">
      <Title order={2} id="favorite-pictures-title" className={classes.sectionTitle}>
        {t('art.favorites.artworkTitle')}
      </Title>
      {list.isPending ? (
        <Skeleton height={160} radius="lg" aria-hidden="true" />
      ) : list.isError && list.artworks.length === 0 ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.artworks.length === 0 ? (
        <EmptyState
          art={heartArt}
          title={t('art.favorites.emptyTitle')}
          body={t('art.favorites.emptyBody')}
          actions={
            <Button component={Link} to="/artwork">
              {t('art.common.toGallery')}
            </Button>
          }
        />
      ) : (
        <>
          <ArtworkGrid
            artworks={list.artworks}
            label={t('art.favorites.artworkTitle')}
            onOpen={setOpen}
          />
          <LoadMore
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            fetchNextPage={list.fetchNextPage}
            shown={list.artworks.length}
          />
        </>
      )}
      <ArtworkDialog artwork={open} onClose={() => setOpen(null)} />
    </section>
  );
}

/** /yourstuff-favorites: favorite books by kind (GetFavoritesBooksNum), then favorite pictures. */
export function FavoritesPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="your-favorites">
      <ArtBand
        eyebrow={t('yourReading.eyebrow')}
        title={t('yourReading.favorites.title')}
        lead={t('yourReading.favorites.lead')}
        art={heartArt}
        tone="sun"
        titleId="your-favorites-title"
      />
      <Container size="xl" className={classes.body}>
        <FavoriteBooks />
        <FavoritePictures />
      </Container>
    </div>
  );
}
