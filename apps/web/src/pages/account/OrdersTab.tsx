import { Badge, Button, EmptyState, Table, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, apiErrorMessage } from '../../api/client';
import { FormAlert, LoadingState } from './layout';

/** An order as GetPayOrder answers it (docs/api.md, "Payments"). */
interface OrderLine {
  OrderNo: string;
  PayItem: string;
  State: string;
  Reason: string;
  Total: string;
  Currency: string;
  CreateTime: string;
}

const stateColors: Record<string, string> = {
  complete: 'green',
  failed: 'red',
  returned: 'orange',
  refunded: 'gray',
};

/** The orders tab (/account-orders, where payments return): the account's orders, newest first. */
export function OrdersTab() {
  const { t, i18n } = useTranslation();
  const orders = useQuery({
    queryKey: ['payments', 'orders'],
    queryFn: () => api.post<OrderLine[]>('/api/User/GetPayOrder', {}),
  });
  if (orders.isPending) return <LoadingState label={t('account.orders.loading')} />;
  if (orders.error) return <FormAlert message={apiErrorMessage(orders.error)} />;
  if (orders.data.length === 0) {
    return (
      <EmptyState
        data-testid="orders-empty"
        variant="light"
        color="ember"
        icon={<IconReceipt size={32} aria-hidden="true" />}
        title={t('account.orders.emptyTitle')}
        description={t('account.orders.emptyText')}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/pricing">
            {t('account.orders.plans')}
          </Button>
          <Button component={Link} to="/yourstuff-print-order" variant="outline" color="ink.8">
            {t('account.orders.print')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table data-testid="orders-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('account.orders.date')}</Table.Th>
            <Table.Th>{t('account.orders.item')}</Table.Th>
            <Table.Th>{t('account.orders.total')}</Table.Th>
            <Table.Th>{t('account.orders.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.data.map((order) => (
            <Table.Tr key={order.OrderNo}>
              <Table.Td>{date.format(new Date(order.CreateTime))}</Table.Td>
              <Table.Td>{t(`account.orders.items.${order.PayItem}`, order.PayItem)}</Table.Td>
              <Table.Td>
                {order.Total} {order.Currency}
              </Table.Td>
              <Table.Td>
                <Badge color={stateColors[order.State] ?? 'blue'} variant="light">
                  {t(`account.orders.states.${order.State}`, order.State)}
                </Badge>
                {order.Reason ? <Text size="sm">{order.Reason}</Text> : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
