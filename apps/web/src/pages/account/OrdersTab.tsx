import { Badge, Button, EmptyState, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, apiErrorMessage } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { FormAlert, LoadingState } from './layout';
import { type OrderLine, OrderReceipt } from './OrderReceipt';

const stateColors: Record<string, string> = {
  complete: 'green',
  failed: 'red',
  returned: 'orange',
  refunded: 'gray',
};

/** The orders tab (/account-orders, where payments return): the account's orders, newest first. */
export function OrdersTab() {
  const { t, i18n } = useTranslation();
  const [receipt, setReceipt] = useState<OrderLine | null>(null);
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
            <Table.Th>
              <VisuallyHidden>{t('account.orders.actions')}</VisuallyHidden>
            </Table.Th>
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
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {order.State === 'complete' || order.State === 'refunded' ? (
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => setReceipt(order)}
                      aria-label={`${t('account.orders.receipt.open')}: ${order.OrderNo}`}
                    >
                      {t('account.orders.receipt.open')}
                    </Button>
                  ) : null}
                  {order.PayChannel === 9 ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      component={Link}
                      to={`/po-order/${encodeURIComponent(order.OrderNo)}`}
                    >
                      {t('account.orders.purchaseOrder')}
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {receipt ? <OrderReceipt order={receipt} onClose={() => setReceipt(null)} /> : null}
    </Table.ScrollContainer>
  );
}
