import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { AccountType, PayChannel } from '@storyloom/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { apiErrorMessage } from '../../api/client';
import { EmptyState, ErrorState } from '../../components/ArtStates';
import {
  BuyerOrderCard,
  BuyerOrderPage,
  OrderFacts,
} from '../../components/payments/BuyerOrderPage';
import { PayMethodFields, usePayMethod } from '../../components/payments/PayMethodFields';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';
import { type CustomOrder, customOrderApi, customStateColors } from './api';

function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={customStateColors[state] ?? 'blue'}
      variant="light"
      size="lg"
      data-testid="custom-state"
    >
      {t(`payments.custom.states.${state}`, state)}
    </Badge>
  );
}

/** The buyer's way on from an open custom order: method, acknowledgement, then the order. */
function PayForm({ custom }: { custom: CustomOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const teacher = user?.accountType === AccountType.TEACHER;
  const form = usePayMethod({ schoolName: custom.SchoolName });
  const pay = useMutation({
    mutationFn: () =>
      customOrderApi.pay({
        ItemID: custom.ItemID,
        PayChannel: Number(form.channel),
        ...(form.purchaseOrder
          ? { fullName: form.fullName.trim(), schoolName: form.schoolName.trim() }
          : {}),
      }),
    onSuccess: (made) => {
      const to = made.PayChannel === PayChannel.PURCHASE_ORDER ? 'po-order' : 'pre-order';
      navigate(`/${to}/${encodeURIComponent(made.OrderNo)}`);
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.attempt()) pay.mutate();
      }}
    >
      <Stack gap="md">
        <PayMethodFields
          form={form}
          methods={['card', 'wallet', 'purchaseOrder']}
          ackLabel={t(teacher ? 'payments.checkout.ackAdult' : 'payments.checkout.ackParent')}
        />
        {pay.error ? <Alert color="red">{apiErrorMessage(pay.error)}</Alert> : null}
        <Group>
          <Button type="submit" loading={pay.isPending} data-testid="custom-pay">
            {t(form.purchaseOrder ? 'payments.buy.sendPurchaseOrder' : 'payments.custom.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Next({ custom }: { custom: CustomOrder }) {
  const { t } = useTranslation();
  const order = encodeURIComponent(custom.OrderNo);
  switch (custom.State) {
    case 'open':
      return <PayForm custom={custom} />;
    case 'waiting':
      return (
        <Group>
          <Button component={Link} to={`/pre-order/${order}`}>
            {t('payments.custom.toPayment')}
          </Button>
        </Group>
      );
    case 'reviewing':
      return (
        <Group>
          <Button component={Link} to={`/po-order/${order}`}>
            {t('payments.custom.toPurchaseOrder')}
          </Button>
        </Group>
      );
    case 'paid':
      return (
        <Group>
          <Button component={Link} to="/educator-plan">
            {t('payments.checkout.seePlan')}
          </Button>
          <Button component={Link} to="/account-orders" variant="outline">
            {t('payments.return.orders')}
          </Button>
        </Group>
      );
    default:
      return null;
  }
}

function OneCustomOrder({ itemId }: { itemId: string }) {
  const { t, i18n } = useTranslation();
  const custom = useQuery({
    queryKey: ['payments', 'custom-orders', itemId],
    queryFn: () => customOrderApi.one(itemId),
  });
  if (custom.isPending) return <Loader aria-label={t('payments.custom.loading')} />;
  if (custom.isError) return <ErrorState error={custom.error} onRetry={() => custom.refetch()} />;
  const c = custom.data;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const rows: [string, string][] = [
    [t('account.orders.item'), t(`account.orders.items.${c.PayItem}`, c.PayItem)],
    [t('payments.buy.accountsLabel'), String(c.Members)],
    ...(c.SchoolName ? ([[t('payments.buy.schoolName'), c.SchoolName]] as [string, string][]) : []),
    [t('account.orders.date'), date.format(new Date(c.CreateTime))],
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {c.Title}
        </Title>
        <StateBadge state={c.State} />
      </Group>
      <Text>{t(`payments.custom.next.${c.State}`, '')}</Text>
      <OrderFacts rows={rows} testId="custom-details">
        <Table.Tr>
          <Table.Th scope="row">{t('payments.buy.total')}</Table.Th>
          <Table.Td fw={700} data-testid="custom-total">
            {c.Total} US$
          </Table.Td>
        </Table.Tr>
      </OrderFacts>
      {c.Note ? (
        <Alert variant="light" title={t('payments.custom.note')}>
          {c.Note}
        </Alert>
      ) : null}
      <Next custom={c} />
    </Stack>
  );
}

function MyCustomOrders() {
  const { t } = useTranslation();
  const mine = useQuery({
    queryKey: ['payments', 'custom-orders'],
    queryFn: () => customOrderApi.mine(),
  });
  if (mine.isPending) return <Loader aria-label={t('payments.custom.loading')} />;
  if (mine.isError) return <ErrorState error={mine.error} onRetry={() => mine.refetch()} />;
  if (mine.data.length === 0) {
    return (
      <EmptyState
        testId="custom-empty"
        title={t('payments.custom.emptyTitle')}
        body={t('payments.custom.emptyBody')}
        actions={
          <Button component={Link} to="/become-member?showdistrict=1" variant="outline">
            {t('payments.custom.contact')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="sm" data-testid="custom-list">
      {mine.data.map((c) => (
        <BuyerOrderCard
          key={c.ItemID}
          title={c.Title}
          detail={`${c.Total} US$`}
          badge={<StateBadge state={c.State} />}
          to={`/custom-order/${encodeURIComponent(c.ItemID)}`}
          name={c.Title}
        />
      ))}
    </Stack>
  );
}

/**
 * /custom-order/{itemID?} (SPEC §2, decision 053): an order an admin prepared for the buyer's
 * school - what it is, the accounts and the agreed total - and, while open, the way to pay it
 * (card or the wallet through /pre-order/{orderno}, or a purchase order). Without an id: the buyer's custom
 * orders.
 */
export function CustomOrderPage() {
  const { t } = useTranslation();
  const { itemID = '' } = useParams();
  return (
    <BuyerOrderPage title={t('payments.custom.title')} loadingLabel={t('payments.custom.loading')}>
      {() => (itemID ? <OneCustomOrder itemId={itemID} /> : <MyCustomOrders />)}
    </BuyerOrderPage>
  );
}
