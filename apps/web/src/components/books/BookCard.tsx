import { Anchor, Badge, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { BookType } from '@storyloom/domain';
import {
  IconBook2,
  IconFeather,
  IconLayoutGrid,
  IconLock,
  IconNotebook,
  IconPhoto,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListEntry } from '../../api/reading-lists';
import { useTranslation } from '../../i18n/react';
import classes from './BookList.module.css';

const typeIcons: Record<BookType, typeof IconBook2> = {
  picturebook: IconPhoto,
  comic: IconLayoutGrid,
  longform: IconBook2,
  flashfiction: IconNotebook,
  poetry: IconFeather,
};

/** The book's language by its SPEC §3 code, in the interface language. */
export function useLanguageName() {
  const { t } = useTranslation();
  return (code: string) => t(`publish.languages.${code}`, { defaultValue: code });
}

/**
 * One book: cover, title (its link covers the card and opens `ReaderPath`), author, the cover
 * art's credit, age level, language and the members-only marker. `extra` goes under the labels
 * (reading progress, for instance).
 */
export function BookCard({
  book,
  extra,
  eager = false,
}: {
  book: ListEntry;
  extra?: ReactNode;
  /** Load the cover at once: the grid's first cards, on the first screen of a list (an LCP). */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const TypeIcon = typeIcons[book.Type] ?? IconBook2;
  const cover = book.CoverImage?.ThumbUrl || book.CoverImage?.Url;
  return (
    <li
      className={classes.card}
      data-testid="book-card"
      data-book-id={book.StoryBookId}
      data-age={book.AgeLevel}
      data-language={book.Language}
    >
      {cover ? (
        <img src={cover} alt="" className={classes.cover} loading={eager ? 'eager' : 'lazy'} />
      ) : (
        <div className={classes.coverBlank} aria-hidden="true">
          <TypeIcon size={48} stroke={1.5} />
        </div>
      )}
      {book.MembersOnly ? (
        <Badge
          className={classes.members}
          color="plum.8"
          leftSection={<IconLock size={12} aria-hidden="true" />}
          data-testid="book-members-only"
        >
          {t('lists.card.membersOnly')}
        </Badge>
      ) : null}
      <div className={classes.cardBody}>
        <Link to={book.ReaderPath} className={classes.cardTitle}>
          {book.Title}
        </Link>
        {book.Author ? (
          <Text className={classes.credit}>{t('lists.card.byAuthor', { name: book.Author })}</Text>
        ) : null}
        {book.Artist ? (
          <Text className={classes.credit}>
            {t('lists.card.artBy')}{' '}
            <Anchor
              component={Link}
              to={`/artist/${encodeURIComponent(book.Artist.Slug)}`}
              className={classes.creditLink}
              inherit
            >
              {book.Artist.Name}
            </Anchor>
          </Text>
        ) : null}
        <Group gap={6} className={classes.badges}>
          <Badge variant="light" color="sky" c="sky.9" tt="none" data-testid="book-age">
            {t(`lists.card.ages.${book.AgeLevel}`, { defaultValue: book.AgeLevel })}
          </Badge>
          <Badge variant="light" color="meadow" c="meadow.9" data-testid="book-language">
            {languageName(book.Language)}
          </Badge>
        </Group>
        {extra}
      </div>
    </li>
  );
}

/** How many of a grid's first covers load at once (a phone shows one card across, a tablet two). */
const eagerCovers = 2;

/** A grid of book cards, as a list named by `label`. */
export function BookGrid({
  books,
  label,
  extra,
}: {
  books: readonly ListEntry[];
  label: string;
  extra?: (book: ListEntry) => ReactNode;
}) {
  return (
    <ul className={classes.grid} aria-label={label} data-testid="book-grid">
      {books.map((book, index) => (
        <BookCard
          key={book.StoryBookId}
          book={book}
          extra={extra?.(book)}
          // The first covers are a list's largest first-screen picture on a phone: a lazy one
          // would wait for layout before it is even asked for (decision 077).
          eager={index < eagerCovers}
        />
      ))}
    </ul>
  );
}

/** Grey cards while the first page loads; the words are for screen readers. */
export function BookGridSkeleton({ label, count = 8 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-live="polite" data-testid="books-loading">
      <VisuallyHidden component="span">{label}</VisuallyHidden>
      <ul className={classes.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className={classes.card}>
            <Skeleton className={classes.cover} radius={0} />
            <Stack gap={8} p={14}>
              <Skeleton height={18} width="80%" radius="xl" />
              <Skeleton height={12} width="50%" radius="xl" />
              <Skeleton height={20} width="60%" radius="xl" />
            </Stack>
          </li>
        ))}
      </ul>
    </div>
  );
}
