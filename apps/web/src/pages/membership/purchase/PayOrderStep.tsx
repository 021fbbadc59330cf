import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import {
  centsText,
  currencyForLanguage,
  exchangeRates,
  schoolPlanPriceCents,
} from '@storyloom/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../api/client';
import { PaidDialog } from '../../../components/payments/PaidDialog';
import { PayMethodFields, usePayMethod } from '../../../components/payments/PayMethodFields';
import { PayWindowState } from '../../../components/payments/PayWindowState';
import { usePayWindow } from '../../../components/payments/usePayWindow';
import { sessionStore } from '../../../session/store';
import type { SchoolInformation } from '../api';
import { purchaseApi } from './api';
import type { AppliedCoupon } from './BuyPage';

const currencies = Object.keys(exchangeRates);

function nonce(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The school plan's third step, pay order: the summary with the local-currency total, the
 * 18-or-older acknowledgement, then a card payment in the new window or a purchase order
 * (channel 9, full name and school name) that goes to /po-order/{orderno} (SPEC §4).
 */
export function PayOrderStep({
  item,
  members,
  coupon,
  school,
  onBack,
}: {
  item: string;
  members: number;
  coupon: AppliedCoupon | null;
  school: SchoolInformation;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [currency, setCurrency] = useState(() => currencyForLanguage(i18n.language));
  const form = usePayMethod({
    fullName: `${school.FirstName} ${school.LastName}`.trim(),
    schoolName: school.SchoolName,
  });
  const { channel, purchaseOrder } = form;
  const [attempt] = useState(nonce);
  const priceCents = schoolPlanPriceCents(members) ?? 0;
  const totalCents = coupon ? coupon.totalCents : priceCents;
  const rate = useQuery({
    queryKey: ['payments', 'exchange-rate', currency],
    queryFn: () => purchaseApi.exchangeRate(currency),
    enabled: currency !== 'USD',
  });
  const onSuccess = useCallback(() => void sessionStore.refresh(), []);
  const pay = usePayWindow(onSuccess);
  const requestKey = useMemo(
    () => `${attempt}:${item}:${members}:${coupon?.code ?? ''}:${channel}`,
    [attempt, item, members, coupon, channel],
  );
  const order = useMutation({
    mutationFn: () =>
      purchaseApi.pay({
        PayItem: item,
        Ammount: String(members),
        Coupon: coupon?.code ?? '',
        PayChannel: Number(channel),
        successUrl: '/pay-callback',
        cancelUrl: '/pay-cancel',
        fullName: form.fullName.trim(),
        schoolName: form.schoolName.trim(),
        RequestKey: requestKey,
      }),
    onSuccess: (result) => {
      const orderNo = typeof result === 'string' ? result : result.id;
      if (purchaseOrder) navigate(`/po-order/${encodeURIComponent(orderNo)}`);
      else pay.open(orderNo);
    },
  });

  if (pay.state === 'success') return <PaidDialog planLink="/educator-plan" />;

  const local =
    currency !== 'USD' && typeof rate.data === 'number'
      ? t('payments.pricing.localTotal', {
          amount: ((totalCents / 100) * rate.data).toFixed(2),
          currency,
        })
      : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.attempt()) order.mutate();
      }}
    >
      <Stack gap="md" maw={560}>
        <Table data-testid="buy-summary">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{t(`account.orders.items.${item}`)}</Table.Td>
              <Table.Td ta="right">{t('payments.buy.accounts', { count: members })}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('payments.buy.price')}</Table.Td>
              <Table.Td ta="right">{centsText(priceCents)} US$</Table.Td>
            </Table.Tr>
            {coupon ? (
              <Table.Tr>
                <Table.Td>{t('payments.checkout.couponApplied', { code: coupon.code })}</Table.Td>
                <Table.Td ta="right">-{centsText(priceCents - coupon.totalCents)} US$</Table.Td>
              </Table.Tr>
            ) : null}
            <Table.Tr>
              <Table.Td fw={700}>{t('payments.buy.total')}</Table.Td>
              <Table.Td ta="right" fw={700} data-testid="buy-total">
                {centsText(totalCents)} US$
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('payments.buy.currency')}
            data={currencies}
            value={currency}
            allowDeselect={false}
            onChange={(value) => setCurrency(value ?? 'USD')}
            w={140}
          />
          {local ? <Text data-testid="buy-local">{local}</Text> : null}
        </Group>
        <PayMethodFields
          form={form}
          methods={['card', 'purchaseOrder']}
          ackLabel={t('payments.checkout.ackAdult')}
          onChannelChange={pay.reset}
        />
        {order.error ? <Alert color="red">{apiErrorMessage(order.error)}</Alert> : null}
        <PayWindowState pay={pay} />
        <Group>
          <Button variant="default" onClick={onBack}>
            {t('payments.buy.back')}
          </Button>
          <Button type="submit" loading={order.isPending}>
            {t(purchaseOrder ? 'payments.buy.sendPurchaseOrder' : 'payments.checkout.payCard')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
