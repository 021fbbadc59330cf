import { Anchor, Button, Container, SegmentedControl, Text, Title } from '@mantine/core';
import { type BookType, bookTypes } from '@storyloom/domain';
import { IconArrowRight, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { listRouteOf } from '../../api/list-filters';
import { readingApi, useBookLanguage } from '../../api/reading-lists';
import { writeApi } from '../../api/write';
import { ArtistCards } from '../../components/art/ArtistCard';
import { BookGrid, BookGridSkeleton } from '../../components/books/BookCard';
import { LoadError } from '../../components/LoadError';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';
import { homeKeys, homeQueries, SHELF_SIZE } from './api';
import classes from './Home.module.css';

/**
 * The home page's reading shelves (issue "Reading and discovery"): featured and best-loved
 * books, the newest of each kind and the featured artists. Loaded after the first screen,
 * outside the home budget.
 */
export function HomeReading() {
  return (
    <>
      <HomeBest />
      <HomeNewest />
      <HomeArtists />
    </>
  );
}

function Shelf({
  id,
  title,
  lead,
  more,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={classes.section} aria-labelledby={id} data-testid={id}>
      <Container size="xl">
        <div className={classes.shelfHead}>
          <div>
            <Title order={2} id={id}>
              {title}
            </Title>
            {lead ? <Text className={classes.sectionLead}>{lead}</Text> : null}
          </div>
          {more}
        </div>
        {children}
      </Container>
    </section>
  );
}

function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} className={classes.shelfMore}>
      {children}
      <IconArrowRight size={18} aria-hidden="true" />
    </Anchor>
  );
}

/** A signed-in reader's way back in (first, under the hero): the book to continue and drafts. */
export function HomeWelcomeBack() {
  const { user } = useSession();
  return user ? <HomeForYou /> : null;
}

function HomeForYou() {
  const { t } = useTranslation();
  const reading = useQuery({
    queryKey: homeKeys.continueReading(),
    queryFn: ({ signal }) => readingApi.history(null, signal),
  });
  const drafts = useQuery({
    queryKey: homeKeys.drafts(),
    queryFn: ({ signal }) => writeApi.list('all', 'draft', null, signal),
  });
  const book = reading.data?.ContinueReading ?? null;
  const draftList = (drafts.data?.List ?? []).slice(0, 3);
  if (!book && draftList.length === 0) return null;
  return (
    <Shelf id="home-for-you" title={t('homeShelves.forYou.title')}>
      <div className={classes.forYou}>
        {book ? (
          <div>
            <Title order={3} className={classes.forYouTitle}>
              {t('homeShelves.forYou.continue')}
            </Title>
            <BookGrid books={[book]} label={t('homeShelves.forYou.continue')} />
          </div>
        ) : null}
        {draftList.length > 0 ? (
          <div>
            <Title order={3} className={classes.forYouTitle}>
              {t('homeShelves.forYou.drafts')}
            </Title>
            <ul className={classes.draftList} aria-label={t('homeShelves.forYou.drafts')}>
              {draftList.map((draft) => (
                <li key={draft.BookId} className={classes.draft}>
                  <span className={classes.draftTitle}>{draft.Title || t('write.untitled')}</span>
                  <Text size="sm" c="dimmed" component="span">
                    {t(`formats.${draft.Type}.name`)}
                  </Text>
                  <Button
                    component={Link}
                    to={draft.EditorPath}
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={14} aria-hidden="true" />}
                    aria-label={t('homeShelves.forYou.keepWritingNamed', {
                      title: draft.Title || t('write.untitled'),
                    })}
                  >
                    {t('homeShelves.forYou.keepWriting')}
                  </Button>
                </li>
              ))}
            </ul>
            <MoreLink to="/yourstuff-write">{t('homeShelves.forYou.allDrafts')}</MoreLink>
          </div>
        ) : null}
      </div>
    </Shelf>
  );
}

function HomeBest() {
  const { t } = useTranslation();
  const best = useQuery(homeQueries.best());
  if (best.isSuccess && best.data.length === 0) return null;
  return (
    <Shelf id="home-best" title={t('homeShelves.best.title')} lead={t('homeShelves.best.lead')}>
      {best.isPending ? (
        <BookGridSkeleton label={t('homeShelves.loading')} count={4} />
      ) : best.isError ? (
        <LoadError
          title={t('homeShelves.error')}
          error={best.error}
          retryLabel={t('homeShelves.retry')}
          onRetry={() => void best.refetch()}
        />
      ) : (
        <BookGrid books={best.data.slice(0, SHELF_SIZE)} label={t('homeShelves.best.title')} />
      )}
    </Shelf>
  );
}

function HomeNewest() {
  const { t } = useTranslation();
  const [type, setType] = useState<BookType>('picturebook');
  const prefer = useBookLanguage();
  const newest = useQuery(homeQueries.newest(type, prefer));
  const books = (newest.data?.List ?? []).slice(0, SHELF_SIZE);
  return (
    <Shelf
      id="home-newest"
      title={t('homeShelves.newest.title')}
      more={
        <MoreLink to={`${listRouteOf[type]}?sort=recent`}>
          {t('homeShelves.newest.more', { kind: t(`formats.${type}.name`) })}
        </MoreLink>
      }
    >
      <SegmentedControl
        value={type}
        onChange={(value) => setType(value as BookType)}
        data={bookTypes.map((value) => ({ value, label: t(`formats.${value}.name`) }))}
        aria-label={t('homeShelves.newest.kind')}
        className={classes.kinds}
        mb="lg"
      />
      {newest.isPending ? (
        <BookGridSkeleton label={t('homeShelves.loading')} count={4} />
      ) : newest.isError ? (
        <LoadError
          title={t('homeShelves.error')}
          error={newest.error}
          retryLabel={t('homeShelves.retry')}
          onRetry={() => void newest.refetch()}
        />
      ) : books.length === 0 ? (
        <Text className={classes.shelfEmpty}>{t('homeShelves.newest.empty')}</Text>
      ) : (
        <BookGrid
          books={books}
          label={t('homeShelves.newest.listLabel', { kind: t(`formats.${type}.name`) })}
        />
      )}
    </Shelf>
  );
}

function HomeArtists() {
  const { t } = useTranslation();
  const artists = useQuery(homeQueries.artists());
  if (!artists.isSuccess || artists.data.length === 0) return null;
  return (
    <Shelf
      id="home-artists"
      title={t('homeShelves.artists.title')}
      lead={t('homeShelves.artists.lead')}
      more={<MoreLink to="/artists">{t('homeShelves.artists.more')}</MoreLink>}
    >
      <ArtistCards artists={artists.data} label={t('homeShelves.artists.title')} />
    </Shelf>
  );
}
