import {
  Alert,
  Badge,
  Chip,
  Container,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { isBadgeId, type NotificationFilter, notificationFilters } from '@storyloom/domain';
import { IconAward, IconBell, IconBook, IconCrown, IconTicket } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { apiErrorMessage } from '../../../api/client';
import { ledgerApi, ledgerKeys, type NotificationView, pageSize } from '../../../api/ledger';
import { notificationCount } from '../../../components/notification-count';
import { useTranslation } from '../../../i18n/react';
import classes from './Ledger.module.css';

const groupIcons: Record<string, { icon: ReactNode; color: string }> = {
  crowns: { icon: <IconCrown size={20} aria-hidden="true" />, color: 'sun.6' },
  tickets: { icon: <IconTicket size={20} aria-hidden="true" />, color: 'sky.7' },
  badges: { icon: <IconAward size={20} aria-hidden="true" />, color: 'plum.6' },
  publishing: { icon: <IconBook size={20} aria-hidden="true" />, color: 'meadow.7' },
};

/** A notification's text: its kind's sentence with its parameters, in the reader's language. */
export function useNotificationText() {
  const { t } = useTranslation();
  return (n: NotificationView): string => {
    const params: Record<string, string | number> = { ...n.Params };
    if (typeof n.Params.reason === 'string') {
      params.reasonText = t(`ledger.reasons.${n.Params.reason}`);
    }
    if (isBadgeId(n.Params.badge)) params.badgeName = t(`ledger.badges.names.${n.Params.badge}`);
    return t(`ledger.notifications.kinds.${n.Kind}`, params);
  };
}

/** /yourstuff-notification: filters and pages; opening it resets the bell (SPEC §4). */
export function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ledgerKeys.notifications(filter, page),
    queryFn: () => ledgerApi.notifications(filter, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const text = useNotificationText();
  useEffect(() => {
    if (list.isSuccess) notificationCount.reset();
  }, [list.isSuccess]);
  const time = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <Container size="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Title order={1}>{t('ledger.notifications.title')}</Title>
        <Chip.Group
          value={filter}
          onChange={(value) => {
            setFilter(value as NotificationFilter);
            setPage(1);
          }}
        >
          <Group gap="xs" role="group" aria-label={t('ledger.notifications.filterLabel')}>
            {notificationFilters.map((f) => (
              <Chip key={f} value={f} color="ink" variant="light">
                {t(`ledger.notifications.filters.${f}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {list.isPending ? (
          <Loader aria-label={t('ledger.loading')} />
        ) : list.isError ? (
          <Alert color="ember" role="alert">
            {apiErrorMessage(list.error)}
          </Alert>
        ) : list.data.NotificationList.length === 0 ? (
          <Paper className={classes.notice} p="xl" radius="lg" withBorder ta="center">
            <ThemeIcon size={48} radius="xl" color="ink.2" c="ink.8" mx="auto" mb="sm">
              <IconBell size={26} aria-hidden="true" />
            </ThemeIcon>
            <Text>{t('ledger.notifications.empty')}</Text>
          </Paper>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            className={classes.plainList}
            data-testid="notification-list"
          >
            {list.data.NotificationList.map((n) => {
              const look = groupIcons[n.Group] ?? { icon: <IconBell size={20} />, color: 'ink.6' };
              return (
                <Paper
                  key={n.Id}
                  component="li"
                  className={`${classes.notice} ${n.IsRead ? '' : classes.unread}`}
                  p="md"
                  radius="md"
                  withBorder
                >
                  <Group wrap="nowrap" align="flex-start">
                    <ThemeIcon size={36} radius="xl" color={look.color}>
                      {look.icon}
                    </ThemeIcon>
                    <Stack gap={2} style={{ flex: 1 }}>
                      <Text>{text(n)}</Text>
                      <Text size="xs" c="dimmed">
                        {time.format(new Date(n.Time))}
                      </Text>
                    </Stack>
                    {n.IsRead ? null : (
                      <Badge color="ember.7" variant="filled" size="sm">
                        {t('ledger.notifications.new')}
                      </Badge>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
        {list.data && list.data.Total > pageSize ? (
          <Pagination
            total={Math.ceil(list.data.Total / pageSize)}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`ledger.paging.${control}`) })}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
