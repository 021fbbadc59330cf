import { Anchor, Button, Container } from '@mantine/core';
import type { BookType } from '@storyloom/domain';
import { isBookType } from '@storyloom/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { listRouteOf } from '../../../api/list-filters';
import { readingApi, readingKeys } from '../../../api/reading-lists';
import { ArtBand } from '../../../components/ArtStates';
import { BookGrid, BookGridSkeleton } from '../../../components/books/BookCard';
import { ListEmpty, ListError, ShowMore } from '../../../components/books/ListStates';
import { formatArt } from '../../../components/formatArt';
import { useTranslation } from '../../../i18n/react';
import classes from './Reading.module.css';

function FavoritesOfType({ type }: { type: BookType }) {
  const { t } = useTranslation();
  const name = t(`formats.${type}.name`);
  const books = useInfiniteQuery({
    queryKey: readingKeys.favorites(type),
    queryFn: ({ pageParam, signal }) => readingApi.favorites(type, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.NextCursor,
  });
  const list = books.data?.pages.flatMap((page) => page.List) ?? [];
  return (
    <div data-testid="your-favorites-list" data-type={type}>
      <ArtBand
        eyebrow={t('yourReading.eyebrow')}
        title={t('yourReading.favoritesList.title', { type: name })}
        art={formatArt[type]}
        tone="plum"
        titleId="favorites-list-title"
      >
        <Anchor component={Link} to="/yourstuff-favorites" mt="md" display="inline-flex" fw={700}>
          <IconArrowLeft size={18} aria-hidden="true" style={{ marginRight: 6 }} />
          {t('yourReading.favoritesList.back')}
        </Anchor>
      </ArtBand>
      <Container size="xl" className={classes.body}>
        {books.isPending ? (
          <BookGridSkeleton label={t('lists.loading')} />
        ) : books.isError && list.length === 0 ? (
          <ListError error={books.error} onRetry={() => void books.refetch()} />
        ) : list.length === 0 ? (
          <ListEmpty
            title={t('yourReading.favoritesList.emptyTitle')}
            body={t('yourReading.favoritesList.emptyBody')}
            actions={
              <Button component={Link} to={listRouteOf[type]}>
                {t('yourReading.favoritesList.browse', { type: name })}
              </Button>
            }
          />
        ) : (
          <>
            <BookGrid books={list} label={t('yourReading.favoritesList.title', { type: name })} />
            <ShowMore
              shown={list.length}
              hasNextPage={books.hasNextPage}
              isFetchingNextPage={books.isFetchingNextPage}
              fetchNextPage={() => void books.fetchNextPage()}
              nextPageError={books.isFetchNextPageError ? books.error : null}
            />
          </>
        )}
      </Container>
    </div>
  );
}

/** /yourstuff-favorites-list/{type}: the reader's favorite books of one kind, newest first. */
export function FavoritesListPage() {
  const { type } = useParams();
  if (!isBookType(type)) return <Navigate to="/404" replace />;
  return <FavoritesOfType key={type} type={type} />;
}
