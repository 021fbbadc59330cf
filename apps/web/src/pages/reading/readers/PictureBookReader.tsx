import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { ReadResult } from '../../../api/reader';
import classes from '../../../components/reader/Reader.module.css';
import { htmlLangOf } from '../../../components/reader/speech';
import { useReadAloud } from '../../../components/reader/useReadAloud';
import { CoverPage, PicturePage } from '../../../components/reader/Views';
import { useHydrated } from '../../../components/useHydrated';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../session/useSession';
import { type Turn, turnPage } from './paging';
import { usePaging } from './usePaging';
import { useSaveProgress } from './useProgress';

/**
 * Where a picture book opens: the page last read, or the cover when there is none or the last
 * page was reached (a book read to the end starts again; `Finished` stays true once reached).
 */
export function startPage(
  data: Pick<ReadResult, 'Progress' | 'Parts'>,
  withCover: boolean,
): number {
  const progress = data.Progress;
  const offset = withCover ? 1 : 0;
  if (!progress) return 0;
  const found = data.Parts.findIndex((p) => p.PartId === progress.PartId);
  const index = found >= 0 ? found : progress.PartIndex;
  if (index < 0 || index >= data.Parts.length - 1) return 0;
  return index + offset;
}

/**
 * A picture book page by page (the cover first): previous and next buttons, arrow keys and
 * swipes; the page is remembered for the signed-in reader; read aloud reads the page shown.
 */
export function PictureBookReader({
  data,
  withCover = true,
  toolbar,
}: {
  data: ReadResult;
  withCover?: boolean;
  toolbar: (aloud: ReturnType<typeof useReadAloud>) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const count = data.Parts.length + (withCover ? 1 : 0);
  const [page, setPage] = useState(() => startPage(data, withCover));
  const part = withCover ? (page === 0 ? null : data.Parts[page - 1]) : data.Parts[page];
  const aloud = useReadAloud(part ? part.Text : data.Book.Title, data.Book.Language, i18n.language);
  const turn = (direction: Turn) => setPage((current) => turnPage(current, direction, count));
  const swipe = usePaging(turn);
  // A server-drawn reader cannot turn its pages until the app runs: its buttons show disabled
  // until then, so a press is never silently lost (and stay so without JavaScript, where the
  // page lists every page's words below).
  const hydrated = useHydrated();
  useSaveProgress(data.Book.StoryBookId, part?.PartId ?? null, 1, session.user !== null);

  return (
    <>
      {toolbar(aloud)}
      <section
        className={classes.stage}
        {...swipe}
        data-testid="reader-stage"
        data-page={page}
        lang={htmlLangOf(data.Book.Language)}
        aria-label={t('reader.pages.book')}
      >
        {part ? (
          <PicturePage key={part.PartId} part={part} aloud={aloud} />
        ) : (
          <CoverPage book={data.Book} />
        )}
      </section>
      <Group justify="center" gap="md" mt="sm" className={classes.pager}>
        <ActionIcon
          size="xl"
          radius="xl"
          variant="light"
          onClick={() => turn(-1)}
          disabled={!hydrated || page === 0}
          aria-label={t('reader.pages.previous')}
          data-testid="reader-previous"
        >
          <IconChevronLeft aria-hidden="true" />
        </ActionIcon>
        <Text aria-live="polite" data-testid="reader-page-number" miw={120} ta="center">
          {page === 0 && withCover
            ? t('reader.pages.cover', { count: data.Parts.length })
            : t('reader.pages.of', { page: page + (withCover ? 0 : 1), total: data.Parts.length })}
        </Text>
        <ActionIcon
          size="xl"
          radius="xl"
          variant="light"
          onClick={() => turn(1)}
          disabled={!hydrated || page >= count - 1}
          aria-label={t('reader.pages.next')}
          data-testid="reader-next"
        >
          <IconChevronRight aria-hidden="true" />
        </ActionIcon>
      </Group>
      <Text size="xs" c="dimmed" ta="center" mt={4}>
        {t('reader.pages.hint')}
      </Text>
      {/* Without JavaScript (a crawler, a reader who turned it off) the pages cannot be turned:
          the server-rendered page lists their words here (issue 23). A browser running the app
          never shows a noscript, so nothing moves when the page hydrates. */}
      <noscript>
        <ol className={classes.allPages} lang={htmlLangOf(data.Book.Language)}>
          {data.Parts.map((p) => (p.Text.trim() ? <li key={p.PartId}>{p.Text}</li> : null))}
        </ol>
      </noscript>
    </>
  );
}
