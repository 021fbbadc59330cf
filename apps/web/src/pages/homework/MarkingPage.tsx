import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { signInRedirect } from '@storyloom/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { classesApi, classKeys, type PageComment, wordsOf } from '../../api/classes';
import { apiErrorMessage, showApiError, showSuccess } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';

/** The teacher's comment on one page (decision 052): saved on its own, empty takes it back. */
function PageCommentBox({
  bookId,
  partId,
  page,
  saved,
}: {
  bookId: string;
  partId: string;
  page: number;
  saved: PageComment | undefined;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState(saved?.Comment ?? '');
  const save = useMutation({
    mutationFn: () => classesApi.commentPage(bookId, partId, text),
    onSuccess: () => {
      showSuccess(t('classes.marking.pageCommentSaved', { number: page }));
      void queryClient.invalidateQueries({ queryKey: classKeys.pageComments(bookId) });
    },
    onError: showApiError,
  });
  return (
    <Group align="flex-end" gap="xs" mt="xs">
      <Textarea
        label={t('classes.marking.pageComment', { number: page })}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={1}
        maxLength={2000}
        style={{ flex: 1, minWidth: 0 }}
        data-testid={`page-comment-${page}`}
      />
      <Button
        variant="default"
        onClick={() => save.mutate()}
        loading={save.isPending}
        disabled={text.trim() === (saved?.Comment ?? '')}
      >
        {t('classes.marking.savePageComment')}
      </Button>
    </Group>
  );
}

/**
 * /review-homework/{storyBookId}/picturebook: the teacher's marking view of a submitted story
 * (POST /api/Classes/GetSubmission): its pages' words, and return with a comment or approve.
 * The top navigation is hidden on this route (SPEC §2), so it offers its own way back.
 */
export function MarkingPage() {
  const { t } = useTranslation();
  const { storyBookId = '' } = useParams();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const session = useSession();
  const location = useLocation();
  // A visitor has nothing to mark: ask them to sign in rather than make a call that must fail.
  const visitor = session.status === 'ready' && session.user === null;
  const view = useQuery({
    queryKey: classKeys.submission(storyBookId),
    queryFn: () => classesApi.submission(storyBookId),
    enabled: !visitor,
  });
  const decide = useMutation({
    mutationFn: (decision: 'return' | 'approve') =>
      classesApi.review(storyBookId, decision, comment),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['classes'] }),
  });
  const comments = useQuery({
    queryKey: classKeys.pageComments(storyBookId),
    queryFn: () => classesApi.pageComments(storyBookId),
    enabled: !visitor && view.isSuccess,
  });
  const data = view.data;
  const back = data?.Class ? `/class-submission/${data.Class.OpenId}` : '/class-list';
  const waiting = data?.Submission?.State === 'submitted' && !decide.isSuccess;
  return (
    <Container size="md" w="100%" py={{ base: 20, sm: 40 }}>
      <Stack gap="lg">
        <Button
          component={Link}
          to={back}
          variant="subtle"
          color="ink.8"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          w="fit-content"
        >
          {t('classes.marking.back')}
        </Button>
        {visitor ? (
          <Button component={Link} to={signInRedirect(location.pathname)} w="fit-content">
            {t('nav.signIn')}
          </Button>
        ) : view.isPending ? (
          <Skeleton height={200} />
        ) : view.isError ? (
          <Alert color="ember" role="alert">
            {apiErrorMessage(view.error)}
          </Alert>
        ) : data ? (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="marking">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={1} size="h2">
                  {data.Book.Title || t('classes.untitled')}
                </Title>
                {data.Submission ? (
                  <Badge variant="light">
                    {t(`classes.submissions.${decide.data?.State ?? data.Submission.State}`)}
                  </Badge>
                ) : null}
              </Group>
              {data.Submission ? (
                <Text size="sm">
                  {data.Submission.Student.Name} ({data.Submission.Student.Username})
                  {data.Submission.Assignment ? ` · ${data.Submission.Assignment.Title}` : ''}
                </Text>
              ) : null}
              {data.Book.Parts.map((part, i) => (
                <Paper key={part.PartId} withBorder p="md" radius="md">
                  <Text size="xs" c="dimmed">
                    {t('classes.marking.page', { number: i + 1 })}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{wordsOf(part.Content)}</Text>
                  {waiting && comments.isSuccess ? (
                    <PageCommentBox
                      bookId={storyBookId}
                      partId={part.PartId}
                      page={i + 1}
                      saved={comments.data.List.find((x) => x.PartId === part.PartId)}
                    />
                  ) : (
                    (comments.data?.List ?? [])
                      .filter((x) => x.PartId === part.PartId)
                      .map((x) => (
                        <Text key={x.PartId} size="sm" c="sky.9" mt="xs">
                          {t('classes.marking.pageCommentShown', { comment: x.Comment })}
                        </Text>
                      ))
                  )}
                </Paper>
              ))}
              {waiting ? (
                <Stack gap="xs">
                  <Textarea
                    label={t('classes.marking.comment')}
                    value={comment}
                    onChange={(e) => setComment(e.currentTarget.value)}
                    autosize
                    minRows={3}
                    maxLength={4000}
                  />
                  {decide.isError ? (
                    <Alert color="ember" role="alert">
                      {apiErrorMessage(decide.error)}
                    </Alert>
                  ) : null}
                  {data.Class?.PublicBook === 1 ? (
                    <Text size="sm" c="dimmed" data-testid="public-review-hint">
                      {t('classes.marking.publicReview')}
                    </Text>
                  ) : null}
                  <Group>
                    <Button onClick={() => decide.mutate('return')} loading={decide.isPending}>
                      {t('classes.marking.return')}
                    </Button>
                    <Button
                      variant="light"
                      onClick={() => decide.mutate('approve')}
                      loading={decide.isPending}
                    >
                      {t('classes.marking.approve')}
                    </Button>
                  </Group>
                </Stack>
              ) : decide.isSuccess ? (
                <Alert color="sky" role="status">
                  {t(`classes.marking.done.${decide.data.State}`)}
                  {decide.data.PublicReview ? ` ${t('classes.marking.sentToReview')}` : ''}
                </Alert>
              ) : data.Submission?.Comment ? (
                <Text>
                  {t('classes.yourClass.teacherSaid', { comment: data.Submission.Comment })}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
