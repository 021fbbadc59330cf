import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { signInRedirect } from '@storyloom/domain';
import { IconArrowLeft, IconPencil, IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { classesApi, classKeys } from '../../api/classes';
import { apiErrorMessage } from '../../api/client';
import { writeApi } from '../../api/write';
import schoolArt from '../../assets/schoolhouse.svg';
import { wrapButton } from '../../components/ArtStates';
import { BookCover } from '../../components/books/BookCover';
import { StateBadge, useFormatDate } from '../../components/books/labels';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';

/**
 * /homework/{storyBookId}/picturebook: the student's own picture book opened as homework
 * (POST /api/Books/Homework), with a way into the picture book editor. The top navigation is
 * hidden on this route (SPEC §2), so the page offers its own way back.
 */
export function HomeworkPage() {
  const { t } = useTranslation();
  const { storyBookId = '' } = useParams();
  const date = useFormatDate();
  const session = useSession();
  const location = useLocation();
  // A visitor has no homework: ask them to sign in rather than make a call that must fail.
  const visitor = session.status === 'ready' && session.user === null;
  const homework = useQuery({
    queryKey: ['homework', storyBookId],
    queryFn: ({ signal }) => writeApi.homework(storyBookId, signal),
    enabled: !visitor,
  });
  // The teacher's comments on single pages (decision 052), shown with their page.
  const notes = useQuery({
    queryKey: classKeys.pageComments(storyBookId),
    queryFn: () => classesApi.pageComments(storyBookId),
    enabled: !visitor && homework.isSuccess,
    retry: false,
  });
  const book = homework.data?.Book;
  const info = homework.data?.Homework;
  const title = book ? book.Title || t('write.untitled') : '';

  return (
    <Container size="md" w="100%" py={{ base: 20, sm: 40 }}>
      <Stack gap="lg">
        <Button
          component={Link}
          to="/yourstuff-write"
          variant="subtle"
          color="ink.8"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          w="fit-content"
        >
          {t('write.homework.back')}
        </Button>
        {visitor ? (
          <Button
            component={Link}
            to={signInRedirect(`${location.pathname}${location.search}`)}
            w="fit-content"
            data-testid="homework-sign-in"
          >
            {t('nav.signIn')}
          </Button>
        ) : homework.isPending ? (
          <Stack gap="sm" role="status" aria-label={t('write.homework.loading')}>
            <Skeleton height={32} width="60%" radius="xl" />
            <Skeleton height={160} radius="lg" />
          </Stack>
        ) : homework.isError ? (
          <Alert color="ember" role="alert" title={t('write.homework.failed')}>
            <Text>{apiErrorMessage(homework.error)}</Text>
            <Button variant="subtle" mt="xs" onClick={() => void homework.refetch()}>
              {t('write.retry')}
            </Button>
          </Alert>
        ) : book && info ? (
          <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder data-testid="homework">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="lg">
              <Stack gap="sm" style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <IconSchool size={22} aria-hidden="true" />
                  <Text fw={700} c="sky.9" tt="uppercase" size="sm">
                    {t('write.homework.eyebrow')}
                  </Text>
                </Group>
                <Title order={1} size="h2">
                  {t('write.homework.title', { title })}
                </Title>
                <Text>{t('write.homework.lead')}</Text>
                {info.Assignment?.Title ? (
                  <Text fw={700}>
                    {t('write.homework.assignment', { title: info.Assignment.Title })}
                  </Text>
                ) : null}
                <Group gap={6}>
                  <StateBadge state={book.State} />
                  <Badge
                    variant="outline"
                    color={info.InClass ? 'sky' : 'gray'}
                    c={info.InClass ? 'sky.9' : 'dark.6'}
                  >
                    {t(info.InClass ? 'write.homework.inClass' : 'write.homework.notInClass')}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('write.homework.pages', { count: book.PartCount })}
                  {' · '}
                  {t('write.words', { count: book.WordCount })}
                  {book.UpdatedAt ? ` · ${t('write.updated', { date: date(book.UpdatedAt) })}` : ''}
                </Text>
                {book.State === 'returned' && book.ReturnReason ? (
                  <Alert color="ember">
                    {t('write.returnedBecause', { reason: book.ReturnReason })}
                  </Alert>
                ) : null}
                {(notes.data?.List.length ?? 0) > 0 ? (
                  <Stack gap={4} data-testid="page-comments">
                    <Text fw={700}>{t('write.homework.pageComments')}</Text>
                    {notes.data?.List.map((note) => (
                      <Alert key={note.PartId} color="sky" p="xs">
                        <Text size="sm">
                          <strong>{t('write.homework.pageNote', { number: note.Page })}</strong>
                          {' · '}
                          {note.Comment}
                        </Text>
                      </Alert>
                    ))}
                  </Stack>
                ) : null}
                <Group gap="sm" mt="xs">
                  {book.Editable ? (
                    <Button
                      component={Link}
                      to={book.EditorPath}
                      size="md"
                      styles={wrapButton}
                      leftSection={<IconPencil size={18} aria-hidden="true" />}
                    >
                      {t('write.homework.open')}
                    </Button>
                  ) : (
                    <Text c="dimmed">{t('write.homework.notEditable')}</Text>
                  )}
                </Group>
              </Stack>
              <Box visibleFrom="sm" style={{ flexShrink: 0 }}>
                {book.CoverImage ? (
                  <BookCover book={book} />
                ) : (
                  <img src={schoolArt} alt="" width={140} height={110} />
                )}
              </Box>
            </Group>
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
