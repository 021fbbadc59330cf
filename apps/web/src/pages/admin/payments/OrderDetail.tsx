import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage, showSuccess } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useTranslation } from '../../../i18n/react';
import { type AdminOrder, paymentKeys, paymentsAdminApi } from './api';

export const stateColors: Record<string, string> = {
  waiting: 'blue',
  reviewing: 'grape',
  returned: 'orange',
  complete: 'green',
  failed: 'red',
  refunded: 'gray',
};

type Action = 'paid' | 'return' | 'refund';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '-'}
      </Text>
    </div>
  );
}

/** What an admin may do to an order: mark a purchase order paid or return it; refund a paid one. */
function OrderActions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [shown, setShown] = useState(false);
  const remainingCents = order.TotalCents - (order.RefundedCents ?? 0);
  const partCents = typeof amount === 'number' ? Math.round(amount * 100) : undefined;
  const part = partCents !== undefined && partCents < remainingCents;
  const amountOk = partCents === undefined || (partCents > 0 && partCents <= remainingCents);
  const [asking, setAsking] = useState<Action | null>(null);
  const act = useMutation({
    mutationFn: (action: Action) =>
      action === 'paid'
        ? paymentsAdminApi.markPaid(order.OrderNo)
        : action === 'return'
          ? paymentsAdminApi.returnOrder(order.OrderNo, reason.trim())
          : paymentsAdminApi.refund(order.OrderNo, reason.trim(), part ? partCents : undefined),
    onSuccess: async (_result, action) => {
      setAsking(null);
      setReason('');
      setAmount('');
      showSuccess(t(`adminConsole.orders.done.${action}`));
      await client.invalidateQueries({ queryKey: paymentKeys.orders });
    },
    onError: () => setAsking(null),
  });
  const purchaseOrder = order.State === 'reviewing' && order.PayChannel === 9;
  if (!purchaseOrder && order.State !== 'complete') return null;
  const needReason = (action: Action) => {
    setShown(true);
    if (reason.trim() && (action !== 'refund' || amountOk)) setAsking(action);
  };
  return (
    <Stack gap="sm">
      <Textarea
        label={t(
          purchaseOrder ? 'adminConsole.orders.returnReason' : 'adminConsole.orders.refundReason',
        )}
        description={t('adminConsole.orders.reasonHint')}
        value={reason}
        maxLength={500}
        rows={2}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={shown && !reason.trim() ? t('adminConsole.orders.reasonNeeded') : undefined}
      />
      {purchaseOrder ? null : (
        <NumberInput
          label={t('adminConsole.orders.refundAmount')}
          description={t('adminConsole.orders.refundAmountHint', {
            remaining: `${(remainingCents / 100).toFixed(2)} ${order.Currency}`,
          })}
          value={amount}
          min={0.01}
          max={remainingCents / 100}
          clampBehavior="none"
          decimalScale={2}
          onChange={setAmount}
          error={shown && !amountOk ? t('adminConsole.orders.refundAmountBad') : undefined}
        />
      )}
      {act.error ? <Alert color="red">{apiErrorMessage(act.error)}</Alert> : null}
      <Group>
        {purchaseOrder ? (
          <>
            <Button onClick={() => setAsking('paid')} data-testid="order-mark-paid">
              {t('adminConsole.orders.markPaid')}
            </Button>
            <Button
              variant="outline"
              color="orange"
              onClick={() => needReason('return')}
              data-testid="order-return"
            >
              {t('adminConsole.orders.return')}
            </Button>
          </>
        ) : (
          <Button
            color="red"
            variant="outline"
            onClick={() => needReason('refund')}
            data-testid="order-refund"
          >
            {t('adminConsole.orders.refund')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        body={
          asking
            ? t(
                asking === 'refund' && part
                  ? 'adminConsole.orders.confirmPart'
                  : `adminConsole.orders.confirm.${asking}`,
                {
                  total: `${(asking === 'refund' ? (partCents ?? remainingCents) / 100 : Number(order.Total)).toFixed(2)} ${order.Currency}`,
                  order: order.OrderNo,
                },
              )
            : null
        }
        title={asking ? t(`adminConsole.orders.confirmTitle.${asking}`) : ''}
        confirmLabel={asking ? t(`adminConsole.orders.confirmLabel.${asking}`) : ''}
        cancelLabel={t('adminConsole.cancel')}
        busy={act.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && act.mutate(asking)}
        testId="order-confirm"
        zIndex={300}
      />
    </Stack>
  );
}

/** One order for an admin: who, what, how, the provider's events, and the actions. */
export function OrderDetail({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useQuery({
    queryKey: paymentKeys.order(orderNo),
    queryFn: () => paymentsAdminApi.order(orderNo),
  });
  const when = (iso: string) =>
    iso
      ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
      : '';
  let body: React.ReactNode;
  if (detail.isPending) body = <Loader aria-label={t('adminConsole.loading')} />;
  else if (detail.isError) body = <Alert color="red">{apiErrorMessage(detail.error)}</Alert>;
  else {
    const o = detail.data.Order;
    body = (
      <Stack gap="md" data-testid="admin-order-detail">
        <Group gap="xs">
          <Badge color={stateColors[o.State] ?? 'blue'} variant="light">
            {t(`account.orders.states.${o.State}`, o.State)}
          </Badge>
          <Text size="sm" c="dimmed">
            {o.OrderNo}
          </Text>
        </Group>
        {o.Reason ? <Alert color="gray">{o.Reason}</Alert> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact
            label={t('account.orders.item')}
            value={t(`account.orders.items.${o.PayItem}`, o.PayItem)}
          />
          <Fact label={t('adminConsole.orders.members')} value={String(o.Members)} />
          <Fact label={t('account.orders.total')} value={`${o.Total} ${o.Currency}`} />
          {/* Part refunds so far; once refunded in full the state says it. */}
          {o.State === 'complete' && o.RefundedCents > 0 ? (
            <Fact label={t('adminConsole.orders.refunded')} value={`${o.Refunded} ${o.Currency}`} />
          ) : null}
          <Fact
            label={t('adminConsole.orders.coupon')}
            value={o.Coupon ? `${o.Coupon} (-${o.Discount})` : ''}
          />
          <Fact label={t('adminConsole.orders.placed')} value={when(o.CreateTime)} />
          <Fact label={t('adminConsole.orders.completed')} value={when(o.CompleteTime)} />
          <Fact label={t('adminConsole.orders.buyer')} value={o.UserId} />
          <Fact label={t('adminConsole.orders.provider')} value={o.Provider} />
          <Fact label={t('adminConsole.orders.fullName')} value={o.FullName} />
          <Fact label={t('adminConsole.orders.school')} value={o.SchoolName} />
        </SimpleGrid>
        {detail.data.Events.length > 0 ? (
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminConsole.orders.eventType')}</Table.Th>
                  <Table.Th>{t('adminConsole.orders.eventOutcome')}</Table.Th>
                  <Table.Th>{t('adminConsole.orders.eventTime')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.data.Events.map((e) => (
                  <Table.Tr key={`${e.Provider}:${e.EventId}`}>
                    <Table.Td>{e.Type}</Table.Td>
                    <Table.Td>{e.Outcome}</Table.Td>
                    <Table.Td>{when(e.ReceivedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <OrderActions order={o} />
      </Stack>
    );
  }
  return (
    <Modal opened onClose={onClose} title={t('adminConsole.orders.detailTitle')} size="lg" centered>
      {body}
    </Modal>
  );
}
