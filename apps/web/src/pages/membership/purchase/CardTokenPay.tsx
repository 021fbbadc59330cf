import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { usePublicConfig } from '../../../api/public-config';
import type { PayMethodState } from '../../../components/payments/PayMethodFields';
import { useTranslation } from '../../../i18n/react';
import { type ChargeCardResult, chargeFailureText, purchaseApi } from './api';
import type { AppliedCoupon } from './CouponBox';

/**
 * The legacy direct card payment (SPEC §7, decision 073) on /buy's card method: a card token
 * from the card provider's own form (in the sandbox, a test token such as tok_visa) charged at
 * once, without the payment window. The sandbox's test tokens are named only when the server
 * says the sandbox takes cards (GET /api/Config/Public `CardProvider`, decision 079). The
 * acknowledgement is asked first, as for every payment; a failure shows SPEC §8's pay failure
 * text followed by the server's text.
 */
export function CardTokenPay({
  item,
  members,
  coupon,
  form,
  requestKey,
  onPaid,
}: {
  item: string;
  members: number;
  coupon: AppliedCoupon | null;
  form: PayMethodState;
  requestKey: string;
  onPaid: (result: ChargeCardResult) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Asked once the form is opened: most payers never open it.
  const sandbox = usePublicConfig(open)?.CardProvider === 'sandbox';
  const [token, setToken] = useState('');
  const [missing, setMissing] = useState(false);
  const charge = useMutation({
    mutationFn: () =>
      purchaseApi.chargeCard({
        StripeToken: token.trim(),
        PayItem: item,
        Ammount: String(members),
        Coupon: coupon?.code ?? '',
        RequestKey: `${requestKey}:token`,
      }),
    onSuccess: onPaid,
  });
  if (!open) {
    return (
      <Anchor component="button" type="button" onClick={() => setOpen(true)} w="fit-content">
        {t('payments.checkout.tokenToggle')}
      </Anchor>
    );
  }
  const submit = () => {
    const empty = !token.trim();
    setMissing(empty);
    if (form.attempt() && !empty) charge.mutate();
  };
  return (
    <Stack gap="xs" data-testid="card-token-pay">
      <Group align="flex-start" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 220 }}
          label={t('payments.checkout.tokenLabel')}
          description={t(
            sandbox ? 'payments.checkout.tokenHintSandbox' : 'payments.checkout.tokenHint',
          )}
          value={token}
          onChange={(e) => setToken(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
          error={missing ? t('payments.checkout.tokenRequired') : undefined}
          autoComplete="off"
        />
      </Group>
      <Button variant="outline" w="fit-content" loading={charge.isPending} onClick={submit}>
        {t('payments.checkout.tokenPay')}
      </Button>
      {charge.error ? (
        <Alert color="red" role="alert">
          {chargeFailureText(charge.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
