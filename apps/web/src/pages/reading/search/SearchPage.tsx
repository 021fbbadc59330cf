import {
  Anchor,
  Badge,
  Button,
  Chip,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  type ArtistHit,
  type BookHit,
  isSearchType,
  type SearchType,
  searchQueries,
  searchTypes,
} from '../../../api/search';
import { ArtBand } from '../../../components/ArtStates';
import { LoadError } from '../../../components/LoadError';
import { useTranslation } from '../../../i18n/react';
import { Highlight } from './highlight';
import { useOwnSearchParams } from './own-params';
import classes from './Search.module.css';

/** The address of a search: the key in the path, a type other than "all" in `?type=`. */
export function searchPath(key: string, type: SearchType): string {
  const trimmed = key.trim();
  const base = trimmed ? `/search/${encodeURIComponent(trimmed)}` : '/search';
  return type === 'all' ? base : `${base}?type=${type}`;
}

function typeLabelKey(type: SearchType): string {
  return `search.types.${type}`;
}

/** A failed call: what went wrong, and a button to try again. */
function ErrorBox({
  error,
  onRetry,
  testId,
}: {
  error: unknown;
  onRetry: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <LoadError
      title={t('search.errorTitle')}
      error={error}
      retryLabel={t('search.retry')}
      onRetry={onRetry}
      testId={testId}
    />
  );
}

function BooksSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="search-loading">
      <span className={classes.visuallyHidden}>{label}</span>
      <ul className={classes.bookList} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={classes.bookCard}>
            <Skeleton className={classes.cover} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={18} width="60%" radius="xl" />
              <Skeleton height={12} width="30%" radius="xl" />
              <Skeleton height={12} width="90%" radius="xl" />
            </Stack>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BookResult({ book, searchKey }: { book: BookHit; searchKey: string }) {
  const { t } = useTranslation();
  return (
    <li className={classes.bookCard} data-testid="search-book" data-book-id={book.StoryBookId}>
      {book.CoverUrl ? (
        <img src={book.CoverUrl} alt="" className={classes.cover} loading="lazy" />
      ) : (
        <div className={classes.cover} aria-hidden="true" />
      )}
      <div className={classes.bookText}>
        <Anchor component={Link} to={book.ReaderPath} className={classes.bookTitle}>
          <Highlight text={book.Title} searchKey={searchKey} />
        </Anchor>
        <Group gap="xs" mt={4}>
          {/* Dark text on a pale badge: sky.7 on its light tint was 1.96:1 (issue 13). */}
          <Badge color="sky.1" c="sky.9" data-testid="search-book-type">
            {t(typeLabelKey(book.BookType))}
          </Badge>
          <Badge variant="outline" color="ink.8">
            {book.AgeLevel}
          </Badge>
          {book.AuthorName ? (
            <Text size="sm" c="dimmed">
              {t('search.byAuthor')} <Highlight text={book.AuthorName} searchKey={searchKey} />
            </Text>
          ) : null}
        </Group>
        {book.Summary ? (
          <Text size="sm" mt={6} className={classes.summary}>
            <Highlight text={book.Summary} searchKey={searchKey} />
          </Text>
        ) : null}
        {book.Tags.length > 0 ? (
          <Text size="xs" c="dimmed" mt={4}>
            {book.Tags.map((tag, index) => (
              <span key={tag}>
                {index > 0 ? ' · ' : ''}#<Highlight text={tag} searchKey={searchKey} />
              </span>
            ))}
          </Text>
        ) : null}
      </div>
    </li>
  );
}

function ArtistResult({ artist, searchKey }: { artist: ArtistHit; searchKey: string }) {
  const { t } = useTranslation();
  const sample = artist.Samples[0];
  return (
    <li className={classes.artistCard} data-testid="search-artist">
      {sample ? (
        <img src={sample.ThumbUrl} alt="" className={classes.artistThumb} loading="lazy" />
      ) : (
        <div className={classes.artistThumb} aria-hidden="true" />
      )}
      <div>
        <Anchor component={Link} to={`/artist/${artist.Slug}`} fw={700}>
          <Highlight text={artist.Name} searchKey={searchKey} />
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('search.artworkCount', { count: artist.ArtworkCount })}
        </Text>
      </div>
    </li>
  );
}

/** Nothing found, or nothing asked yet: words to try and places to browse. */
function Suggestions({ onPick }: { onPick: (word: string) => void }) {
  const { t } = useTranslation();
  const words = t('search.suggestionWords', { returnObjects: true });
  const list = Array.isArray(words) ? words.filter((w): w is string => typeof w === 'string') : [];
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('search.tryWords')}</Text>
      <Group gap="xs">
        {list.map((word) => (
          <Button
            key={word}
            variant="light"
            color="sun"
            c="ink.9"
            radius="xl"
            onClick={() => onPick(word)}
          >
            {word}
          </Button>
        ))}
      </Group>
      <Group gap="sm" mt="xs">
        <Button component={Link} to="/artwork" variant="outline" color="ink.8">
          {t('search.browseArt')}
        </Button>
        <Button component={Link} to="/picture-book" variant="outline" color="ink.8">
          {t('search.browseBooks')}
        </Button>
      </Group>
    </Stack>
  );
}

