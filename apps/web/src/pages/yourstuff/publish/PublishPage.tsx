import { Alert, Button, Container, Skeleton, Stack, Text } from '@mantine/core';
import { translateMessage } from '@storyloom/domain';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { writeKeys } from '../../../api/write';
import foxArt from '../../../assets/fox-lantern.svg';
import { ArtBand, EmptyState, ErrorState, wrapButton } from '../../../components/ArtStates';
import { currentLanguage } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { sessionStore } from '../../../session/store';
import { useSession } from '../../../session/useSession';
import { type BookWithArtworks, publishApi, publishKeys, type ReviewEstimate } from './api';
import { BookChooser } from './BookChooser';
import { PublishForm } from './PublishForm';
import { SentForReview } from './SentForReview';
import { TeacherPanel } from './TeacherPanel';

const headingId = 'publish-title';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to="/yourstuff-write"
      variant="subtle"
      color="ink.8"
      leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      styles={wrapButton}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('publish.back')}
    </Button>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-label={t('publish.loading')} data-testid="publish-loading">
      <Skeleton height={36} width="40%" radius="md" />
      <Skeleton height={80} radius="md" />
      <Skeleton height={36} width="60%" radius="md" />
      <Skeleton height={140} radius="md" />
    </Stack>
  );
}

/** What the writer may do with a loaded book, by its state and who they are. */
function BookStage({
  data,
  onSent,
  sent,
}: {
  data: BookWithArtworks;
  onSent: (review: ReviewEstimate, tickets: number) => void;
  sent: { review: ReviewEstimate; tickets: number } | null;
}) {
  const { t } = useTranslation();
  const { user, flags } = useSession();
  const book = data.Book;
  const title = book.Title || t('write.untitled');
  const inReview = book.State === 'under_review';
  const status = useQuery({
    queryKey: publishKeys.review(book.BookId),
    queryFn: ({ signal }) => publishApi.reviewStatus(book.BookId, signal),
    enabled: inReview && sent === null,
  });
  const balances = useQuery({
    queryKey: publishKeys.tickets(),
    queryFn: ({ signal }) => publishApi.balances(signal),
    enabled: !flags?.isClassStudent,
  });

  if (sent) {
    return (
      <SentForReview
        title={title}
        review={sent.review}
        tickets={sent.tickets}
        headingId="publish-sent-title"
      />
    );
  }
  if (inReview) {
    return (
      <SentForReview
        title={title}
        review={status.data?.Review ?? null}
        headingId="publish-sent-title"
      />
    );
  }
  if (book.State === 'published') {
    return (
      <Alert color="meadow" variant="light" radius="lg" title={t('publish.already.published')}>
        {book.ReaderPath ? (
          <Button
            component={Link}
            to={book.ReaderPath}
            mt="sm"
            leftSection={<IconEye size={16} aria-hidden="true" />}
          >
            {t('write.read')}
          </Button>
        ) : null}
      </Alert>
    );
  }
  if (book.State === 'submitted_to_teacher') {
    return (
      <Alert color="sky" variant="light" radius="lg" title={t('publish.already.withTeacher')}>
        {t('publish.already.withTeacherBody')}
      </Alert>
    );
  }
  if (flags?.isClassStudent) return <TeacherPanel bookId={book.BookId} title={title} />;
  if (user?.needsParentConsent) {
    return (
      <Alert
        color="sun"
        variant="light"
        radius="lg"
        role="alert"
        title={t('publish.consent.title')}
        data-testid="publish-consent"
      >
        <Text>{translateMessage('parentConsentNeeded', currentLanguage())}</Text>
      </Alert>
    );
  }
  return (
    <PublishForm
      data={data}
      balances={balances.data}
      onSent={(answer) => onSent(answer.Review, answer.Ticket)}
    />
  );
}

/**
 * /yourstuff-publish?book=<BookId>: publishing a story for everyone (issue "Publishing with
 * moderation"). Without a book it offers the stories that can be sent; a class student hands the
 * story to their teacher instead; an under-13 writer without a parent's consent reads why not.
 */
export function PublishPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const bookId = search.get('book') ?? '';
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<{ review: ReviewEstimate; tickets: number } | null>(null);
  const book = useQuery({
    queryKey: publishKeys.book(bookId),
    queryFn: ({ signal }) => publishApi.book(bookId, signal),
    enabled: bookId !== '',
  });
  const title = book.data ? book.data.Book.Title || t('write.untitled') : '';

  const onSent = (review: ReviewEstimate, tickets: number) => {
    setSent({ review, tickets });
    window.scrollTo({ top: 0 });
    void queryClient.invalidateQueries({ queryKey: writeKeys.all });
    void queryClient.invalidateQueries({ queryKey: publishKeys.all });
    void sessionStore.refresh();
  };

  const notFound = book.isError && isApiError(book.error) && book.error.code === 404;

  return (
    <>
      <ArtBand
        eyebrow={t('publish.eyebrow')}
        title={title ? t('publish.title', { title }) : t('publish.titleNoBook')}
        lead={t('publish.lead')}
        art={foxArt}
        titleId={headingId}
      />
      <Container size="lg" w="100%" py={{ base: 20, sm: 32 }}>
        <Stack gap="lg">
          {sent ? null : <BackLink />}
          {bookId === '' ? (
            <BookChooser />
          ) : book.isPending ? (
            <Loading />
          ) : notFound ? (
            <EmptyState
              testId="publish-missing"
              title={t('publish.missing.title')}
              body={t('publish.missing.body')}
              actions={
                <Button component={Link} to="/yourstuff-write">
                  {t('publish.back')}
                </Button>
              }
            />
          ) : book.isError ? (
            <ErrorState error={book.error} onRetry={() => void book.refetch()} />
          ) : (
            <BookStage data={book.data} sent={sent} onSent={onSent} />
          )}
        </Stack>
      </Container>
    </>
  );
}
