import { Button, Group, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { LoadError } from '../LoadError';
import classes from './BookList.module.css';

/** A failed call: what went wrong, and a button to try again. */
export function ListError({
  error,
  onRetry,
  testId = 'books-error',
}: {
  error: unknown;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <LoadError
      title={t('lists.errorTitle')}
      error={error}
      retryLabel={t('lists.retry')}
      onRetry={onRetry}
      testId={testId}
    />
  );
}

/** Nothing to show: a title, a line and what to do instead. */
export function ListEmpty({
  title,
  body,
  actions,
}: {
  title: string;
  body: string;
  actions?: ReactNode;
}) {
  return (
    <section className={classes.state} data-testid="books-empty" aria-live="polite">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text mt="xs">{body}</Text>
      {actions ? (
        <Group justify="center" mt="md">
          {actions}
        </Group>
      ) : null}
    </section>
  );
}

/**
 * "Show more" under a paged list: the count shown (announced), the button while there is a next
 * page, and a retry when loading the next page failed. Loaded books stay.
 */
export function ShowMore({
  shown,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  nextPageError,
}: {
  shown: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  nextPageError: unknown;
}) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  // After "Show more", the focus goes to the first new book (the grid just before this).
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    const cards = root.current?.previousElementSibling?.querySelectorAll(
      '[data-testid="book-card"]',
    );
    cards?.[from]?.querySelector<HTMLElement>('a')?.focus();
  }, [shown]);
  return (
    <Group ref={root} justify="center" mt="xl" gap="md" style={{ flexDirection: 'column' }}>
      <Text size="sm" c="dimmed" role="status" data-testid="books-shown">
        {t('lists.shown', { count: shown })}
      </Text>
      {nextPageError ? (
        <ListError error={nextPageError} onRetry={fetchNextPage} testId="books-more-error" />
      ) : hasNextPage ? (
        <Button
          size="md"
          radius="xl"
          variant="outline"
          color="ink.8"
          loading={isFetchingNextPage}
          onClick={() => {
            focusFrom.current = shown;
            fetchNextPage();
          }}
          data-testid="books-more"
        >
          {t('lists.showMore')}
        </Button>
      ) : shown > 0 ? (
        <Text size="sm" c="dimmed">
          {t('lists.end')}
        </Text>
      ) : null}
    </Group>
  );
}
