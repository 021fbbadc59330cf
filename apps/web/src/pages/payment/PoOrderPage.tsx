import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { apiErrorMessage } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';
import { payWindowApi } from './api';

const stateColors: Record<string, string> = {
  reviewing: 'blue',
  complete: 'green',
  returned: 'orange',
  refunded: 'gray',
};

/**
 * /po-order/{orderno} (SPEC §2, §4): where a purchase order (channel 9) lands - the request as
 * sent, its state (reviewing until staff mark it paid, or returned with their reason) and what
 * the school does next.
 */
export function PoOrderPage() {
  const { t, i18n } = useTranslation();
  const { orderno = '' } = useParams();
  const { pathname } = useLocation();
  const { status, user } = useSession();
  const order = useQuery({
    queryKey: ['payments', 'orders', orderno],
    queryFn: () => payWindowApi.order(orderno),
    enabled: Boolean(user && orderno),
  });
  if (status === 'ready' && !user) {
    return <Navigate to={`/signin?redirect=${encodeURIComponent(pathname)}`} replace />;
  }
  let body: React.ReactNode;
  if (status !== 'ready' || order.isPending) {
    body = <Loader aria-label={t('payments.po.loading')} />;
  } else if (order.isError) {
    body = <Alert color="red">{apiErrorMessage(order.error)}</Alert>;
  } else {
    const o = order.data;
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    body = (
      <Stack gap="md">
        <Group gap="sm">
          <Badge
            color={stateColors[o.State] ?? 'blue'}
            variant="light"
            size="lg"
            data-testid="po-state"
          >
            {t(`account.orders.states.${o.State}`, o.State)}
          </Badge>
        </Group>
        <Text>{t(`payments.po.next.${o.State}`, t('payments.po.next.other'))}</Text>
        {o.Reason ? (
          <Alert color="orange" title={t('payments.po.reason')}>
            {o.Reason}
          </Alert>
        ) : null}
        <Table data-testid="po-details">
          <Table.Tbody>
            {[
              [t('payments.po.number'), o.OrderNo],
              [t('account.orders.date'), date.format(new Date(o.CreateTime))],
              [t('account.orders.item'), t(`account.orders.items.${o.PayItem}`, o.PayItem)],
              [t('payments.buy.accountsLabel'), String(o.Members)],
              [t('payments.buy.fullName'), o.FullName],
              [t('payments.buy.schoolName'), o.SchoolName],
              [t('payments.buy.total'), `${o.Total} ${o.Currency}`],
            ].map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="40%">
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button component={Link} to="/account-orders">
            {t('payments.return.orders')}
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            {t('payments.po.print')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Container size="sm" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Title order={1}>{t('payments.po.title')}</Title>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          {body}
        </Paper>
      </Stack>
    </Container>
  );
}
