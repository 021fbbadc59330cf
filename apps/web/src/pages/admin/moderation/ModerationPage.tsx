import {
  Alert,
  Button,
  Container,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { bookLanguages, ErrorCode } from '@storyloom/domain';
import { IconShieldLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError, showApiError, showSuccess } from '../../../api/client';
import { EmptyState, ErrorState } from '../../../components/ArtStates';
import { useTranslation } from '../../../i18n/react';
import { moderationApi, moderationKeys, type QueueFilters, type QueueItem } from './api';
import { EntryView } from './EntryView';
import { QueueCard } from './QueueCard';

const bookTypeOptions = ['all', 'picturebook', 'longform', 'flashfiction', 'poetry', 'comic'];

/** /admin/moderation: stories waiting for review and reported stories, oldest first. */
export function ModerationPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<QueueFilters>({
    Kind: 'all',
    Type: 'all',
    Language: 'all',
  });
  const [selected, setSelected] = useState<string | null>(null);
  const queue = useQuery({
    queryKey: moderationKeys.queue(filters),
    queryFn: ({ signal }) => moderationApi.queue(filters, signal),
  });
  const entry = useQuery({
    queryKey: moderationKeys.entry(selected ?? ''),
    queryFn: ({ signal }) => moderationApi.get(selected ?? '', signal),
    enabled: selected !== null,
  });
  const open = async (item: QueueItem) => {
    try {
      await moderationApi.claim(item.EntryId);
      setSelected(item.EntryId);
    } catch (error) {
      showApiError(error);
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    }
  };
  const done = (message: string) => {
    showSuccess(message);
    setSelected(null);
    void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
  };
  const needsSecondFactor =
    queue.isError &&
    isApiError(queue.error) &&
    queue.error.code === ErrorCode.SECOND_FACTOR_REQUIRED;
  const set = (key: keyof QueueFilters) => (value: string | null) =>
    setFilters((f) => ({ ...f, [key]: value ?? 'all' }));

  return (
    <Container size="xl" py="xl" data-testid="admin-moderation">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('moderation.title')}</Title>
          <Text c="dimmed">{t('moderation.lead')}</Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('moderation.filterKind')}
            value={filters.Kind}
            onChange={set('Kind')}
            allowDeselect={false}
            data={['all', 'submission', 'report'].map((k) => ({
              value: k,
              label: t(`moderation.kinds.${k}`),
            }))}
          />
          <Select
            label={t('moderation.filterType')}
            value={filters.Type}
            onChange={set('Type')}
            allowDeselect={false}
            data={bookTypeOptions.map((k) => ({
              value: k,
              label: k === 'all' ? t('moderation.kinds.all') : t(`art.bookTypes.${k}`),
            }))}
          />
          <Select
            label={t('moderation.filterLanguage')}
            value={filters.Language}
            onChange={set('Language')}
            allowDeselect={false}
            data={['all', ...bookLanguages].map((k) => ({
              value: k,
              label: k === 'all' ? t('moderation.kinds.all') : t(`publish.languages.${k}`),
            }))}
          />
        </SimpleGrid>
        {needsSecondFactor ? (
          <Alert
            color="ember"
            variant="light"
            icon={<IconShieldLock aria-hidden="true" />}
            role="alert"
          >
            <Text>{queue.error.message}</Text>
            <Button component={Link} to="/account?tab=security" mt="sm" size="sm">
              {t('art.admin.secondFactorAction')}
            </Button>
          </Alert>
        ) : queue.isPending ? (
          <Loader aria-label={t('moderation.loading')} />
        ) : queue.isError ? (
          <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
        ) : queue.data.List.length === 0 ? (
          <EmptyState
            title={t('moderation.emptyTitle')}
            body={t('moderation.emptyBody')}
            testId="moderation-empty"
          />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <section aria-label={t('moderation.queueLabel')}>
              <Stack gap="xs">
                {queue.data.List.map((item) => (
                  <QueueCard
                    key={item.EntryId}
                    item={item}
                    selected={item.EntryId === selected}
                    onOpen={() => void open(item)}
                  />
                ))}
              </Stack>
            </section>
            <div>
              {selected === null ? (
                <Text c="dimmed">{t('moderation.pick')}</Text>
              ) : entry.isPending ? (
                <Loader aria-label={t('moderation.loading')} />
              ) : entry.isError ? (
                <ErrorState error={entry.error} onRetry={() => void entry.refetch()} />
              ) : (
                <EntryView detail={entry.data} onDone={done} />
              )}
            </div>
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
