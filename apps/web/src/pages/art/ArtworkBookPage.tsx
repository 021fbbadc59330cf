import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { type BookType, isBookType } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { artApi, artKeys } from '../../api/art';
import bookArt from '../../assets/format-picturebook.svg';
import { EmptyState, ErrorState, GridSkeleton, wrapButton } from '../../components/ArtStates';
import shared from '../../components/ArtStates.module.css';
import pieces from '../../components/art/ArtPieces.module.css';
import { FavoriteButton, startPathFor } from '../../components/art/ArtworkDialog';
import { ChipChoice } from '../../components/art/ChipChoice';
import frame from '../../components/PageFrame.module.css';
import { useTranslation } from '../../i18n/react';
import { BooksMadeWith, isNotFound, NotFoundState } from './ArtistPage';
import classes from './components/Art.module.css';

/**
 * The parameters of /artwork-book/{type?}/{id?}: `type` is a book type or "all"; a lone
 * parameter that is neither is read as the artwork id (a shortened link).
 */
export function artworkBookParams(params: { type?: string | undefined; id?: string | undefined }): {
  bookType: BookType | undefined;
  artworkId: string | undefined;
} {
  const { type, id } = params;
  if (id) return { bookType: isBookType(type) ? type : undefined, artworkId: id };
  if (type && type !== 'all' && !isBookType(type)) return { bookType: undefined, artworkId: type };
  return { bookType: isBookType(type) ? type : undefined, artworkId: undefined };
}

/** /artwork-book/{type?}/{id?}: one artwork and the books made from it. */
export function ArtworkBookPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { bookType, artworkId } = artworkBookParams(useParams());
  const result = useQuery({
    queryKey: artKeys.artworkBooks(artworkId ?? '', bookType),
    queryFn: ({ signal }) => artApi.artworkBooks(artworkId ?? '', bookType, signal),
    enabled: artworkId !== undefined,
  });

  if (!artworkId) {
    return (
      <Container size="md" py={48}>
        <EmptyState
          art={bookArt}
          title={t('art.artworkBook.chooseTitle')}
          body={t('art.artworkBook.chooseBody')}
          actions={
            <Button component={Link} to="/artwork">
              {t('art.common.toGallery')}
            </Button>
          }
        />
      </Container>
    );
  }
  if (result.isPending) {
    return (
      <Container size="xl" py={48}>
        <GridSkeleton count={4} />
      </Container>
    );
  }
  if (result.isError) {
    if (isNotFound(result.error)) {
      return (
        <NotFoundState
          title={t('art.artworkBook.notFoundTitle')}
          body={t('art.artworkBook.notFoundBody')}
        />
      );
    }
    return (
      <Container size="md" py={48}>
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      </Container>
    );
  }

  const { Artwork: artwork, Books: books } = result.data;
  const types = artwork.BookTypes;
  return (
    <Container size="xl" className={frame.body} data-testid="artwork-book-page">
      <div className={classes.editLayout}>
        <div className={`${frame.card} ${classes.editPreview}`}>
          <img
            src={artwork.Image.Url}
            alt={artwork.Title}
            width={artwork.Image.Width}
            height={artwork.Image.Height}
            className={classes.previewImage}
          />
          <Title order={1} size="h2" mt="md" className={shared.title}>
            {artwork.Title}
          </Title>
          <Text mt={4}>
            {t('art.detail.byPrefix')}{' '}
            <Anchor component={Link} to={`/artist/${encodeURIComponent(artwork.Artist.Slug)}`}>
              {artwork.Artist.Name}
            </Anchor>
          </Text>
          {artwork.Description ? (
            <Text mt="sm" className={pieces.bio}>
              {artwork.Description}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed" mt="sm">
            {artwork.Attribution}
          </Text>
          <Stack gap="xs" mt="md" align="flex-start">
            <Button component={Link} to={startPathFor(artwork)} styles={wrapButton}>
              {t('art.detail.start')}
            </Button>
            <FavoriteButton artwork={artwork} />
          </Stack>
        </div>
        <section aria-labelledby="artwork-books-title">
          <Title order={2} size="h3" id="artwork-books-title" className={classes.sectionTitle}>
            {t('art.artworkBook.title')}
          </Title>
          {types.length > 1 ? (
            <div style={{ margin: '12px 0 16px' }}>
              <ChipChoice
                label={t('art.artworkBook.typeFilter')}
                value={bookType ?? 'all'}
                onChange={(value) =>
                  void navigate(`/artwork-book/${value}/${encodeURIComponent(artwork.ArtworkId)}`, {
                    replace: true,
                  })
                }
                options={[
                  { value: 'all', label: t('art.artworkBook.allTypes') },
                  ...types.map((type) => ({ value: type, label: t(`art.bookTypes.${type}`) })),
                ]}
              />
            </div>
          ) : (
            <div style={{ height: 16 }} />
          )}
          <BooksMadeWith
            books={books}
            startPath={startPathFor(artwork)}
            emptyBody={t('art.artworkBook.emptyBody', { title: artwork.Title })}
          />
        </section>
      </div>
    </Container>
  );
}
