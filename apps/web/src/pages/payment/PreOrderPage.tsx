import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { PayChannel } from '@storyloom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState } from '../../components/ArtStates';
import {
  BuyerOrderCard,
  BuyerOrderPage,
  OrderFacts,
} from '../../components/payments/BuyerOrderPage';
import { PaidDialog } from '../../components/payments/PaidDialog';
import { PayWindowState } from '../../components/payments/PayWindowState';
import { usePayWindow } from '../../components/payments/usePayWindow';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import { type BuyerOrder, customOrderApi, payWindowApi } from './api';

const stateColors: Record<string, string> = {
  waiting: 'yellow',
  failed: 'red',
  reviewing: 'blue',
  complete: 'green',
  returned: 'orange',
  refunded: 'gray',
};

/** A card or wallet order still waiting (or failed, to try again) is paid from this page. */
const payable = (o: BuyerOrder) =>
  (o.PayChannel === PayChannel.CARD || o.PayChannel === PayChannel.WALLET) &&
  (o.State === 'waiting' || o.State === 'failed');

/** The pay button's text: try again after a failure, else by card or with the wallet. */
function payLabel(o: BuyerOrder): string {
  if (o.State === 'failed') return 'payments.pre.tryAgain';
  return o.PayChannel === PayChannel.WALLET
    ? 'payments.pre.payWallet'
    : 'payments.checkout.payCard';
}

function OneOrder({ orderNo }: { orderNo: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const key = ['payments', 'orders', orderNo];
  const order = useQuery({ queryKey: key, queryFn: () => payWindowApi.order(orderNo) });
  const onSuccess = useCallback(() => {
    void sessionStore.refresh();
    void client.invalidateQueries({ queryKey: ['payments'] });
  }, [client]);
  const pay = usePayWindow(onSuccess);
  if (order.isPending) return <Loader aria-label={t('payments.pre.loading')} />;
  if (order.isError) return <ErrorState error={order.error} onRetry={() => order.refetch()} />;
  const o = order.data;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const rows: [string, string][] = [
    [t('payments.po.number'), o.OrderNo],
    [t('account.orders.date'), date.format(new Date(o.CreateTime))],
    [t('account.orders.item'), t(`account.orders.items.${o.PayItem}`, o.PayItem)],
    [t('payments.buy.accountsLabel'), String(o.Members)],
    ...(o.SchoolName ? ([[t('payments.buy.schoolName'), o.SchoolName]] as [string, string][]) : []),
  ];
  const state = o.State;
  return (
    <Stack gap="md">
      {pay.state === 'success' ? <PaidDialog /> : null}
      <Group gap="sm">
        <Badge
          color={stateColors[state] ?? 'blue'}
          variant="light"
          size="lg"
          data-testid="pre-state"
        >
          {t(`account.orders.states.${state}`, state)}
        </Badge>
      </Group>
      <Text>
        {t(
          state === 'waiting' && o.PayChannel === PayChannel.WALLET
            ? 'payments.pre.next.waitingWallet'
            : `payments.pre.next.${state}`,
          t('payments.pre.next.other'),
        )}
      </Text>
      <OrderFacts rows={rows} testId="pre-details">
        {o.Coupon ? (
          <Table.Tr>
            <Table.Th scope="row">
              {t('payments.checkout.couponApplied', { code: o.Coupon })}
            </Table.Th>
            <Table.Td>-{o.Discount} US$</Table.Td>
          </Table.Tr>
        ) : null}
        <Table.Tr>
          <Table.Th scope="row">{t('payments.buy.total')}</Table.Th>
          <Table.Td fw={700} data-testid="pre-total">
            {o.Total} {o.Currency}
          </Table.Td>
        </Table.Tr>
      </OrderFacts>
      {o.Reason ? (
        <Alert color="orange" title={t('payments.po.reason')}>
          {o.Reason}
        </Alert>
      ) : null}
      <PayWindowState pay={pay} />
      <Group>
        {payable(o) ? (
          <Button onClick={() => pay.open(o.OrderNo)} data-testid="pre-pay">
            {t(payLabel(o))}
          </Button>
        ) : null}
        {o.PayChannel === PayChannel.PURCHASE_ORDER ? (
          <Button component={Link} to={`/po-order/${encodeURIComponent(o.OrderNo)}`}>
            {t('payments.custom.toPurchaseOrder')}
          </Button>
        ) : null}
        <Button component={Link} to="/account-orders" variant="outline">
          {t('payments.return.orders')}
        </Button>
      </Group>
    </Stack>
  );
}

function WaitingOrders() {
  const { t, i18n } = useTranslation();
  const orders = useQuery({
    queryKey: ['payments', 'orders'],
    queryFn: () => customOrderApi.orders(),
  });
  if (orders.isPending) return <Loader aria-label={t('payments.pre.loading')} />;
  if (orders.isError) return <ErrorState error={orders.error} onRetry={() => orders.refetch()} />;
  const waiting = orders.data.filter(payable);
  if (waiting.length === 0) {
    return (
      <EmptyState
        testId="pre-empty"
        title={t('payments.pre.emptyTitle')}
        body={t('payments.pre.emptyBody')}
        actions={
          <Button component={Link} to="/account-orders" variant="outline">
            {t('payments.return.orders')}
          </Button>
        }
      />
    );
  }
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Stack gap="sm" data-testid="pre-list">
      {waiting.map((o) => (
        <BuyerOrderCard
          key={o.OrderNo}
          title={t(`account.orders.items.${o.PayItem}`, o.PayItem)}
          detail={`${date.format(new Date(o.CreateTime))} · ${o.Total} ${o.Currency}`}
          to={`/pre-order/${encodeURIComponent(o.OrderNo)}`}
          name={o.OrderNo}
        />
      ))}
    </Stack>
  );
}

/**
 * /pre-order/{orderno?} (SPEC §2, decision 053): an order before it is paid - what it is, its
 * total and state - with the card or wallet payment window opened from this page's own button (a direct
 * click, so the browser lets it open); paid, it says so. Without a number: the buyer's orders
 * still waiting for payment.
 */
export function PreOrderPage() {
  const { t } = useTranslation();
  const { orderno = '' } = useParams();
  return (
    <BuyerOrderPage title={t('payments.pre.title')} loadingLabel={t('payments.pre.loading')}>
      {() => (orderno ? <OneOrder orderNo={orderno} /> : <WaitingOrders />)}
    </BuyerOrderPage>
  );
}
