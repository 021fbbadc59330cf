import { Button, Group, Loader, Text } from '@mantine/core';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Artwork, ArtworkPage } from '../api/art';
import { useTranslation } from '../i18n/react';

/** A cursor-paged artwork list as TanStack Query's infinite query; `artworks` is every page. */
export function useArtworkPages(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<ArtworkPage>,
  enabled = true,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ArtworkPage) => last.NextCursor,
    enabled,
  });
  const artworks: Artwork[] = query.data?.pages.flatMap((page) => page.List) ?? [];
  return { ...query, artworks };
}

/**
 * The end of a paged list: loads the next page by itself when it scrolls into view (infinite
 * scroll), and offers a button for keyboards, screen readers and browsers without the observer.
 */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  shown,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  shown: number;
}) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Group justify="center" mt="xl" gap="md">
      <div ref={sentinel} aria-hidden="true" style={{ height: 1, width: 1 }} />
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {t('art.common.shown', { count: shown })}
      </Text>
      {hasNextPage ? (
        <Button
          variant="outline"
          color="ink.8"
          onClick={() => void fetchNextPage()}
          loading={isFetchingNextPage}
          loaderProps={{ type: 'dots' }}
        >
          {t('art.common.more')}
        </Button>
      ) : shown > 0 ? (
        <Text size="sm" fw={700} c="ink.8">
          {t('art.common.end')}
        </Text>
      ) : null}
      {isFetchingNextPage ? (
        <Loader size="sm" color="ember.6" type="dots" aria-hidden="true" />
      ) : null}
    </Group>
  );
}
