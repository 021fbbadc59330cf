import { Button, Group, TextInput } from '@mantine/core';
import { couponAllowed, validateCouponPrice } from '@storyloom/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage } from '../../../api/client';
import { useTranslation } from '../../../i18n/react';
import { purchaseApi } from './api';

export interface AppliedCoupon {
  code: string;
  totalCents: number;
}

/**
 * The coupon box of /buy (SPEC §4 and §5): shown only for items that take a coupon (never the
 * monthly plan) and only when the pre-coupon price is above 0; an empty code just clears; the
 * server's refusal in red under the box, and the coupon cleared. The parent clears the coupon
 * when the member count changes. The server checks it again when the order is made.
 */
export function CouponBox({
  item,
  priceCents,
  coupon,
  setCoupon,
}: {
  item: string;
  /** Before the coupon; null while the count is not valid. */
  priceCents: number | null;
  coupon: AppliedCoupon | null;
  setCoupon: (c: AppliedCoupon | null) => void;
}) {
  const { t } = useTranslation();
  const [couponText, setCouponText] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: () => purchaseApi.checkCoupon(couponText.trim(), (priceCents ?? 0) / 100, item),
    onSuccess: (result) => {
      setCouponError(null);
      setCoupon(
        result.code ? { code: result.code, totalCents: Math.round(result.ammout * 100) } : null,
      );
    },
    onError: (err) => {
      // SPEC §8: the server's msg in red under the coupon box, and the coupon cleared.
      setCoupon(null);
      setCouponError(apiErrorMessage(err));
    },
  });
  if (!couponAllowed(item) || priceCents === null || validateCouponPrice(priceCents)) return null;
  return (
    <Group align="flex-start" wrap="nowrap" maw={520}>
      <TextInput
        style={{ flex: 1 }}
        label={t('payments.checkout.coupon')}
        value={couponText}
        onChange={(e) => setCouponText(e.currentTarget.value)}
        error={couponError}
        description={
          coupon ? t('payments.checkout.couponApplied', { code: coupon.code }) : undefined
        }
        data-testid="buy-coupon"
      />
      <Button
        mt={25}
        variant="outline"
        loading={check.isPending}
        onClick={() => {
          if (!couponText.trim()) {
            // SPEC §5: an empty coupon just clears.
            setCoupon(null);
            setCouponError(null);
          } else check.mutate();
        }}
      >
        {t('payments.checkout.applyCoupon')}
      </Button>
    </Group>
  );
}
