/**
 * The comic reader (issue "Comics"): /comic/{openId}/{slug} and /read-comic?id=… A page at a
 * time at full width, its panels in the layout's order; turned with the buttons, the arrow keys
 * or a swipe. Under the page, the page's words in reading order (panel by panel, each bubble with
 * who does what: says, thinks, shouts, caption) for screen readers and anyone who wants them.
 */
import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ComicPage, comicPageSchema, newComicPage } from '@storyloom/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type PointerEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useParams, useSearchParams } from 'react-router';
import { type BookRef, type ReadResult, readerApi, readerKeys } from '../../../api/reader';
import { type ComicImage, ComicPageView } from '../../../components/comic/ComicPageView';
import { ComicWords } from '../../../components/comic/ComicWords';
import { useHydrated } from '../../../components/useHydrated';
import { useTranslation } from '../../../i18n/react';
import { seededBook } from '../../../routes/reader-loader';
import { GatePanel } from '../readers/GatePanel';
import classes from './ComicReader.module.css';

type ComicResult = Omit<ReadResult, 'Parts'> & {
  Parts: (ReadResult['Parts'][number] & { Comic?: unknown })[];
  Images?: Record<string, ComicImage>;
};

function pageOf(value: unknown): ComicPage {
  const parsed = comicPageSchema.safeParse(value);
  return parsed.success ? parsed.data : newComicPage('1-full');
}

export function ComicReader({ bookRef }: { bookRef: BookRef }) {
  // Server-rendered: the loader's book first (decision 071), then asked for as before.
  const seeded = seededBook(useLoaderData(), bookRef) as ComicResult | undefined;
  const query = useQuery({
    queryKey: readerKeys.book(bookRef),
    queryFn: ({ signal }) => readerApi.read(bookRef, signal) as Promise<ComicResult>,
    retry: false,
    staleTime: 0,
    initialData: seeded,
  });
  if (query.isPending) {
    return (
      <Container size="md" py="lg">
        <Skeleton height={480} radius="lg" />
      </Container>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Container size="md" py="lg">
        <GatePanel error={query.error} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (query.data.Book.Type !== 'comic') return <GatePanel kind="notFound" />;
  return <LoadedComic key={query.data.Book.StoryBookId} data={query.data} />;
}

function LoadedComic({ data }: { data: ComicResult }) {
  const { t } = useTranslation();
  const pages = useMemo(() => data.Parts.map((p) => pageOf(p.Comic)), [data.Parts]);
  const images = useMemo(() => new Map(Object.entries(data.Images ?? {})), [data.Images]);
  const [index, setIndex] = useState(0);
  const total = pages.length;
  // Disabled until the app runs, as in the picture book reader: a press is never silently lost.
  const hydrated = useHydrated();
  const go = (by: number) => setIndex((i) => Math.min(total - 1, Math.max(0, i + by)));
  const swipe = useRef<{ x: number; y: number } | null>(null);

  // The arrow keys turn the pages wherever the reader is (not while typing), from the moment the
  // reader shows (a layout effect, as in usePaging).
  // biome-ignore lint/correctness/useExhaustiveDependencies: go only depends on total.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable=true]')) return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') go(1);
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') go(-1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [total]);

  const page = pages[index];
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

  const nav = (
    <Group justify="space-between" wrap="nowrap">
      <Button
        variant="light"
        leftSection={<IconChevronLeft size={18} aria-hidden />}
        disabled={!hydrated || index === 0}
        onClick={() => go(-1)}
        aria-label={t('comicReader.previous')}
        data-testid="comic-previous"
      >
        <span className={classes.navText}>{t('comicReader.previous')}</span>
      </Button>
      <Text size="sm" ta="center" aria-live="polite" data-testid="comic-page-number">
        {t('comicReader.page', { number: index + 1, total })}
      </Text>
      <Button
        variant="light"
        rightSection={<IconChevronRight size={18} aria-hidden />}
        disabled={!hydrated || index >= total - 1}
        onClick={() => go(1)}
        aria-label={t('comicReader.next')}
        data-testid="comic-next"
      >
        <span className={classes.navText}>{t('comicReader.next')}</span>
      </Button>
    </Group>
  );

  return (
    <Container size="md" py="lg" data-testid="comic-reader">
      <Stack gap="md">
        <div>
          <Title order={1}>{data.Book.Title}</Title>
          {data.Book.Author ? (
            <Text c="dimmed">{t('comicReader.by', { author: data.Book.Author })}</Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('comicReader.hint')}
          </Text>
        </div>
        {nav}
        {page ? (
          <div
            className={classes.stage}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipe.current = null;
            }}
          >
            <ComicPageView
              page={page}
              images={images}
              label={t('comicReader.page', { number: index + 1, total })}
              testId="comic-reader-page"
            />
          </div>
        ) : null}
        {total > 1 ? nav : null}
        {page ? <ComicWords page={page} number={index + 1} /> : null}
      </Stack>
    </Container>
  );
}

/** /comic/{openId}/{slug}: the list route with a book's open id. */
export function ComicReaderPathScreen() {
  const { param0 } = useParams();
  if (!param0) return <GatePanel kind="notFound" />;
  return <ComicReader bookRef={{ by: 'id', id: param0 }} />;
}

/** /read-comic?id=… (or ?StoryBookId=, ?slug=). */
export function ReadComicScreen() {
  const [query] = useSearchParams();
  const id = query.get('id') ?? query.get('StoryBookId');
  const slug = query.get('slug');
  if (id) return <ComicReader bookRef={{ by: 'id', id }} />;
  if (slug) return <ComicReader bookRef={{ by: 'slug', slug }} />;
  return <GatePanel kind="notFound" />;
}
