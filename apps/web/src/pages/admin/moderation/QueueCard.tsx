import { Badge, Card, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import type { QueueItem } from './api';

/** One entry of the queue: title, kind, type, language, writer, flags, reports, claim. */
export function QueueCard({
  item,
  selected,
  onOpen,
}: {
  item: QueueItem;
  selected: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <UnstyledButton onClick={onOpen} aria-pressed={selected} data-testid="queue-item">
      <Card withBorder radius="md" padding="sm" bg={selected ? 'sky.0' : undefined} w="100%">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={700} lineClamp={2} style={{ flex: '1 1 12rem', minWidth: 0 }}>
            {item.Title || t('write.untitled')}
          </Text>
          <Badge
            color={item.Kind === 'report' ? 'red.7' : 'sky.7'}
            radius="xl"
            style={{ flexShrink: 0 }}
          >
            {t(`moderation.kinds.${item.Kind}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`art.bookTypes.${item.Type}`)} · {t(`publish.languages.${item.Language}`)} ·{' '}
          {item.Author ?? ''}
        </Text>
        <Group gap={6} mt={4}>
          {item.FlagCount > 0 ? (
            <Badge color="ember" c="ember.9" variant="light">
              {t('moderation.flagCount', { count: item.FlagCount })}
            </Badge>
          ) : null}
          {item.ReportCount > 0 ? (
            <Badge color="red" c="red.9" variant="light">
              {t('moderation.reportCount', { count: item.ReportCount })}
            </Badge>
          ) : null}
          {item.Claim && !item.Claim.ByYou ? (
            <Badge color="gray" c="gray.9" variant="light">
              {t('moderation.claimedBy', { name: item.Claim.By ?? '' })}
            </Badge>
          ) : null}
        </Group>
      </Card>
    </UnstyledButton>
  );
}
