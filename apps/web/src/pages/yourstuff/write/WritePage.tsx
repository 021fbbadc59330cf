import {
  Alert,
  Button,
  Container,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { type BookType, isBookType, type StoryState, storyStates } from '@storyloom/domain';
import { IconPencilPlus, IconTools } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../../api/client';
import {
  type BookSummary,
  type StateFilter,
  type TypeFilter,
  writeApi,
  writeKeys,
} from '../../../api/write';
import foxArt from '../../../assets/fox-lantern.svg';
import { ArtBand, EmptyState } from '../../../components/ArtStates';
import { ChipChoice } from '../../../components/art/ChipChoice';
import { StaffWorkPanel } from '../../../components/staff-work';
import { useTranslation } from '../../../i18n/react';
import { BookCard } from './BookCard';
import { BookInfoDrawer } from './BookInfoDrawer';
import { ComicOffers } from './ComicTransfers';
import { useBookMove } from './moves';
import classes from './Write.module.css';

/** The type tabs, in the order of SPEC §1's formats as the brief lists them. */
const typeTabs: readonly TypeFilter[] = [
  'all',
  'picturebook',
  'longform',
  'flashfiction',
  'poetry',
  'comic',
];

/**
 * Where the type choice lives: /yourstuff/{type} has it in the path; /yourstuff-write (where a
 * class student always lands, guard 7 turning /yourstuff/... back to it) keeps it in `?type=`.
 */
function useTypeChoice(): [TypeFilter, (type: TypeFilter) => void] {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const onWrite = location.pathname.startsWith('/yourstuff-write');
  const raw = onWrite ? search.get('type') : params.type;
  const type: TypeFilter = isBookType(raw) ? raw : 'all';
  const choose = (next: TypeFilter) => {
    if (onWrite)
      void navigate(next === 'all' ? '/yourstuff-write' : `/yourstuff-write?type=${next}`);
    else void navigate(next === 'all' ? '/yourstuff' : `/yourstuff/${next}`);
  };
  return [type, choose];
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" data-testid="write-loading">
      <VisuallyHidden>{t('write.loading')}</VisuallyHidden>
      <ul className={classes.list} aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <li key={i} className={classes.card}>
            <Skeleton width={96} height={120} radius={12} />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={18} width="80%" radius="xl" />
              <Skeleton height={12} width="50%" radius="xl" />
              <Skeleton height={12} width="60%" radius="xl" />
              <Skeleton height={28} width={120} radius="md" mt="auto" />
            </Stack>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /yourstuff-write and /yourstuff/{type}: the writer's books by type and state, newest change
 * first, a page at a time (WriteList), with counts (getWriteBookCount), details and the moves.
 */
export function WritePage() {
  const { t } = useTranslation();
  const [type, setType] = useTypeChoice();
  const [state, setState] = useState<StateFilter>('all');
  const [details, setDetails] = useState<BookSummary | null>(null);
  const mover = useBookMove();

  const counts = useQuery({
    queryKey: writeKeys.count(),
    queryFn: ({ signal }) => writeApi.count(signal),
  });
  const list = useInfiniteQuery({
    queryKey: writeKeys.list(type, state),
    queryFn: ({ pageParam, signal }) => writeApi.list(type, state, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.NextCursor,
  });
  const books = list.data?.pages.flatMap((page) => page.List) ?? [];
  const total = counts.data?.count;
  const byType = counts.data?.ByType;
  const byState = counts.data?.ByState;

  const typeLabel = (value: TypeFilter) => {
    const label = t(`write.types.${value}`);
    const count = value === 'all' ? total : byType?.[value as BookType];
    return count === undefined ? label : t('write.withCount', { label, count });
  };
  const stateOptions = [
    { value: 'all', label: t('write.states.all') },
    ...storyStates.map((s: StoryState) => ({
      value: s,
      label:
        byState === undefined
          ? t(`write.states.${s}`)
          : t('write.withCount', { label: t(`write.states.${s}`), count: byState[s] }),
    })),
  ];

  const nothingAtAll = total === 0 && list.isSuccess && books.length === 0;

  return (
    <>
      <ArtBand
        eyebrow={t('write.eyebrow')}
        title={t('write.title')}
        lead={t('write.lead')}
        art={foxArt}
        titleId="write-title"
        actions={
          <>
            <Button
              component={Link}
              to="/get-start"
              leftSection={<IconPencilPlus size={18} aria-hidden="true" />}
            >
              {t('write.newBook')}
            </Button>
            <Button
              component={Link}
              to="/yourstuff-tools"
              variant="outline"
              color="ink.8"
              leftSection={<IconTools size={18} aria-hidden="true" />}
            >
              {t('write.tools')}
            </Button>
          </>
        }
      />
      <Container size="xl" w="100%" py={{ base: 20, sm: 32 }}>
        <Stack gap="lg">
          <StaffWorkPanel />
          <ComicOffers />
          {nothingAtAll ? null : (
            <div className={classes.filters}>
              <ChipChoice<TypeFilter>
                label={t('write.typeFilter')}
                options={typeTabs.map((value) => ({ value, label: typeLabel(value) }))}
                value={type}
                onChange={setType}
              />
              <Select
                className={classes.stateSelect}
                label={t('write.stateFilter')}
                data={stateOptions}
                value={state}
                onChange={(value) => setState((value as StateFilter | null) ?? 'all')}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                data-testid="state-filter"
              />
            </div>
          )}
          {list.isPending ? (
            <ListSkeleton />
          ) : list.isError ? (
            <Alert color="ember" role="alert" title={t('write.loadFailed')}>
              <Text>{apiErrorMessage(list.error)}</Text>
              <Button variant="subtle" onClick={() => void list.refetch()} mt="xs">
                {t('write.retry')}
              </Button>
            </Alert>
          ) : nothingAtAll ? (
            <EmptyState
              testId="write-empty"
              art={foxArt}
              title={t('write.empty.title')}
              body={t('write.empty.body')}
              actions={
                <Button component={Link} to="/get-start" size="md">
                  {t('write.empty.action')}
                </Button>
              }
            />
          ) : books.length === 0 ? (
            <EmptyState
              testId="write-none"
              title={t('write.none.title')}
              body={t('write.none.body')}
              actions={
                <Button
                  variant="outline"
                  onClick={() => {
                    setState('all');
                    setType('all');
                  }}
                >
                  {t('write.none.clear')}
                </Button>
              }
            />
          ) : (
            <>
              <ul className={classes.list} aria-label={t('write.listLabel')}>
                {books.map((book) => (
                  <li key={book.BookId}>
                    <BookCard
                      book={book}
                      busy={mover.pending?.startsWith(`${book.BookId}:`) ?? false}
                      onMove={(b, move) => void mover.run(b, move)}
                      onDetails={setDetails}
                    />
                  </li>
                ))}
              </ul>
              <Group justify="center" gap="md">
                <Text size="sm" c="dimmed" role="status" aria-live="polite">
                  {t('write.shown', { count: books.length })}
                </Text>
                {list.hasNextPage ? (
                  <Button
                    variant="outline"
                    color="ink.8"
                    onClick={() => void list.fetchNextPage()}
                    loading={list.isFetchingNextPage}
                  >
                    {t('write.loadMore')}
                  </Button>
                ) : null}
              </Group>
            </>
          )}
        </Stack>
      </Container>
      <BookInfoDrawer book={details} onClose={() => setDetails(null)} />
    </>
  );
}
