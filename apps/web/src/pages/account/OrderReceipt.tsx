import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { OrderLine } from '../../api/orders';
import { useTranslation } from '../../i18n/react';

export type { OrderLine } from '../../api/orders';

/** The receipt of a paid (or refunded) order: what was bought, for how much, when. */
export function OrderReceipt({ order, onClose }: { order: OrderLine; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  const rows: [string, string][] = [
    [t('account.orders.receipt.number'), order.OrderNo],
    [t('account.orders.receipt.placed'), date.format(new Date(order.CreateTime))],
    ...(order.CompleteTime
      ? ([[t('account.orders.receipt.paid'), date.format(new Date(order.CompleteTime))]] as [
          string,
          string,
        ][])
      : []),
    [t('account.orders.item'), t(`account.orders.items.${order.PayItem}`, order.PayItem)],
    [t('account.orders.receipt.members'), String(order.Members)],
    [t('account.orders.receipt.price'), `${order.Price} ${order.Currency}`],
    ...(order.Coupon
      ? ([
          [
            t('account.orders.receipt.coupon', { code: order.Coupon }),
            `-${order.Discount} ${order.Currency}`,
          ],
        ] as [string, string][])
      : []),
    [t('account.orders.total'), `${order.Total} ${order.Currency}`],
    [t('account.orders.state'), t(`account.orders.states.${order.State}`, order.State)],
  ];
  return (
    <Modal opened onClose={onClose} title={t('account.orders.receipt.title')} centered>
      <Stack gap="md" data-testid="order-receipt">
        <Text size="sm" c="dimmed">
          {t('account.orders.receipt.seller')}
        </Text>
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td ta="right">{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="outline" onClick={() => window.print()}>
            {t('account.orders.receipt.print')}
          </Button>
          <Button onClick={onClose}>{t('account.orders.receipt.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
