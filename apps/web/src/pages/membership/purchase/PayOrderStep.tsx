import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import {
  AccountType,
  centsText,
  currencyForLanguage,
  exchangeRates,
  PlanItem,
  walletReturnPath,
} from '@storyloom/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../api/client';
import { PaidDialog } from '../../../components/payments/PaidDialog';
import {
  type PayMethod,
  PayMethodFields,
  usePayMethod,
} from '../../../components/payments/PayMethodFields';
import { PayWindowState } from '../../../components/payments/PayWindowState';
import { usePayWindow } from '../../../components/payments/usePayWindow';
import { useTranslation } from '../../../i18n/react';
import { sessionStore } from '../../../session/store';
import { useSession } from '../../../session/useSession';
import type { SchoolInformation } from '../api';
import { purchaseApi } from './api';
import { CardTokenPay } from './CardTokenPay';
import type { AppliedCoupon } from './CouponBox';

const currencies = Object.keys(exchangeRates);

function nonce(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The summary's count: accounts of a school plan, people of the family plan, else none. */
function countText(
  t: ReturnType<typeof useTranslation>['t'],
  item: string,
  members: number,
): string {
  if (item === PlanItem.FAMILY_PLAN) return t('payments.buy.people', { count: members });
  if (item === PlanItem.MONTHLY_PLAN || item === PlanItem.ONE_YEAR) return '';
  return t('payments.buy.accounts', { count: members });
}

/**
 * /buy's pay step, for every plan item (SPEC §4; decision 067): the summary with the
 * local-currency total, the shared pay block (card; the wallet; a purchase order - channel 9,
 * full name and school name - for schools) with the 18-or-older or parent-permission
 * acknowledgement, then the card or wallet payment in the new window, or /po-order/{orderno}.
 * The wallet comes back to /pay-callback, which captures an order once or polls a
 * subscription every 1.5 s, and tells this window. The price shown is the server's rule; the
 * server recomputes it.
 */
export function PayOrderStep({
  item,
  members,
  priceCents,
  coupon,
  school,
  methods,
  planLink,
  onBack,
}: {
  item: string;
  members: number;
  /** Before the coupon. */
  priceCents: number;
  coupon: AppliedCoupon | null;
  /** The school plan's information (the purchase order's names). */
  school?: SchoolInformation;
  methods: readonly PayMethod[];
  planLink: string;
  onBack?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [currency, setCurrency] = useState(() => currencyForLanguage(i18n.language));
  const form = usePayMethod({
    fullName: school ? `${school.FirstName} ${school.LastName}`.trim() : '',
    schoolName: school?.SchoolName ?? '',
  });
  const { channel, purchaseOrder, wallet } = form;
  const [attempt] = useState(nonce);
  const totalCents = coupon ? coupon.totalCents : priceCents;
  const rate = useQuery({
    queryKey: ['payments', 'exchange-rate', currency],
    queryFn: () => purchaseApi.exchangeRate(currency),
    enabled: currency !== 'USD',
  });
  const onSuccess = useCallback(() => void sessionStore.refresh(), []);
  const pay = usePayWindow(onSuccess);
  // The direct card payment (decision 073) pays without the window: the same dialog after it.
  const [charged, setCharged] = useState(false);
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
        successUrl: wallet ? walletReturnPath(item) : '/pay-callback',
        cancelUrl: '/pay-cancel',
        ...(school || purchaseOrder
          ? { fullName: form.fullName.trim(), schoolName: form.schoolName.trim() }
          : {}),
        RequestKey: requestKey,
      }),
    onSuccess: (result) => {
      const orderNo = typeof result === 'string' ? result : result.id;
      if (purchaseOrder) navigate(`/po-order/${encodeURIComponent(orderNo)}`);
      else pay.open(orderNo);
    },
  });

  if (pay.state === 'success' || charged) return <PaidDialog planLink={planLink} />;
  const teacher = user?.accountType === AccountType.TEACHER;
  const count = countText(t, item, members);

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
              <Table.Td ta="right">{count}</Table.Td>
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
          methods={methods}
          ackLabel={t(teacher ? 'payments.checkout.ackAdult' : 'payments.checkout.ackParent')}
          onChannelChange={pay.reset}
        />
        {order.error ? <Alert color="red">{apiErrorMessage(order.error)}</Alert> : null}
        <PayWindowState pay={pay} />
        <Group>
          {onBack ? (
            <Button variant="default" onClick={onBack}>
              {t('payments.buy.back')}
            </Button>
          ) : null}
          <Button type="submit" loading={order.isPending} data-testid="buy-pay">
            {t(
              purchaseOrder
                ? 'payments.buy.sendPurchaseOrder'
                : wallet
                  ? 'payments.pre.payWallet'
                  : 'payments.checkout.payCard',
            )}
          </Button>
        </Group>
        {!wallet && !purchaseOrder ? (
          <CardTokenPay
            item={item}
            members={members}
            coupon={coupon}
            form={form}
            requestKey={requestKey}
            onPaid={() => {
              void sessionStore.refresh();
              setCharged(true);
            }}
          />
        ) : null}
      </Stack>
    </form>
  );
}
