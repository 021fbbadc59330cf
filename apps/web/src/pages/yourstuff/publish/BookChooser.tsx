import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { writeApi, writeKeys } from '../../../api/write';
import { EmptyState, ErrorState } from '../../../components/ArtStates';
import { StateBadge } from '../../../components/books/labels';
import { canSendOn, publishPath } from '../../../components/PublishLink';
import { useTranslation } from '../../../i18n/react';

/** /yourstuff-publish without a book: the writer's stories that can be sent, to choose one. */
export function BookChooser() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: [...writeKeys.list('all', 'all'), 'publish'],
    queryFn: ({ signal }) => writeApi.list('all', 'all', null, signal),
  });
  if (list.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-label={t('publish.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={110} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const ready = list.data.List.filter((book) => canSendOn(book.State));
  if (ready.length === 0) {
    return (
      <EmptyState
        testId="publish-none"
        title={t('publish.choose.emptyTitle')}
        body={t('publish.choose.emptyBody')}
        actions={
          <Button component={Link} to="/yourstuff-write">
            {t('publish.back')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="sm">
      <Text fw={700}>{t('publish.choose.lead')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} data-testid="publish-choices">
        {ready.map((book) => {
          const title = book.Title || t('write.untitled');
          return (
            <Paper key={book.BookId} withBorder radius="lg" p="md">
              <Stack gap={6}>
                <Text fw={800} lineClamp={2}>
                  {title}
                </Text>
                <Group gap={6}>
                  <Text size="sm" c="dimmed">
                    {t(`write.type.${book.Type}`)}
                  </Text>
                  <StateBadge state={book.State} />
                </Group>
                <Button
                  component={Link}
                  to={publishPath(book.BookId)}
                  size="compact-md"
                  variant="light"
                  leftSection={<IconSend size={16} aria-hidden="true" />}
                  aria-label={t('publish.choose.publishOf', { title })}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('publish.action')}
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
