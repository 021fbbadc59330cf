import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';
import { useNotificationCount } from './notification-count';

/** The bell in the top navigation: the unread count, and a link to /yourstuff-notification. */
export function NotificationBell() {
  const { t } = useTranslation();
  const count = useNotificationCount();
  const label = count > 0 ? t('nav.notificationsUnread', { count }) : t('nav.notifications');
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      offset={5}
      color="ember.7"
      disabled={count === 0}
      withBorder
      data-testid="notification-bell"
    >
      <ActionIcon
        component={Link}
        to="/yourstuff-notification"
        variant="subtle"
        color="ink.8"
        size="lg"
        radius="xl"
        aria-label={label}
      >
        <IconBell size={22} stroke={1.8} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
}
