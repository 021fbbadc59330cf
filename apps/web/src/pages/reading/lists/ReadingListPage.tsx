import { Button, Chip, Container, Group, NativeSelect, Text, Title } from '@mantine/core';
import {
  ageGroups,
  type BookType,
  bookCategories,
  bookLanguages,
  bookTypes,
} from '@storyloom/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  defaultFilters,
  filtersFrom,
  filtersQuery,
  hasFilters,
  type ListFilters,
  listRouteOf,
  listSorts,
} from '../../../api/list-filters';
import { listQuery, useBookLanguage } from '../../../api/reading-lists';
import { BookGrid, BookGridSkeleton } from '../../../components/books/BookCard';
import { ListEmpty, ListError, ShowMore } from '../../../components/books/ListStates';
import { formatArt } from '../../../components/formatArt';
import { useTranslation } from '../../../i18n/react';
import { useOwnSearchParams } from '../search/own-params';
import classes from './Lists.module.css';

type FilterName = 'age' | 'sort' | 'lang' | 'category';

/** The control a filter change came from gets the focus back on the new address's screen. */
interface FocusState {
  listFocus?: FilterName;
}

/** Links to the five lists; the one shown is marked as the current page. */
function TypeLinks({ type }: { type: BookType }) {
  const { t } = useTranslation();
  const row = useRef<HTMLUListElement>(null);
  // On phones the row scrolls sideways: bring the current kind into view.
  useEffect(() => {
    const current = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row.current && current && row.current.scrollWidth > row.current.clientWidth) {
      row.current.scrollLeft = current.offsetLeft - row.current.offsetLeft - 16;
    }
  }, []);
  return (
    <nav aria-label={t('lists.typesLabel')}>
      <ul className={classes.types} ref={row}>
        {bookTypes.map((other) => (
          <li key={other}>
            <Link
              to={listRouteOf[other]}
              className={classes.typeLink}
              aria-current={other === type ? 'page' : undefined}
            >
              {t(`formats.${other}.name`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Filters({
  filters,
  onChange,
}: {
  filters: ListFilters;
  onChange: (next: ListFilters, from: FilterName) => void;
}) {
  const { t } = useTranslation();
  return (
    <search>
      <Chip.Group
        multiple={false}
        value={filters.age}
        onChange={(value) => {
          const age = ageGroups.find((g) => g.id === value)?.id ?? 'all';
          onChange({ ...filters, age }, 'age');
        }}
      >
        <Group
          gap="xs"
          className={classes.ages}
          role="radiogroup"
          aria-label={t('lists.filters.age')}
          data-filter="age"
        >
          {ageGroups.map((group) => (
            <Chip key={group.id} value={group.id} variant="filled" color="ink.8">
              {group.id === 'all' ? t('lists.filters.allAges') : t(`publish.ageLevels.${group.id}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <div className={classes.filters}>
        <NativeSelect
          data-filter="sort"
          label={t('lists.filters.sort')}
          value={filters.sort}
          data={listSorts.map((sort) => ({ value: sort, label: t(`lists.sorts.${sort}`) }))}
          onChange={(event) => {
            const sort = listSorts.find((s) => s === event.currentTarget.value);
            onChange({ ...filters, sort: sort ?? defaultFilters.sort }, 'sort');
          }}
        />
        <NativeSelect
          data-filter="lang"
          label={t('lists.filters.language')}
          value={filters.lang}
          data={[
            { value: 'all', label: t('lists.filters.allLanguages') },
            ...bookLanguages.map((code) => ({
              value: code,
              label: t(`publish.languages.${code}`),
            })),
          ]}
          onChange={(event) => {
            const lang = bookLanguages.find((l) => l === event.currentTarget.value);
            onChange({ ...filters, lang: lang ?? 'all' }, 'lang');
          }}
        />
        <NativeSelect
          data-filter="category"
          label={t('lists.filters.category')}
          value={filters.category ?? ''}
          data={[
            { value: '', label: t('lists.filters.allCategories') },
            ...bookCategories.map((c) => ({ value: c, label: t(`publish.categories.${c}`) })),
          ]}
          onChange={(event) => {
            const category = bookCategories.find((c) => c === event.currentTarget.value);
            onChange({ ...filters, category: category ?? null }, 'category');
          }}
        />
      </div>
    </search>
  );
}

/**
 * The filters of the address in the browser's bar when it is this list's: a navigation renders
 * as a transition, so for a moment after a choice this screen still shows the filters before it.
 * A second quick choice is applied to the newest address, so the first one is not lost (it was:
 * 9+ then Spanish gave ?lang=es).
 */
function latestFilters(path: string, shown: ListFilters): ListFilters {
  if (typeof window === 'undefined' || window.location.pathname !== path) return shown;
  return filtersFrom(new URLSearchParams(window.location.search));
}

/**
 * A public list of one book type (/picture-book, /comic, /longform-story, /flash-fiction,
 * /poetry). The filters are in the address (`filters.ts`); the screen is kept alive per address,
 * so it reads its own address's query (`useOwnSearchParams`), never the one being shown.
 */
export function ReadingListPage({ type }: { type: BookType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useOwnSearchParams();
  const filters = filtersFrom(params);
  const path = listRouteOf[type];
  // Kept-alive screens of other addresses stay in the page: ids must be this screen's own.
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);

  const prefer = useBookLanguage();
  const books = useInfiniteQuery(listQuery(type, filters, prefer));
  const list = books.data?.pages.flatMap((page) => page.List) ?? [];

  // A filter change opens the new address's screen: give the focus back to the same control.
  const focusFrom = (location.state as FocusState | null)?.listFocus;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when this screen first shows
  useEffect(() => {
    if (!focusFrom) return;
    const control = root.current?.querySelector<HTMLElement>(`[data-filter="${focusFrom}"]`);
    const target =
      focusFrom === 'age' ? control?.querySelector<HTMLInputElement>('input:checked') : control;
    target?.focus();
  }, []);

  const change = (next: ListFilters, from: FilterName) => {
    const choice = { ...latestFilters(path, filters), [from]: next[from] } as ListFilters;
    navigate(`${path}${filtersQuery(choice)}`, { state: { listFocus: from } satisfies FocusState });
  };

  const filtered = hasFilters(filters);

  return (
    <div data-testid="reading-list" data-type={type} ref={root}>
      <section className={classes.band} aria-labelledby={titleId}>
        <Container size="xl" className={classes.bandInner}>
          <img src={formatArt[type]} alt="" width={220} height={176} className={classes.bandArt} />
          <Text className={classes.eyebrow}>{t('lists.eyebrow')}</Text>
          <Title order={1} id={titleId} className={classes.title}>
            {t(`formats.${type}.name`)}
          </Title>
          <Text className={classes.lead}>{t(`lists.leads.${type}`)}</Text>
          <TypeLinks type={type} />
          <Filters filters={filters} onChange={change} />
        </Container>
      </section>
      <Container size="xl" className={classes.body}>
        <h2 className={classes.visuallyHidden}>{t('lists.booksHeading')}</h2>
        {books.isPending ? (
          <BookGridSkeleton label={t('lists.loading')} />
        ) : books.isError && list.length === 0 ? (
          <ListError error={books.error} onRetry={() => void books.refetch()} />
        ) : list.length === 0 ? (
          <ListEmpty
            title={filtered ? t('lists.emptyFilteredTitle') : t('lists.emptyTitle')}
            body={filtered ? t('lists.emptyFilteredBody') : t('lists.emptyBody')}
            actions={
              filtered ? (
                <Button
                  variant="light"
                  onClick={() =>
                    navigate(`${path}${filtersQuery({ ...defaultFilters, sort: filters.sort })}`)
                  }
                >
                  {t('lists.clearFilters')}
                </Button>
              ) : (
                <Button component={Link} to="/get-start">
                  {t('lists.writeOne')}
                </Button>
              )
            }
          />
        ) : (
          <>
            <BookGrid books={list} label={t(`formats.${type}.name`)} />
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
