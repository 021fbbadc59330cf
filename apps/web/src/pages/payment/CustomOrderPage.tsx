import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { AccountType, PayChannel, validatePurchaseOrderForm } from '@storyloom/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { apiErrorMessage } from '../../api/client';
import { EmptyState, ErrorState } from '../../components/ArtStates';
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
  const [channel, setChannel] = useState(String(PayChannel.CARD));
  const [fullName, setFullName] = useState('');
  const [schoolName, setSchoolName] = useState(custom.SchoolName);
  const [acknowledged, setAcknowledged] = useState(false);
  const [shown, setShown] = useState(false);
  const purchaseOrder = channel === String(PayChannel.PURCHASE_ORDER);
  const pay = useMutation({
    mutationFn: () =>
      customOrderApi.pay({
        ItemID: custom.ItemID,
        PayChannel: Number(channel),
        ...(purchaseOrder ? { fullName: fullName.trim(), schoolName: schoolName.trim() } : {}),
      }),
    onSuccess: (made) => {
      const to = made.PayChannel === PayChannel.PURCHASE_ORDER ? 'po-order' : 'pre-order';
      navigate(`/${to}/${encodeURIComponent(made.OrderNo)}`);
    },
  });
  const poProblem = purchaseOrder && !validatePurchaseOrderForm({ fullName, schoolName });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShown(true);
        if (acknowledged && !poProblem) pay.mutate();
      }}
    >
      <Stack gap="md">
        <Radio.Group label={t('payments.buy.method')} value={channel} onChange={setChannel}>
          <Stack gap="xs" mt="xs">
            <Radio value={String(PayChannel.CARD)} label={t('payments.buy.card')} />
            <Radio
              value={String(PayChannel.PURCHASE_ORDER)}
              label={t('payments.buy.purchaseOrder')}
              description={t('payments.buy.purchaseOrderHint')}
            />
          </Stack>
        </Radio.Group>
        {purchaseOrder ? (
          <Stack gap="sm">
            <TextInput
              label={t('payments.buy.fullName')}
              value={fullName}
              required
              maxLength={120}
              autoComplete="name"
              onChange={(e) => setFullName(e.currentTarget.value)}
              error={shown && !fullName.trim() ? t('membership.educator.required') : undefined}
            />
            <TextInput
              label={t('payments.buy.schoolName')}
              value={schoolName}
              required
              maxLength={200}
              onChange={(e) => setSchoolName(e.currentTarget.value)}
              error={shown && !schoolName.trim() ? t('membership.educator.required') : undefined}
            />
          </Stack>
        ) : null}
        <Checkbox
          checked={acknowledged}
          onChange={(e) => setAcknowledged(e.currentTarget.checked)}
          label={t(teacher ? 'payments.checkout.ackAdult' : 'payments.checkout.ackParent')}
          error={shown && !acknowledged ? t('payments.buy.ackNeeded') : undefined}
        />
        {pay.error ? <Alert color="red">{apiErrorMessage(pay.error)}</Alert> : null}
        <Group>
          <Button type="submit" loading={pay.isPending} data-testid="custom-pay">
            {t(purchaseOrder ? 'payments.buy.sendPurchaseOrder' : 'payments.custom.continue')}
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
      <Table data-testid="custom-details">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="40%">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('payments.buy.total')}</Table.Th>
            <Table.Td fw={700} data-testid="custom-total">
              {c.Total} US$
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
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
        <Paper key={c.ItemID} withBorder radius="md" p="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Text fw={700}>{c.Title}</Text>
              <Text size="sm" c="dimmed">
                {c.Total} US$
              </Text>
            </Stack>
            <Group gap="sm">
              <StateBadge state={c.State} />
              <Button
                component={Link}
                to={`/custom-order/${encodeURIComponent(c.ItemID)}`}
                variant="light"
                aria-label={`${t('payments.custom.open')}: ${c.Title}`}
              >
                {t('payments.custom.open')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /custom-order/{itemID?} (SPEC §2, decision 053): an order an admin prepared for the buyer's
 * school - what it is, the accounts and the agreed total - and, while open, the way to pay it
 * (card through /pre-order/{orderno}, or a purchase order). Without an id: the buyer's custom
 * orders.
 */
export function CustomOrderPage() {
  const { t } = useTranslation();
  const { itemID = '' } = useParams();
  const { pathname } = useLocation();
  const { status, user } = useSession();
  if (status === 'ready' && !user) {
    return <Navigate to={`/signin?redirect=${encodeURIComponent(pathname)}`} replace />;
  }
  return (
    <Container size="sm" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Title order={1}>{t('payments.custom.title')}</Title>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          {status !== 'ready' ? (
            <Loader aria-label={t('payments.custom.loading')} />
          ) : itemID ? (
            <OneCustomOrder itemId={itemID} />
          ) : (
            <MyCustomOrders />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
