import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { printCancelledReason, shippingAddressLines } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage, showSuccess } from '../../../api/client';
import { type PrintOrder, printOrderApi, printOrderKeys } from '../../../api/print-orders';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { PayWindowState } from '../../../components/payments/PayWindowState';
import { usePayWindow } from '../../../components/payments/usePayWindow';
import { StateBadge, useDateText } from '../../../components/print/PrintOrderState';
import { useTranslation } from '../../../i18n/react';
import classes from '../cart/Cart.module.css';

function nonce(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Pays a print order waiting for payment in the card window; the list follows its state. */
export function PayPrintOrder({ order, onPaid }: { order: PrintOrder; onPaid?: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [key] = useState(nonce);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const paid = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: printOrderKeys.list });
    onPaid?.();
  }, [queryClient, onPaid]);
  const pay = usePayWindow(paid);
  return (
    <Stack gap="xs" align="flex-start">
      {error ? <Alert color="red">{error}</Alert> : null}
      <PayWindowState pay={pay} />
      <Button
        loading={busy}
        onClick={async () => {
          setError(null);
          setBusy(true);
          try {
            const made = await printOrderApi.pay(order, `${key}:${order.PrintOrderId}`);
            pay.open(typeof made === 'string' ? made : made.id);
          } catch (err) {
            setError(apiErrorMessage(err));
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('print.orders.payNow', { amount: `${order.Total} ${order.Currency}` })}
      </Button>
    </Stack>
  );
}

/** Cancels an order waiting for payment, after the buyer confirms (decision 060). */
function CancelPrintOrder({ order }: { order: PrintOrder }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => printOrderApi.cancel(order),
    onSuccess: async () => {
      setAsking(false);
      showSuccess(t('print.orders.cancelled'));
      await queryClient.invalidateQueries({ queryKey: printOrderKeys.list });
    },
  });
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        onClick={() => setAsking(true)}
        data-testid="print-order-cancel"
      >
        {t('print.orders.cancel')}
      </Button>
      {cancel.error ? <Alert color="red">{apiErrorMessage(cancel.error)}</Alert> : null}
      <ConfirmDialog
        body={asking ? t('print.orders.cancelBody', { number: order.Number }) : null}
        title={t('print.orders.cancelTitle')}
        confirmLabel={t('print.orders.cancelConfirm')}
        cancelLabel={t('print.orders.keep')}
        busy={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => cancel.mutate()}
        testId="print-order-cancel-confirm"
      />
    </>
  );
}

function OrderCard({ order }: { order: PrintOrder }) {
  const { t } = useTranslation();
  const date = useDateText();
  const headingId = `print-order-${order.PrintOrderId}`;
  const cancelled = order.State === 'failed' && order.Reason === printCancelledReason;
  return (
    <Paper
      component="li"
      className={classes.card}
      p="md"
      radius="lg"
      withBorder
      aria-labelledby={headingId}
      data-testid="print-order"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h4" id={headingId}>
              {t('print.orders.number', { number: order.Number })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('print.orders.placed', { date: date(order.CreateTime) })}
            </Text>
          </div>
          <StateBadge state={order.State} />
        </Group>
        <Text size="sm">
          {t(cancelled ? 'print.orders.explain.cancelled' : `print.orders.explain.${order.State}`)}
        </Text>
        {order.Reason && !cancelled ? (
          <Alert
            color={order.State === 'failed' ? 'red' : 'ember'}
            title={t('print.orders.reason')}
          >
            {order.Reason}
          </Alert>
        ) : null}
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('print.orders.book')}</Table.Th>
                <Table.Th>{t('print.orders.format')}</Table.Th>
                <Table.Th ta="right">{t('print.quantity')}</Table.Th>
                <Table.Th ta="right">{t('print.orders.price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.Lines.map((line) => (
                <Table.Tr key={`${line.BookId}-${line.Format}`}>
                  <Table.Td className={classes.title}>{line.Title || t('print.untitled')}</Table.Td>
                  <Table.Td>{t(`print.format.${line.Format}`)}</Table.Td>
                  <Table.Td ta="right">{line.Quantity}</Table.Td>
                  <Table.Td ta="right">{line.Price}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" align="flex-start" gap="lg">
          <div>
            <Text fw={700} size="sm">
              {t('print.orders.shipTo')}
            </Text>
            {shippingAddressLines(order.Address).map((line) => (
              <Text size="sm" key={line} className={classes.title}>
                {line}
              </Text>
            ))}
          </div>
          <Stack gap={2} align="flex-end">
            <Text size="sm">{t('print.orders.subtotal', { amount: order.Subtotal })}</Text>
            <Text size="sm">{t('print.orders.shipping', { amount: order.Shipping })}</Text>
            <Text fw={800} data-testid="print-order-total">
              {t('print.orders.total', { amount: `${order.Total} ${order.Currency}` })}
            </Text>
          </Stack>
        </Group>
        {order.State === 'waiting' ? (
          <Group justify="space-between" align="flex-end">
            <PayPrintOrder order={order} />
            <CancelPrintOrder order={order} />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The buyer's print orders with their SPEC §4 states (/yourstuff-print-order, /cart/order). */
export function PrintOrderList() {
  const { t } = useTranslation();
  const orders = useQuery({ queryKey: printOrderKeys.list, queryFn: printOrderApi.list });
  if (orders.isPending) return <Loader aria-label={t('print.loading')} />;
  if (orders.isError)
    return (
      <LoadError
        title={t('print.loadFailed')}
        error={orders.error}
        retryLabel={t('print.tryAgain')}
        onRetry={() => void orders.refetch()}
      />
    );
  if (orders.data.length === 0)
    return (
      <Stack gap="sm" align="flex-start" data-testid="print-orders-empty">
        <Text>{t('print.orders.empty')}</Text>
        <Button component={Link} to="/cart/printable" variant="light">
          {t('print.cart.browse')}
        </Button>
      </Stack>
    );
  return (
    <ul className={classes.lines} aria-label={t('print.orders.title')}>
      {orders.data.map((order) => (
        <OrderCard key={order.PrintOrderId} order={order} />
      ))}
    </ul>
  );
}