function Results({ searchKey, type }: { searchKey: string; type: SearchType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The same queries the server render reads first (ssr-queries.ts, decision 078).
  const books = useInfiniteQuery(searchQueries.books(searchKey, type));
  const artists = useQuery(searchQueries.artists(searchKey));
  const bookList = books.data?.pages.flatMap((page) => page.List) ?? [];
  const artistList = artists.data?.List ?? [];
  const nothing =
    books.isSuccess && artists.isSuccess && bookList.length === 0 && artistList.length === 0;

  if (nothing) {
    return (
      <section className={classes.empty} data-testid="search-empty" aria-live="polite">
        <Title order={2} className={classes.sectionTitle}>
          {t('search.emptyTitle', { key: searchKey })}
        </Title>
        <Text mb="md">{type === 'all' ? t('search.emptyBody') : t('search.emptyBodyType')}</Text>
        {type !== 'all' ? (
          <Button mb="md" variant="light" onClick={() => navigate(searchPath(searchKey, 'all'))}>
            {t('search.allTypes')}
          </Button>
        ) : null}
        <Suggestions onPick={(word) => navigate(searchPath(word, type))} />
      </section>
    );
  }

  return (
    <Stack gap={40}>
      <section aria-labelledby="search-books-title" data-testid="search-books">
        <Title order={2} id="search-books-title" className={classes.sectionTitle}>
          {t('search.books')}
        </Title>
        {books.isPending ? (
          <BooksSkeleton label={t('search.loading')} />
        ) : books.isError && bookList.length === 0 ? (
          <ErrorBox
            error={books.error}
            onRetry={() => void books.refetch()}
            testId="search-books-error"
          />
        ) : bookList.length === 0 ? (
          <Text c="dimmed" data-testid="search-books-none">
            {t('search.noBooks')}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" mb="sm" role="status">
              {t('search.booksShown', { count: bookList.length })}
            </Text>
            <ul className={classes.bookList}>
              {bookList.map((book) => (
                <BookResult key={book.StoryBookId} book={book} searchKey={searchKey} />
              ))}
            </ul>
            {books.isFetchNextPageError ? (
              <ErrorBox
                error={books.error}
                onRetry={() => void books.fetchNextPage()}
                testId="search-more-error"
              />
            ) : books.hasNextPage ? (
              <Group justify="center" mt="lg">
                <Button
                  variant="outline"
                  color="ink.8"
                  loading={books.isFetchingNextPage}
                  onClick={() => void books.fetchNextPage()}
                >
                  {t('search.loadMore')}
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </section>
      <section aria-labelledby="search-artists-title" data-testid="search-artists">
        <Title order={2} id="search-artists-title" className={classes.sectionTitle}>
          {t('search.artists')}
        </Title>
        {artists.isPending ? (
          <Skeleton height={64} radius="md" aria-hidden="true" />
        ) : artists.isError ? (
          <ErrorBox
            error={artists.error}
            onRetry={() => void artists.refetch()}
            testId="search-artists-error"
          />
        ) : artistList.length === 0 ? (
          <Text c="dimmed">{t('search.noArtists')}</Text>
        ) : (
          <ul className={classes.artistList}>
            {artistList.map((artist) => (
              <ArtistResult key={artist.Slug} artist={artist} searchKey={searchKey} />
            ))}
          </ul>
        )}
      </section>
    </Stack>
  );
}

/** /search/{searchKey?}: the search box, type filters, and matching books and artists. */
export function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { searchKey: rawKey = '' } = useParams();
  const params = useOwnSearchParams();
  const typeParam = params.get('type');
  const type: SearchType = isSearchType(typeParam) ? typeParam : 'all';
  const searchKey = rawKey.trim();
  const [draft, setDraft] = useState(searchKey);

  // Back and forward change the address: the box follows it.
  useEffect(() => {
    setDraft(searchKey);
  }, [searchKey]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    navigate(searchPath(draft, type));
  };

  return (
    <div data-testid="search-page">
      <ArtBand
        tone="sky"
        size="lg"
        titleId="search-title"
        title={t('search.title')}
        lead={t('search.lead')}
      >
        <search>
          <form onSubmit={submit} className={classes.form}>
            <TextInput
              size="xl"
              radius="xl"
              className={classes.input}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              aria-label={t('search.label')}
              placeholder={t('search.placeholder')}
              maxLength={200}
              leftSection={<IconSearch size={24} aria-hidden="true" />}
            />
            <Button type="submit" size="xl" radius="xl" color="ember.7">
              {t('search.submit')}
            </Button>
          </form>
        </search>
        <Chip.Group
          multiple={false}
          value={type}
          onChange={(value) => navigate(searchPath(searchKey, isSearchType(value) ? value : 'all'))}
        >
          <Group gap="xs" mt="md" role="radiogroup" aria-label={t('search.typeFilter')}>
            {searchTypes.map((option) => (
              <Chip key={option} value={option} variant="filled" color="ink.8">
                {t(typeLabelKey(option))}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ArtBand>
      <Container size="lg" className={classes.body}>
        {searchKey ? (
          <Results searchKey={searchKey} type={type} />
        ) : (
          <section className={classes.empty} data-testid="search-start">
            <Title order={2} className={classes.sectionTitle}>
              {t('search.startTitle')}
            </Title>
            <Suggestions onPick={(word) => navigate(searchPath(word, type))} />
          </section>
        )}
      </Container>
    </div>
  );
}
