import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../api/client';
import { type BookSummary, type HistoryEntry, writeApi, writeKeys } from '../../../api/write';
import { BookCover } from '../../../components/books/BookCover';
import { StateBadge, useFormatDate } from '../../../components/books/labels';
import { useTranslation } from '../../../i18n/react';
import { GiveComic, mayGiveComic } from './ComicTransfers';

const knownActions = new Set([
  'create',
  'to_draft',
  'make_private',
  'convert_to_longform',
  'remove_from_class',
  'delete',
  'submit_for_review',
  'approve',
  'return',
  'submit_to_teacher',
  'teacher_return',
  'teacher_approve',
  'teacher_approve_publish',
  'feature',
  'unfeature',
  'withdraw',
  'take_down',
]);

function HistoryList({ entries }: { entries: HistoryEntry[] }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  // Newest first: what happened last is what the writer wants to know.
  const newestFirst = [...entries].reverse();
  return (
    <Timeline bulletSize={14} lineWidth={2} color="ember" data-testid="book-history">
      {newestFirst.map((entry) => (
        <Timeline.Item
          key={`${entry.Version}-${entry.Action}-${entry.At}`}
          title={t(`write.info.actions.${knownActions.has(entry.Action) ? entry.Action : 'other'}`)}
        >
          <Text size="sm" c="dimmed">
            {[
              entry.At ? date(entry.At) : null,
              t(entry.ByYou ? 'write.info.byYou' : 'write.info.bySomeone'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {entry.From && entry.To && entry.From !== entry.To ? (
            <Text size="sm">
              {t('write.info.fromTo', {
                from: t(`write.states.${entry.From}`),
                to: t(`write.states.${entry.To}`),
              })}
            </Text>
          ) : null}
          {entry.Reason && entry.Action !== 'convert_to_longform' ? (
            <Text size="sm" fs="italic">
              {t('write.info.reason', { reason: entry.Reason })}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** GetBookInfo in a side drawer (a full-screen sheet on a phone): summary, tags, history. */
export function BookInfoDrawer({
  book,
  onClose,
}: {
  book: BookSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const info = useQuery({
    queryKey: writeKeys.info(book?.BookId ?? ''),
    queryFn: ({ signal }) => writeApi.info(book?.BookId ?? '', signal),
    enabled: book !== null,
  });
  const details = info.data?.Book;
  const title = book ? book.Title || t('write.untitled') : '';
  return (
    <Drawer
      opened={book !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title={t('write.info.title')}
      closeButtonProps={{ 'aria-label': t('write.info.close') }}
    >
      {book ? (
        <Stack gap="md" data-testid="book-info">
          <Group wrap="nowrap" align="flex-start">
            <BookCover book={book} />
            <Stack gap={6}>
              <Title order={3} size="h4">
                {title}
              </Title>
              <Group gap={6}>
                <Text size="sm" fw={700}>
                  {t(`write.type.${book.Type}`)}
                </Text>
                <StateBadge state={book.State} />
              </Group>
              {book.Editable ? (
                <Button
                  component={Link}
                  to={book.EditorPath}
                  size="compact-md"
                  leftSection={<IconPencil size={16} aria-hidden="true" />}
                  w="fit-content"
                >
                  {t('write.info.openEditor')}
                </Button>
              ) : null}
            </Stack>
          </Group>
          {info.isPending ? (
            <Stack gap="xs" role="status" aria-label={t('write.info.loading')}>
              <Skeleton height={14} width="70%" radius="xl" />
              <Skeleton height={14} width="90%" radius="xl" />
              <Skeleton height={14} width="50%" radius="xl" />
            </Stack>
          ) : info.isError ? (
            <Alert color="ember" role="alert">
              {apiErrorMessage(info.error)}
              <Button variant="subtle" onClick={() => void info.refetch()}>
                {t('write.retry')}
              </Button>
            </Alert>
          ) : details ? (
            <>
              <section>
                <Title order={4} size="h5" mb={4}>
                  {t('write.info.summary')}
                </Title>
                <Text c={details.Summary ? undefined : 'dimmed'}>
                  {details.Summary || t('write.info.noSummary')}
                </Text>
              </section>
              <section>
                <Title order={4} size="h5" mb={4}>
                  {t('write.info.tags')}
                </Title>
                {details.Tags.length ? (
                  <Group gap={6}>
                    {details.Tags.map((tag) => (
                      <Badge key={tag} variant="light" color="sky" c="sky.9" tt="none">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                ) : (
                  <Text c="dimmed">{t('write.info.noTags')}</Text>
                )}
              </section>
              {details.Categories.length ? (
                <section>
                  <Title order={4} size="h5" mb={4}>
                    {t('write.info.categories')}
                  </Title>
                  <Text>{details.Categories.join(', ')}</Text>
                </section>
              ) : null}
              {mayGiveComic(book) ? <GiveComic book={book} /> : null}
              <section>
                <Title order={4} size="h5" mb="xs">
                  {t('write.info.history')}
                </Title>
                <HistoryList entries={info.data.History} />
              </section>
            </>
          ) : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}
