import { Button, Container, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';

/**
 * The frame of a buyer's order page (/custom-order, /pre-order): signed out goes to sign-in and
 * back; while the session loads, a loader; then the page's content in one card.
 */
export function BuyerOrderPage({
  title,
  loadingLabel,
  children,
}: {
  title: string;
  loadingLabel: string;
  children: () => ReactNode;
}) {
  const { pathname } = useLocation();
  const { status, user } = useSession();
  if (status === 'ready' && !user) {
    return <Navigate to={`/signin?redirect=${encodeURIComponent(pathname)}`} replace />;
  }
  return (
    <Container size="sm" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          {status !== 'ready' ? <Loader aria-label={loadingLabel} /> : children()}
        </Paper>
      </Stack>
    </Container>
  );
}

/** One order in a buyer's list: what it is, a line under it, and the link that opens it. */
export function BuyerOrderCard({
  title,
  detail,
  badge,
  to,
  name,
}: {
  title: string;
  detail: string;
  badge?: ReactNode;
  to: string;
  /** Names the order in the open link's accessible name. */
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        </Stack>
        <Group gap="sm">
          {badge}
          <Button
            component={Link}
            to={to}
            variant="light"
            aria-label={`${t('payments.custom.open')}: ${name}`}
          >
            {t('payments.custom.open')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** An order's facts as label and value rows; `children` adds rows after them (the total). */
export function OrderFacts({
  rows,
  testId,
  children,
}: {
  rows: [string, string][];
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Table data-testid={testId}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w="40%">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
        {children}
      </Table.Tbody>
    </Table>
  );
}
