import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Container,
  Group,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { SignedInUser } from '@storyloom/domain';
import {
  IconBell,
  IconGift,
  IconLock,
  IconPhoto,
  IconReceipt,
  IconUserCircle,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formErrorText } from '../../api/form-errors';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';
import classes from './Account.module.css';
import { accountApi } from './api';
import { GeneralTab } from './GeneralTab';
import { LoadingState } from './layout';
import { NotificationsTab } from './NotificationsTab';
import { OrdersTab } from './OrdersTab';
import { SecurityTab } from './SecurityTab';

export type AccountTab = 'general' | 'notifications' | 'orders' | 'security';

/** Each tab's own address: SPEC §2 names /account, /account-email-notification, /account-orders. */
const tabPaths: Record<AccountTab, string> = {
  general: '/account',
  notifications: '/account-email-notification',
  orders: '/account-orders',
  security: '/account?tab=security',
};

/** A child waiting for a parent's OK: stories stay private; the email can be sent again. */
function ConsentNotice() {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  async function resend() {
    setState('sending');
    setProblem(null);
    try {
      await accountApi.resendConsent();
      setState('sent');
    } catch (err) {
      setProblem(formErrorText(err));
      setState('idle');
    }
  }
  return (
    <Alert
      color="sun"
      styles={{ title: { color: 'var(--mantine-color-ink-9)' } }}
      variant="light"
      radius="lg"
      title={t('account.consentNotice.title')}
      data-testid="consent-notice"
    >
      <Stack gap="xs">
        <Text c="ink.9">{t('account.consentNotice.text')}</Text>
        {problem ? (
          <Text c="red.8" fw={700} role="alert">
            {problem}
          </Text>
        ) : null}
        {state === 'sent' ? (
          <Text c="meadow.8" fw={700} role="status">
            {t('account.consentNotice.sent')}
          </Text>
        ) : (
          <Button
            size="xs"
            w="fit-content"
            variant="white"
            color="ink.8"
            onClick={resend}
            loading={state === 'sending'}
          >
            {t('account.consentNotice.resend')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

function SettingsHeader({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  return (
    <div className={classes.settingsHead}>
      <Avatar src={user.largeAvatar || user.avatar || null} size={96} radius={48} alt="">
        {user.username.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap={4}>
        <Title order={1} className={classes.cardTitle}>
          {t('account.settings.title')}
        </Title>
        <Group gap="xs">
          <Text fw={800} size="lg">
            {user.username}
          </Text>
          <Badge color="ink" variant="light" radius="xl" size="lg">
            {t(`account.roles.${roleKey(user)}`)}
          </Badge>
        </Group>
        <Group gap="md">
          <Anchor component={Link} to="/account-avatar" fw={700} size="sm">
            <IconPhoto size={16} aria-hidden="true" /> {t('account.avatar.change')}
          </Anchor>
          <Anchor component={Link} to="/invite" fw={700} size="sm">
            <IconGift size={16} aria-hidden="true" /> {t('account.invite.share')}
          </Anchor>
        </Group>
      </Stack>
    </div>
  );
}

function roleKey(user: SignedInUser): string {
  if (user.staffRole !== 'none') return user.staffRole;
  if (user.roleLabel === 'parent') return 'parent';
  const byType: Record<number, string> = {
    0: 'reader',
    1: 'student',
    2: 'teacher',
    3: 'artist',
    4: 'writer',
    5: 'partner',
    9: 'classStudent',
  };
  return byType[user.accountType] ?? 'student';
}

/**
 * /account, /account-email-notification and /account-orders: the settings, in tabs (general,
 * email notifications, orders, security) that keep their own addresses.
 */
export function AccountSettingsPage({ tab }: { tab: AccountTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useSession();
  const active: AccountTab =
    tab === 'general' && params.get('tab') === 'security' ? 'security' : tab;
  if (!user) return <LoadingState label={t('account.loading')} />;
  return (
    <Container size={980} className={classes.page} data-testid="account-settings">
      <Stack gap="lg">
        <SettingsHeader user={user} />
        {user.needsParentConsent ? <ConsentNotice /> : null}
        <div className={classes.card}>
          <Tabs
            value={active}
            onChange={(value) => {
              if (value) navigate(tabPaths[value as AccountTab]);
            }}
            color="ember.7"
            keepMounted={false}
          >
            <Tabs.List mb="lg">
              <Tabs.Tab
                value="general"
                leftSection={<IconUserCircle size={18} aria-hidden="true" />}
              >
                {t('account.tabs.general')}
              </Tabs.Tab>
              <Tabs.Tab
                value="notifications"
                leftSection={<IconBell size={18} aria-hidden="true" />}
              >
                {t('account.tabs.notifications')}
              </Tabs.Tab>
              <Tabs.Tab value="orders" leftSection={<IconReceipt size={18} aria-hidden="true" />}>
                {t('account.tabs.orders')}
              </Tabs.Tab>
              <Tabs.Tab value="security" leftSection={<IconLock size={18} aria-hidden="true" />}>
                {t('account.tabs.security')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="general">
              <GeneralTab key={user.uid} user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="notifications">
              <NotificationsTab />
            </Tabs.Panel>
            <Tabs.Panel value="orders">
              <OrdersTab />
            </Tabs.Panel>
            <Tabs.Panel value="security">
              <SecurityTab user={user} />
            </Tabs.Panel>
          </Tabs>
        </div>
      </Stack>
    </Container>
  );
}
