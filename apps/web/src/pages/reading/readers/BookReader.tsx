import { Anchor, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { type BookRef, type ReadResult, readerApi, readerKeys } from '../../../api/reader';
import { PdfButton } from '../../../components/bookfiles/PdfButton';
import { pictureSources, readerPictureSizes } from '../../../components/picture-sources';
import classes from '../../../components/reader/Reader.module.css';
import { htmlLangOf } from '../../../components/reader/speech';
import { type ReadAloud, useReadAloud } from '../../../components/reader/useReadAloud';
import { PartText, PoemView } from '../../../components/reader/Views';
import { useTranslation } from '../../../i18n/react';
import { seededBook } from '../../../routes/reader-loader';
import { useSession } from '../../../session/useSession';
import { AboutBook } from './AboutBook';
import { ChapterLanding, type ChapterPath, ChapterReader } from './ChapterReader';
import { fullscreenPortal } from './fullscreen';
import { GatePanel } from './GatePanel';
import { PictureBookReader } from './PictureBookReader';
import {
  FavoriteButton,
  FullscreenButton,
  ReadAloudButtons,
  ReportButton,
  ShareMenu,
  SignInPrompt,
} from './Toolbar';

export type ReaderMode = 'page' | 'embed' | 'embed-s';

export interface BookReaderProps {
  bookRef: BookRef;
  mode?: ReaderMode;
  /** Where chapter n of a longform book is read (the route decides). */
  chapterPath?: (data: ReadResult, number: number) => string;
  /** Go to the book's ReaderPath even when it was not moved (/books/{OldSlug}). */
  alwaysRedirect?: boolean;
}

const retryable = (count: number, error: unknown) =>
  count < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

/** Loads a book (Read/Book) and reads it; gates, a moved book and failures handled. */
export function BookReader({
  bookRef,
  mode = 'page',
  chapterPath,
  alwaysRedirect = false,
}: BookReaderProps) {
  const navigate = useNavigate();
  // A server-rendered reader address starts from the book its loader read (decision 071), so
  // the first client render is the page the server sent; the book is then asked for as before
  // (the counted read, a signed-in reader's favorite and progress).
  const seeded = seededBook(useLoaderData(), bookRef);
  const query = useQuery({
    queryKey: readerKeys.book(bookRef),
    queryFn: ({ signal }) => readerApi.read(bookRef, signal),
    retry: retryable,
    staleTime: 0,
    initialData: seeded,
  });
  const data = query.data;
  const redirect = mode === 'page' && data !== undefined && (data.Moved || alwaysRedirect);
  useEffect(() => {
    if (redirect && data) navigate(data.Book.ReaderPath, { replace: true });
  }, [redirect, data, navigate]);

  const compact = mode !== 'page';
  if (query.isPending || redirect) return <ReaderLoading compact={compact} />;
  if (query.isError || !data) {
    return (
      <Container size="md" className={compact ? undefined : classes.body}>
        <GatePanel error={query.error} onRetry={() => void query.refetch()} compact={compact} />
      </Container>
    );
  }
  const path: ChapterPath = (n) =>
    chapterPath
      ? chapterPath(data, n)
      : `/chapters/${encodeURIComponent(data.Book.StoryBookId)}/${n}`;
  return <LoadedReader key={data.Book.StoryBookId} data={data} mode={mode} chapterPath={path} />;
}

function ReaderLoading({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return (
    <Container size="md" className={compact ? undefined : classes.body}>
      <Stack
        gap="md"
        role="status"
        aria-live="polite"
        data-testid="reader-loading"
        data-content-pending
      >
        <span className={classes.visuallyHidden}>{t('reader.loading')}</span>
        <Skeleton height={32} width="60%" radius="xl" />
        <Skeleton height={36} width="40%" radius="xl" />
        <Skeleton radius="lg" className={classes.stageSkeleton} />
      </Stack>
    </Container>
  );
}

function LoadedReader({
  data,
  mode,
  chapterPath,
}: {
  data: ReadResult;
  mode: ReaderMode;
  chapterPath: ChapterPath;
}) {
  const { t, i18n } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const [signIn, setSignIn] = useState(false);
  const session = useSession();
  const book = data.Book;
  const embedded = mode !== 'page';

  const toolbar = (aloud: ReadAloud): ReactNode => (
    <Group
      gap="xs"
      className={classes.toolbar}
      data-testid="reader-toolbar"
      role="toolbar"
      aria-label={t('reader.toolbar')}
    >
      <ReadAloudButtons reader={aloud} />
      <FullscreenButton target={root} />
      {embedded ? null : (
        <>
          <FavoriteButton data={data} onNeedSignIn={() => setSignIn(true)} />
          <ShareMenu readerPath={book.ReaderPath} title={book.Title} />
          <ReportButton data={data} onNeedSignIn={() => setSignIn(true)} />
          <PdfButton
            bookId={book.StoryBookId}
            title={book.Title}
            own={session.user !== null && session.user.username === book.Author}
            portalProps={fullscreenPortal()}
          />
        </>
      )}
    </Group>
  );

  let body: ReactNode;
  if (book.Type === 'picturebook') {
    body = <PictureBookReader data={data} withCover={mode !== 'embed-s'} toolbar={toolbar} />;
  } else if (book.Type === 'longform') {
    body = data.Chapter ? (
      <ChapterReader data={data} chapterPath={chapterPath} toolbar={toolbar} />
    ) : (
      <Landing data={data} chapterPath={chapterPath} toolbar={toolbar} language={i18n.language} />
    );
  } else {
    body = <SinglePart data={data} toolbar={toolbar} language={i18n.language} />;
  }

  return (
    <div
      ref={root}
      className={embedded ? classes.embedRoot : classes.root}
      data-testid="book-reader"
      data-mode={mode}
      data-type={book.Type}
    >
      <Container size="md" className={embedded ? classes.embedBody : classes.body}>
        <header className={classes.header}>
          <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
            <div className={classes.heading}>
              <Title
                order={1}
                className={embedded ? classes.embedTitle : classes.title}
                lang={htmlLangOf(book.Language)}
              >
                {book.Title}
              </Title>
              {book.Author ? (
                <Text size="sm" className={classes.byline} data-testid="reader-byline">
                  {t('reader.credits.author', { name: book.Author })}
                </Text>
              ) : null}
            </div>
            <Group gap={4} wrap="nowrap" className={classes.headerActions}>
              <AboutBook book={book} external={embedded} />
              {embedded ? (
                <Anchor
                  href={book.ReaderPath}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  className={classes.openSite}
                  data-testid="embed-open"
                >
                  {t('reader.embed.open')} <IconExternalLink size={14} aria-hidden="true" />
                </Anchor>
              ) : null}
            </Group>
          </Group>
        </header>
        {body}
        {embedded ? (
          <Text size="xs" c="dimmed" mt="sm" ta="center">
            {t('reader.embed.from')}
          </Text>
        ) : null}
      </Container>
      <SignInPrompt opened={signIn} onClose={() => setSignIn(false)} />
    </div>
  );
}

/** A longform book's first screen: read aloud reads its summary. */
function Landing({
  data,
  chapterPath,
  toolbar,
  language,
}: {
  data: ReadResult;
  chapterPath: ChapterPath;
  toolbar: (a: ReadAloud) => ReactNode;
  language: string;
}) {
  const aloud = useReadAloud(
    `${data.Book.Title}\n${data.Book.Summary}`,
    data.Book.Language,
    language,
  );
  return (
    <>
      {toolbar(aloud)}
      <ChapterLanding data={data} chapterPath={chapterPath} />
    </>
  );
}

/** Flash fiction and poems: one part, read aloud whole. */
function SinglePart({
  data,
  toolbar,
  language,
}: {
  data: ReadResult;
  toolbar: (a: ReadAloud) => ReactNode;
  language: string;
}) {
  const part = data.Parts[0];
  const aloud = useReadAloud(part?.Text ?? '', data.Book.Language, language);
  if (!part) return <>{toolbar(aloud)}</>;
  return (
    <>
      {toolbar(aloud)}
      <div
        lang={htmlLangOf(data.Book.Language)}
        className={classes.single}
        data-testid="reader-single"
      >
        {data.Book.Type === 'poetry' ? (
          <PoemView part={part} aloud={aloud} />
        ) : (
          <>
            {data.Book.Cover.Image ? (
              <img
                {...pictureSources(data.Book.Cover.Image.Url, readerPictureSizes)}
                alt=""
                className={classes.storyCover}
              />
            ) : null}
            <PartText part={part} aloud={aloud} className={classes.prose} />
          </>
        )}
      </div>
    </>
  );
}
