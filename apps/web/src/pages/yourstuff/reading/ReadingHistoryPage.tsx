import { Button, Container, Progress, Stack, Text, Title } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type HistoryEntry, readingApi, readingKeys } from '../../../api/reading-lists';
import bookArt from '../../../assets/format-longform.svg';
import { ArtBand } from '../../../components/ArtStates';
import { BookGrid, BookGridSkeleton } from '../../../components/books/BookCard';
import { ListEmpty, ListError, ShowMore } from '../../../components/books/ListStates';
import { useTranslation } from '../../../i18n/react';
import { readPercent } from './progress';
import classes from './Reading.module.css';

/** "40% read" (or "Finished") with a bar that says the same to screen readers. */
function ReadProgress({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation();
  const percent = readPercent(entry);
  const words = entry.Progress.Finished
    ? t('yourReading.history.finished')
    : t('yourReading.history.progress', { percent });
  return (
    <Stack gap={4} mt={4} data-testid="read-progress">
      <Progress.Root size="md" radius="xl">
        <Progress.Section
          value={percent}
          color={entry.Progress.Finished ? 'meadow.7' : 'ember.6'}
          aria-label={t('yourReading.history.progressLabel')}
        />
      </Progress.Root>
      <Text size="sm" fw={600} c="ink.8">
        {words}
      </Text>
    </Stack>
  );
}

/** The newest unfinished book, big, with its place and a button back into it. */
function ContinueReading({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation();
  const cover = entry.CoverImage?.ThumbUrl || entry.CoverImage?.Url;
  return (
    <section
      className={`${classes.section} ${classes.continue}`}
      aria-labelledby="continue-title"
      data-testid="continue-reading"
    >
      {cover ? (
        <img src={cover} alt="" className={classes.continueCover} />
      ) : (
        <img src={bookArt} alt="" className={classes.continueCover} />
      )}
      <Stack gap="xs">
        <Title order={2} id="continue-title" className={classes.sectionTitle} mb={0}>
          {t('yourReading.history.continueTitle')}
        </Title>
        <Text className={classes.continueTitle}>{entry.Title}</Text>
        {entry.Author ? (
          <Text c="ink.7">{t('lists.card.byAuthor', { name: entry.Author })}</Text>
        ) : null}
        <ReadProgress entry={entry} />
        <div>
          <Button
            component={Link}
            to={entry.ReaderPath}
            size="md"
            radius="xl"
            mt="xs"
            leftSection={<IconBook2 size={18} aria-hidden="true" />}
            aria-label={`${t('yourReading.history.continueCta')}: ${entry.Title}`}
          >
            {t('yourReading.history.continueCta')}
          </Button>
        </div>
      </Stack>
    </section>
  );
}

/** /yourstuff-read: the signed-in reader's history, "continue reading" first, then every book. */
export function ReadingHistoryPage() {
  const { t } = useTranslation();
  const history = useInfiniteQuery({
    queryKey: readingKeys.history(),
    queryFn: ({ pageParam, signal }) => readingApi.history(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.NextCursor,
  });
  const list = history.data?.pages.flatMap((page) => page.List) ?? [];
  const continueEntry = history.data?.pages[0]?.ContinueReading ?? null;
  const progressOf = new Map(list.map((entry) => [entry.StoryBookId, entry]));

  return (
    <div data-testid="your-reading">
      <ArtBand
        eyebrow={t('yourReading.eyebrow')}
        title={t('yourReading.history.title')}
        lead={t('yourReading.history.lead')}
        art={bookArt}
        tone="sky"
        titleId="your-reading-title"
      />
      <Container size="xl" className={classes.body}>
        {history.isPending ? (
          <BookGridSkeleton label={t('lists.loading')} />
        ) : history.isError && list.length === 0 ? (
          <ListError error={history.error} onRetry={() => void history.refetch()} />
        ) : list.length === 0 ? (
          <ListEmpty
            title={t('yourReading.history.emptyTitle')}
            body={t('yourReading.history.emptyBody')}
            actions={
              <Button component={Link} to="/picture-book">
                {t('yourReading.history.browse')}
              </Button>
            }
          />
        ) : (
          <>
            {continueEntry ? <ContinueReading entry={continueEntry} /> : null}
            <section className={classes.section} aria-labelledby="recently-read-title">
              <Title order={2} id="recently-read-title" className={classes.sectionTitle}>
                {t('yourReading.history.listTitle')}
              </Title>
              <BookGrid
                books={list}
                label={t('yourReading.history.listTitle')}
                extra={(book) => {
                  const entry = progressOf.get(book.StoryBookId);
                  return entry ? <ReadProgress entry={entry} /> : null;
                }}
              />
              <ShowMore
                shown={list.length}
                hasNextPage={history.hasNextPage}
                isFetchingNextPage={history.isFetchingNextPage}
                fetchNextPage={() => void history.fetchNextPage()}
                nextPageError={history.isFetchNextPageError ? history.error : null}
              />
            </section>
          </>
        )}
      </Container>
    </div>
  );
}
