import { Alert, Anchor, Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { AccountType, centsText, PayChannel, planLimits, planPricesCents } from '@storyloom/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../api/client';
import { PayWindowState } from '../../../components/payments/PayWindowState';
import { usePayWindow } from '../../../components/payments/usePayWindow';
import { useTranslation } from '../../../i18n/react';
import { sessionStore } from '../../../session/store';
import { useSession } from '../../../session/useSession';
import { purchaseApi } from './api';
import { type AppliedCoupon, CouponBox } from './CouponBox';

export type BuyableItem = 'MONTHLY_PLAN' | 'ONE_YEAR' | 'FAMILY_PLAN';

const familyChoices = Array.from(
  { length: planLimits.familyMax - planLimits.familyMin + 1 },
  (_, i) => String(planLimits.familyMin + i),
);

function nonce(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Buying a plan (SPEC §4 payment states): member count, coupon, the 18-or-older or
 * parent-permission acknowledgement (SPEC §6), then the card window; the thank-you dialog on
 * success, the SPEC failure text, or cancel.
 */
export function CheckoutDialog({ item, onClose }: { item: BuyableItem; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [people, setPeople] = useState(String(planLimits.familyDefault));
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [attempt] = useState(nonce);
  const base = planPricesCents[item];
  // PRODUCT.md: a newcomer's first yearly plan costs less; the server says by how much.
  const discount = useQuery({
    queryKey: ['payments', 'discount', item],
    queryFn: () => purchaseApi.discount(item, base / 100),
    enabled: item === 'ONE_YEAR',
  });
  const priceCents =
    item === 'ONE_YEAR' && discount.data ? Math.round(discount.data.ExchangePrice * 100) : base;
  const totalCents = coupon ? coupon.totalCents : priceCents;
  const onSuccess = useCallback(() => void sessionStore.refresh(), []);
  const pay = usePayWindow(onSuccess);
  const requestKey = useMemo(
    () => `${attempt}:${item}:${people}:${coupon?.code ?? ''}`,
    [attempt, item, people, coupon],
  );

  const order = useMutation({
    mutationFn: () =>
      purchaseApi.pay({
        PayItem: item,
        Ammount: item === 'FAMILY_PLAN' ? people : '1',
        Coupon: coupon?.code ?? '',
        PayChannel: PayChannel.CARD,
        successUrl: '/pay-callback',
        cancelUrl: '/pay-cancel',
        RequestKey: requestKey,
      }),
    onSuccess: (result) => pay.open(typeof result === 'string' ? result : result.id),
  });

  const teacher = user?.accountType === AccountType.TEACHER;
  const title = t(
    item === 'MONTHLY_PLAN'
      ? 'payments.pricing.monthly'
      : item === 'ONE_YEAR'
        ? 'payments.pricing.yearly'
        : 'payments.pricing.family',
  );

  if (pay.state === 'success') {
    return (
      <Modal opened onClose={onClose} title={t('payments.checkout.thanks')} centered>
        <Stack gap="md">
          <Text>{t('payments.checkout.thanksText')}</Text>
          <Group>
            <Button onClick={onClose}>{t('payments.checkout.ok')}</Button>
            {item === 'FAMILY_PLAN' ? (
              <Button component={Link} to="/family-plan" variant="outline" onClick={onClose}>
                {t('payments.checkout.seePlan')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened onClose={onClose} title={`${t('payments.checkout.title')}: ${title}`} centered>
      <Stack gap="md">
        {item === 'FAMILY_PLAN' ? (
          <Select
            label={t('payments.checkout.people')}
            data={familyChoices}
            value={people}
            allowDeselect={false}
            onChange={(value) => {
              setPeople(value ?? String(planLimits.familyDefault));
              // SPEC §4: the coupon is cleared when the member count changes.
              setCoupon(null);
            }}
          />
        ) : null}
        <CouponBox item={item} priceCents={priceCents} coupon={coupon} setCoupon={setCoupon} />
        <Text fw={700} fz="lg" data-testid="checkout-total">
          {t('payments.checkout.total', { price: centsText(totalCents) })}
        </Text>
        <Checkbox
          checked={acknowledged}
          onChange={(e) => setAcknowledged(e.currentTarget.checked)}
          label={t(teacher ? 'payments.checkout.ackAdult' : 'payments.checkout.ackParent')}
        />
        {order.error ? <Alert color="red">{apiErrorMessage(order.error)}</Alert> : null}
        <PayWindowState pay={pay} />
        <Button disabled={!acknowledged} loading={order.isPending} onClick={() => order.mutate()}>
          {t('payments.checkout.payCard')}
        </Button>
        {/* The wallet (pay channel 8) is /buy's pay step (decision 067). */}
        <Anchor component={Link} to={`/buy?item=${item}`} size="sm" onClick={onClose}>
          {t('payments.buy.walletInstead')}
        </Anchor>
      </Stack>
    </Modal>
  );
}
