import { Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { type BookType, bookTypes } from '@storyloom/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { BookGrid, BookGridSkeleton } from '../../components/books/BookCard';
import { ListEmpty, ListError, ShowMore } from '../../components/books/ListStates';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';
import { membershipApi, membershipKeys, type WriterPage } from './api';
import classes from './MembersShowcase.module.css';

/** SPEC §2 /members-{kind}/{username?} route segment of each book type. */
export const membersRouteOf: Record<BookType, string> = {
  picturebook: '/members-picture-book',
  comic: '/members-comic',
  longform: '/members-longform-story',
  flashfiction: '/members-flash-fiction',
  poetry: '/members-poetry',
};

const withName = (path: string, username: string) =>
  username ? `${path}/${encodeURIComponent(username)}` : path;

/** All books, each type (with its count) and the badges: the showcase's own navigation. */
function ShowcaseLinks({
  username,
  type,
  page,
}: {
  username: string;
  type: BookType | null;
  page: WriterPage | undefined;
}) {
  const { t } = useTranslation();
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  return (
    <nav aria-label={t('membership.showcase.kinds')}>
      <ul className={classes.links}>
        <li>
          <Link
            to={withName('/members', username)}
            className={classes.link}
            aria-current={type === null ? 'page' : undefined}
          >
            {t('membership.showcase.all')}
            {count(page?.Total)}
          </Link>
        </li>
        {bookTypes.map((kind) => (
          <li key={kind}>
            <Link
              to={withName(membersRouteOf[kind], username)}
              className={classes.link}
              aria-current={type === kind ? 'page' : undefined}
            >
              {t(`formats.${kind}.name`)}
              {count(page?.Counts[kind])}
            </Link>
          </li>
        ))}
        <li>
          <Link to={withName('/members-badge', username)} className={classes.link}>
            {t('membership.showcase.badges')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/**
 * /members/{username?} and /members-picture-book, -comic, -flash-fiction, -longform-story,
 * -poetry (each {username?}): a member's published books, all or of one type, newest first.
 * Without a username, the signed-in member's own. Only what the public lists show (the reading
 * module's POST /api/Read/Writer): an account that may not appear in public is not found.
 */
export function MembersShowcasePage({ type = null }: { type?: BookType | null }) {
  const { t } = useTranslation();
  const { username: param = '' } = useParams();
  const { status, user } = useSession();
  const own = !param || param.toLowerCase() === user?.username.toLowerCase();
  const needsSignIn = !param && status === 'ready' && user === null;
  const books = useInfiniteQuery({
    queryKey: membershipKeys.writer(param || (user?.username ?? ''), type),
    queryFn: ({ pageParam, signal }) => membershipApi.writer(param, type, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.NextCursor,
    enabled: Boolean(param) || (status === 'ready' && user !== null),
    retry: (n, error) => !(isApiError(error) && error.code === 404) && n < 2,
  });
  const first = books.data?.pages[0];
  const list = books.data?.pages.flatMap((p) => p.List) ?? [];
  const name = first?.UserName ?? param;
  const kind = type ? t(`membership.showcase.kindsOf.${type}`) : '';
  const title = own
    ? type
      ? t('membership.showcase.ownKindTitle', { kind })
      : t('membership.showcase.ownTitle')
    : type
      ? t('membership.showcase.kindTitle', { name, kind })
      : t('membership.showcase.title', { name });
  const here = withName(type ? membersRouteOf[type] : '/members', param);
  const notFound = books.isError && isApiError(books.error) && books.error.code === 404;
  // An unknown name (or one not shown in public) is not repeated as if it were a member's.
  const heading = notFound ? t('screens.members') : title;

  if (needsSignIn) {
    return (
      <Container size="lg" py={{ base: 24, sm: 40 }} data-testid="members-showcase">
        <Stack gap="sm" align="flex-start">
          <Title order={1}>{title}</Title>
          <Text>{t('membership.showcase.signInToSee')}</Text>
          <Button component={Link} to={`/signin?redirect=${encodeURIComponent(here)}`}>
            {t('membership.signIn')}
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="xl" py={{ base: 24, sm: 40 }} data-testid="members-showcase">
      <Stack gap="lg">
        <div>
          <Text className={classes.eyebrow}>{t('membership.showcase.eyebrow')}</Text>
          <Title order={1} data-testid="members-title">
            {heading}
          </Title>
        </div>
        {notFound ? null : <ShowcaseLinks username={param} type={type} page={first} />}
        {status === 'loading' && !param ? (
          <Loader aria-label={t('membership.loading')} />
        ) : books.isPending ? (
          <BookGridSkeleton label={t('membership.loading')} />
        ) : notFound ? (
          <ListEmpty
            title={t('membership.showcase.notFoundTitle')}
            body={t('membership.showcase.notFoundBody')}
            actions={
              <Button component={Link} to="/picture-book">
                {t('membership.showcase.browse')}
              </Button>
            }
          />
        ) : books.isError && list.length === 0 ? (
          <ListError error={books.error} onRetry={() => void books.refetch()} />
        ) : list.length === 0 ? (
          <ListEmpty
            title={t('membership.showcase.emptyTitle')}
            body={
              own ? t('membership.showcase.emptyOwn') : t('membership.showcase.emptyBody', { name })
            }
            actions={
              own ? (
                <Button component={Link} to="/get-start">
                  {t('membership.showcase.write')}
                </Button>
              ) : (
                <Button component={Link} to="/picture-book" variant="light">
                  {t('membership.showcase.browse')}
                </Button>
              )
            }
          />
        ) : (
          <>
            <BookGrid books={list} label={title} />
            <ShowMore
              shown={list.length}
              hasNextPage={books.hasNextPage}
              isFetchingNextPage={books.isFetchingNextPage}
              fetchNextPage={() => void books.fetchNextPage()}
              nextPageError={books.isFetchNextPageError ? books.error : null}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
