import { Anchor, Button, Drawer, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconList } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ReadResult } from '../../../api/reader';
import classes from '../../../components/reader/Reader.module.css';
import { htmlLangOf } from '../../../components/reader/speech';
import { useReadAloud } from '../../../components/reader/useReadAloud';
import { PartText } from '../../../components/reader/Views';
import type { TFunction } from '../../../i18n/react';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../session/useSession';
import { fullscreenPortal } from './fullscreen';
import { usePaging } from './usePaging';
import { useSaveProgress } from './useProgress';

export type ChapterPath = (number: number) => string;

function chapterTitle(t: TFunction, title: string | null, n: number) {
  return title?.trim() ? title : t('reader.chapters.untitled', { number: n });
}

/** The table of contents: every chapter, the current one marked. */
export function TableOfContents({
  data,
  chapterPath,
  current,
  onChoose,
}: {
  data: ReadResult;
  chapterPath: ChapterPath;
  current: number | null;
  onChoose?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('reader.chapters.toc')} data-testid="reader-toc">
      <List type="ordered" spacing={6} className={classes.toc}>
        {data.Toc.map((entry, i) => (
          <List.Item key={entry.PartId}>
            <Anchor
              component={Link}
              to={chapterPath(i + 1)}
              onClick={onChoose}
              aria-current={current === i + 1 ? 'page' : undefined}
              fw={current === i + 1 ? 700 : undefined}
            >
              {chapterTitle(t, entry.Title, i + 1)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </nav>
  );
}

/** A longform book without a chapter chosen: its summary, contents and where to start. */
export function ChapterLanding({
  data,
  chapterPath,
}: {
  data: ReadResult;
  chapterPath: ChapterPath;
}) {
  const { t } = useTranslation();
  const progress = data.Progress;
  // The chapter last read, unless the book was read to its end there.
  const last = progress ? data.Toc.findIndex((e) => e.PartId === progress.PartId) + 1 : 0;
  const resume =
    progress && last > 0 && !(progress.Finished && last === data.Toc.length) ? last : null;
  return (
    <Stack gap="md" className={classes.landing} data-testid="reader-landing">
      {data.Book.Summary ? (
        <Text lang={htmlLangOf(data.Book.Language)}>{data.Book.Summary}</Text>
      ) : null}
      <Group>
        {resume ? (
          <Button component={Link} to={chapterPath(resume)} data-testid="reader-resume">
            {t('reader.chapters.resume', { number: resume })}
          </Button>
        ) : null}
        {data.Toc.length > 0 ? (
          <Button
            component={Link}
            to={chapterPath(1)}
            variant={resume ? 'outline' : 'filled'}
            data-testid="reader-start"
          >
            {t('reader.chapters.start')}
          </Button>
        ) : null}
      </Group>
      <Title order={2} size="h3">
        {t('reader.chapters.toc')}
      </Title>
      <TableOfContents data={data} chapterPath={chapterPath} current={null} />
    </Stack>
  );
}

/**
 * One chapter of a longform book: its text, previous and next (buttons, arrow keys, swipes) and
 * the table of contents in a drawer. Reaching the chapter's end is remembered as finished.
 */
export function ChapterReader({
  data,
  chapterPath,
  toolbar,
}: {
  data: ReadResult;
  chapterPath: ChapterPath;
  toolbar: (aloud: ReturnType<typeof useReadAloud>) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [tocOpen, setTocOpen] = useState(false);
  const chapter = data.Chapter;
  const part = data.Parts[0];
  const number = chapter?.Number ?? 1;
  const title = chapterTitle(t, part?.Title ?? null, number);
  const aloud = useReadAloud(part?.Text ?? '', data.Book.Language, i18n.language);
  const hasPrevious = Boolean(chapter?.Previous);
  const hasNext = Boolean(chapter?.Next);
  const swipe = usePaging((turn) => {
    if (turn < 0 && hasPrevious) navigate(chapterPath(number - 1));
    if (turn > 0 && hasNext) navigate(chapterPath(number + 1));
  });

  const [atEnd, setAtEnd] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new chapter starts at its top.
  useEffect(() => {
    setAtEnd(false);
    const marker = end.current;
    if (!marker || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setAtEnd(true);
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [part?.PartId]);
  useSaveProgress(
    data.Book.StoryBookId,
    part?.PartId ?? null,
    atEnd ? 1 : 0,
    session.user !== null,
  );

  const nav = (
    <Group justify="space-between" className={classes.chapterNav}>
      {hasPrevious ? (
        <Button
          component={Link}
          to={chapterPath(number - 1)}
          variant="light"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          data-testid="chapter-previous"
        >
          {t('reader.chapters.previous')}
        </Button>
      ) : (
        <span />
      )}
      {hasNext ? (
        <Button
          component={Link}
          to={chapterPath(number + 1)}
          rightSection={<IconArrowRight size={16} aria-hidden="true" />}
          data-testid="chapter-next"
        >
          {t('reader.chapters.next')}
        </Button>
      ) : (
        <Text c="dimmed" size="sm">
          {t('reader.chapters.theEnd')}
        </Text>
      )}
    </Group>
  );

  return (
    <>
      {toolbar(aloud)}
      <Group justify="space-between" mt="md">
        <Text size="sm" c="dimmed" data-testid="chapter-number">
          {t('reader.chapters.of', { number, total: data.Toc.length })}
        </Text>
        <Button
          variant="subtle"
          color="ink.8"
          leftSection={<IconList size={18} aria-hidden="true" />}
          onClick={() => setTocOpen(true)}
          data-testid="reader-toc-open"
        >
          {t('reader.chapters.toc')}
        </Button>
      </Group>
      <article
        className={classes.chapter}
        {...swipe}
        lang={htmlLangOf(data.Book.Language)}
        data-testid="reader-chapter"
      >
        <Title order={2} className={classes.chapterTitle}>
          {title}
        </Title>
        {part ? <PartText part={part} aloud={aloud} className={classes.prose} /> : null}
        <div ref={end} />
      </article>
      {nav}
      <Drawer
        portalProps={fullscreenPortal()}
        opened={tocOpen}
        onClose={() => setTocOpen(false)}
        title={t('reader.chapters.toc')}
        position="right"
      >
        <TableOfContents
          data={data}
          chapterPath={chapterPath}
          current={number}
          onChoose={() => setTocOpen(false)}
        />
      </Drawer>
    </>
  );
}
