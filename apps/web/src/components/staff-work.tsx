import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconCake,
  IconChartBar,
  IconHeartbeat,
  IconHelpCircle,
  IconHistory,
  IconInbox,
  IconLock,
  IconMail,
  IconMessageReport,
  IconNews,
  IconPalette,
  IconPhotoCheck,
  IconPrinter,
  IconReceipt,
  IconShieldCheck,
  IconSpeakerphone,
  IconTrophy,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../api/client';
import { useTranslation } from '../i18n/react';
import { useSession } from '../session/useSession';

/** POST /api/Admin/WorkCounts: what waits for staff (docs/api.md "Moderators"). */
export interface WorkCounts {
  Stories: number;
  Reports: number;
  Artworks: number;
  Birthdays: number;
  Total: number;
}

export const workCountsKey = ['staff', 'work-counts'] as const;

/** The counts for a moderator or an admin (refreshed every minute); nothing for anyone else. */
export function useStaffWork() {
  const { user } = useSession();
  const role = user?.staffRole ?? 'none';
  const counts = useQuery({
    queryKey: workCountsKey,
    queryFn: ({ signal }) =>
      api.post<WorkCounts>('/api/Admin/WorkCounts', undefined, { signal, silent: true }),
    enabled: role !== 'none',
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
  return { role, counts: counts.data ?? null };
}

export interface StaffLink {
  to: string;
  /** i18n key of the label. */
  label: string;
  icon: TablerIcon;
  /** How many items wait there, when the screen is a queue. */
  waiting?: number | undefined;
  testId: string;
}

/** The staff screens a role opens, queues first, with what waits in each. */
export function staffLinks(role: string, counts: WorkCounts | null): StaffLink[] {
  if (role === 'none') return [];
  const links: StaffLink[] = [
    {
      to: '/admin/moderation',
      label: 'nav.storyQueue',
      icon: IconMessageReport,
      waiting: counts ? counts.Stories + counts.Reports : undefined,
      testId: 'staff-story-queue',
    },
    {
      to: '/admin/artwork',
      label: 'nav.artworkReview',
      icon: IconPhotoCheck,
      waiting: counts?.Artworks,
      testId: 'staff-artwork-queue',
    },
    {
      to: '/admin/birthdays',
      label: 'nav.birthdayChanges',
      icon: IconCake,
      waiting: counts?.Birthdays,
      testId: 'staff-birthdays',
    },
  ];
  if (role === 'admin') {
    links.push(
      {
        to: '/admin/messages',
        label: 'nav.supportInbox',
        icon: IconInbox,
        testId: 'staff-messages',
      },
      { to: '/admin/blog', label: 'nav.blogPosts', icon: IconNews, testId: 'staff-blog' },
      { to: '/admin/books', label: 'nav.paidOnlyStories', icon: IconLock, testId: 'staff-books' },
      {
        to: '/admin/challenges',
        label: 'nav.challengesAdmin',
        icon: IconTrophy,
        testId: 'staff-challenges',
      },
      { to: '/admin/faq', label: 'nav.faqAdmin', icon: IconHelpCircle, testId: 'staff-faq' },
      {
        to: '/admin/updates',
        label: 'nav.updatesAdmin',
        icon: IconSpeakerphone,
        testId: 'staff-updates',
      },
      {
        to: '/admin/safety',
        label: 'nav.safetyAdmin',
        icon: IconShieldCheck,
        testId: 'staff-safety',
      },
      {
        to: '/admin/statistics',
        label: 'nav.statisticsAdmin',
        icon: IconChartBar,
        testId: 'staff-statistics',
      },
      {
        to: '/admin/health',
        label: 'nav.healthAdmin',
        icon: IconHeartbeat,
        testId: 'staff-health',
      },
      { to: '/admin/users', label: 'nav.adminUsers', icon: IconUsers, testId: 'staff-users' },
      { to: '/admin/audit', label: 'nav.auditLog', icon: IconHistory, testId: 'staff-audit' },
      { to: '/admin/outbox', label: 'nav.mailOutbox', icon: IconMail, testId: 'staff-outbox' },
      {
        to: '/admin/district-requests',
        label: 'nav.districtRequests',
        icon: IconBuildingCommunity,
        testId: 'staff-district-requests',
      },
      { to: '/admin/orders', label: 'nav.adminOrders', icon: IconReceipt, testId: 'staff-orders' },
      { to: '/admin/print', label: 'nav.printQueue', icon: IconPrinter, testId: 'staff-print' },
      {
        to: '/admin/artshop',
        label: 'nav.artShopsAdmin',
        icon: IconPalette,
        testId: 'staff-artshop',
      },
    );
  }
  return links;
}

/** "3 waiting" beside a queue's name (hidden while the count is unknown). */
export function WaitingBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (count === undefined) return null;
  return (
    <Badge
      size="sm"
      radius="sm"
      variant={count > 0 ? 'filled' : 'light'}
      color={count > 0 ? 'ember.8' : 'gray'}
      data-testid="staff-waiting"
    >
      {t('nav.waiting', { count })}
    </Badge>
  );
}

/** The staff's console on their home pages: each queue and tool, with what waits. */
export function StaffWorkPanel() {
  const { t } = useTranslation();
  const { role, counts } = useStaffWork();
  const links = staffLinks(role, counts);
  if (!links.length) return null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="staff-work-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="staff-work-title">
          {t('nav.staffTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {counts ? t('nav.staffLead', { count: counts.Total }) : t('nav.staffLeadLoading')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {links.map((link) => (
            <Paper
              key={link.to}
              component={Link}
              to={link.to}
              withBorder
              radius="md"
              p="sm"
              data-testid={link.testId}
              style={{ textDecoration: 'none', color: 'inherit' }}
            >
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="sm" wrap="nowrap">
                  <link.icon size={22} aria-hidden="true" />
                  <Text fw={700}>{t(link.label)}</Text>
                </Group>
                <WaitingBadge count={link.waiting} />
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
