/**
 * /fix-coord (PRODUCT.md "Other screens"): a signed-in writer's repair tool for picture books. It
 * reads the writer's picture books as their editor does, draws every page with words out of
 * sight as the reader draws it (MeasureFrame), and lists the pages whose words cover the
 * picture's subject or run off their box, each with its fixes in place (FixPageCard). A fixed
 * page is saved with the editor's own save call and leaves the list once it reads well.
 */
import {
  Button,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { PictureBookPage } from '@storyloom/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../session/useSession';
import { getBook, listPictureBooks } from './api';
import classes from './FixCoord.module.css';
import { FixPageCard } from './FixPageCard';
import {
  allMeasured,
  type BookPage,
  type Fit,
  hasWords,
  type MeasureWidth,
  pagesOfBook,
  pagesToFix,
} from './pages';
import { MeasureFrame } from './ReaderFrame';

/** Reads every page of the writer's picture books, a few books at a time. */
async function loadPages(signal: AbortSignal): Promise<BookPage[]> {
  const books = await listPictureBooks(signal);
  const pages: BookPage[][] = [];
  for (let i = 0; i < books.length; i += 4) {
    const batch = books.slice(i, i + 4);
    pages.push(
      ...(await Promise.all(batch.map(async (b) => pagesOfBook(await getBook(b.BookId, signal))))),
    );
  }
  return pages.flat();
}

export function FixCoordPage() {
  const { t } = useTranslation();
  const session = useSession();
  const userId = session.user?.uid ?? null;

  if (!session.user) {
    return (
      <Container size="sm" py="xl" data-testid="fix-coord-signin">
        <Stack gap="md">
          <Title order={1}>{t('fixCoord.title')}</Title>
          <Text>{t('fixCoord.signInNote')}</Text>
          <Group>
            <Button component={Link} to={`/signin?redirect=${encodeURIComponent('/fix-coord')}`}>
              {t('fixCoord.signIn')}
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }
  return <FixCoordList key={String(userId)} userId={String(userId)} />;
}

function FixCoordList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['fix-coord', userId],
    queryFn: ({ signal }) => loadPages(signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  // Fixes saved here: the page as saved, and each book's version after its newest save.
  const [saved, setSaved] = useState<ReadonlyMap<string, PictureBookPage>>(new Map());
  const [versions, setVersions] = useState<ReadonlyMap<string, number>>(new Map());
  const [fits, setFits] = useState<ReadonlyMap<string, Fit>>(new Map());
  const [announce, setAnnounce] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const pages = useMemo(
    () =>
      (query.data ?? []).map((p) => {
        const page = saved.get(p.key);
        return page ? { ...p, page } : p;
      }),
    [query.data, saved],
  );

  const measured = useCallback((key: string, width: MeasureWidth, runs: boolean) => {
    setFits((all) => {
      if (all.get(key)?.[width] === runs) return all;
      const next = new Map(all);
      next.set(key, { ...all.get(key), [width]: runs });
      return next;
    });
  }, []);

  const onSaved = useCallback(
    (item: BookPage, page: PictureBookPage, version: number) => {
      setSaved((all) => new Map(all).set(item.key, page));
      setVersions((all) => new Map(all).set(item.bookId, version));
      // Measured again from the saved page: the card leaves the list once it reads well.
      setFits((all) => {
        const next = new Map(all);
        next.delete(item.key);
        return next;
      });
      setAnnounce(
        t('fixCoord.saved', { number: item.number, title: item.bookTitle || t('write.untitled') }),
      );
      heading.current?.focus();
    },
    [t],
  );

  const ready = query.isSuccess && allMeasured(pages, fits);
  const toFix = ready ? pagesToFix(pages, fits) : [];

  useEffect(() => {
    document.title = `${t('fixCoord.title')} · Storyloom`;
  }, [t]);

  return (
    <Container size="lg" py="xl" data-testid="fix-coord" aria-busy={!ready && !query.isError}>
      <Stack gap="lg">
        <div>
          <Title order={1} ref={heading} tabIndex={-1}>
            {t('fixCoord.title')}
          </Title>
          <Text c="dimmed" mt="xs">
            {t('fixCoord.lead')}
          </Text>
        </div>
        <VisuallyHidden role="status" aria-live="polite" data-testid="fix-coord-announce">
          {announce}
        </VisuallyHidden>
        {query.isError ? (
          <LoadError
            title={t('fixCoord.loadError')}
            error={query.error}
            retryLabel={t('fixCoord.retry')}
            onRetry={() => void query.refetch()}
            testId="fix-coord-error"
          />
        ) : !ready ? (
          <Group gap="sm" role="status" data-testid="fix-coord-loading">
            <Loader size="sm" aria-hidden="true" />
            <Text>{t('fixCoord.loading')}</Text>
          </Group>
        ) : toFix.length === 0 ? (
          <Stack gap="sm" align="flex-start" data-testid="fix-coord-empty">
            <Group gap="xs">
              <IconCircleCheck size={28} aria-hidden="true" color="var(--mantine-color-green-8)" />
              <Title order={2} size="h3">
                {t('fixCoord.emptyTitle')}
              </Title>
            </Group>
            <Text>{t('fixCoord.emptyNote')}</Text>
            <Button component={Link} to="/yourstuff-write" variant="outline" color="ink.8">
              {t('fixCoord.yourBooks')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="lg">
            <Text fw={600} data-testid="fix-coord-count">
              {t('fixCoord.count', { count: toFix.length })}
            </Text>
            {toFix.map(({ page, problems }) => (
              <FixPageCard
                key={page.key}
                item={page}
                problems={problems}
                version={versions.get(page.bookId) ?? page.version}
                onSaved={onSaved}
              />
            ))}
          </Stack>
        )}
        {query.isSuccess ? (
          <div className={classes.measureHost}>
            {pages
              .filter((p) => hasWords(p.page))
              .flatMap((p) =>
                (['phone', 'wide'] as const).map((width) => (
                  <MeasureFrame
                    key={`${p.key}:${width}`}
                    page={p.page}
                    width={width}
                    onMeasured={(w, runs) => measured(p.key, w, runs)}
                  />
                )),
              )}
          </div>
        ) : null}
      </Stack>
    </Container>
  );
}
