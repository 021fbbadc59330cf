import { Alert, Anchor, Button, Loader, NumberInput, Select, Stack } from '@mantine/core';
import { addMemberPriceCents, PlanItem, planLimits, planPricesCents } from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../session/useSession';
import { purchaseApi } from './api';
import { type AppliedCoupon, CouponBox } from './CouponBox';
import { PayOrderStep } from './PayOrderStep';

const familyChoices = Array.from(
  { length: planLimits.familyMax - planLimits.familyMin + 1 },
  (_, i) => String(planLimits.familyMin + i),
);

/** Where the buyer sees the plan just bought. */
export const planLinks: Record<string, string> = {
  MONTHLY_PLAN: '/free-trial',
  ONE_YEAR: '/free-trial',
  FAMILY_PLAN: '/family-plan',
};

/** The membership plans (monthly, yearly, family) on /buy: card or the wallet. */
function MembershipPay({ item }: { item: 'MONTHLY_PLAN' | 'ONE_YEAR' | 'FAMILY_PLAN' }) {
  const { t } = useTranslation();
  const [people, setPeople] = useState(String(planLimits.familyDefault));
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const base = planPricesCents[item];
  // PRODUCT.md: a newcomer's first yearly plan costs less; the server says by how much.
  const discount = useQuery({
    queryKey: ['payments', 'discount', item],
    queryFn: () => purchaseApi.discount(item, base / 100),
    enabled: item === PlanItem.ONE_YEAR,
  });
  if (item === PlanItem.ONE_YEAR && discount.isPending) {
    return <Loader aria-label={t('membership.loading')} />;
  }
  const priceCents =
    item === PlanItem.ONE_YEAR && discount.data
      ? Math.round(discount.data.ExchangePrice * 100)
      : base;
  return (
    <Stack gap="md">
      {item === PlanItem.FAMILY_PLAN ? (
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
          maw={320}
        />
      ) : null}
      {/* SPEC §5: no coupon for the monthly plan (CouponBox shows nothing for it). */}
      <CouponBox item={item} priceCents={priceCents} coupon={coupon} setCoupon={setCoupon} />
      <PayOrderStep
        key={people}
        item={item}
        members={item === PlanItem.FAMILY_PLAN ? Number(people) : 1}
        priceCents={priceCents}
        coupon={coupon}
        methods={['card', 'wallet']}
        planLink={planLinks[item] ?? '/account-orders'}
      />
    </Stack>
  );
}

/**
 * PLAN_ADD_MEMBER (PRODUCT.md): more accounts for the school plan the buyer manages, at the
 * tier unit price of the new total, prorated by the days left (the server recomputes).
 */
function AddAccountsPay() {
  const { t } = useTranslation();
  const { plan } = useSession();
  const [added, setAdded] = useState<number | string>(5);
  const seats = plan?.MaxMember ?? 0;
  const expires = plan?.ExpireTime ? Date.parse(plan.ExpireTime) : Number.NaN;
  if (plan?.Type !== 1 || !seats || !Number.isFinite(expires) || plan.Expired) {
    return (
      <Alert title={t('payments.buy.addNeedsPlan')}>
        <Anchor component={Link} to="/buy">
          {t('payments.buy.title')}
        </Anchor>
      </Alert>
    );
  }
  const max = planLimits.schoolMax - seats;
  const n = typeof added === 'number' ? added : Number.NaN;
  const priceCents = Number.isInteger(n)
    ? addMemberPriceCents(seats, n, expires, Date.now())
    : null;
  return (
    <Stack gap="md">
      <NumberInput
        label={t('payments.buy.addCount')}
        description={t('payments.buy.addHint', { count: seats, max })}
        value={added}
        allowDecimal={false}
        allowNegative={false}
        onChange={setAdded}
        error={priceCents === null ? t('payments.buy.addRange', { max }) : undefined}
        maw={320}
      />
      {priceCents !== null && max > 0 ? (
        <PayOrderStep
          key={n}
          item={PlanItem.PLAN_ADD_MEMBER}
          members={n}
          priceCents={priceCents}
          coupon={null}
          methods={['card', 'wallet']}
          planLink="/educator-plan"
        />
      ) : (
        <Button
          component={Link}
          to="/become-member?showdistrict=1"
          variant="outline"
          w="fit-content"
        >
          {t('payments.buy.districtLink')}
        </Button>
      )}
    </Stack>
  );
}

/** /buy?item= for a plan that is not the school plan's three steps (decision 067). */
export function PlanPayStep({ item }: { item: string }) {
  if (item === PlanItem.PLAN_ADD_MEMBER) return <AddAccountsPay />;
  if (
    item === PlanItem.MONTHLY_PLAN ||
    item === PlanItem.ONE_YEAR ||
    item === PlanItem.FAMILY_PLAN
  ) {
    return <MembershipPay item={item} />;
  }
  return null;
}
