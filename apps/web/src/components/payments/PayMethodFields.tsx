import { Checkbox, Radio, Stack, TextInput } from '@mantine/core';
import { PayChannel, validatePurchaseOrderForm } from '@storyloom/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';

/** The pay channels a form offers, in this order (SPEC §7: 0 card, 8 wallet, 9 purchase order). */
export type PayMethod = 'card' | 'wallet' | 'purchaseOrder';

const channelOf: Record<PayMethod, number> = {
  card: PayChannel.CARD,
  wallet: PayChannel.WALLET,
  purchaseOrder: PayChannel.PURCHASE_ORDER,
};

/**
 * The state of a pay block: the channel, the purchase order's names (SPEC §5: both needed) and
 * the acknowledgement before paying; `shown` once the buyer tried to go on (errors appear then).
 */
export function usePayMethod(initial: { fullName?: string; schoolName?: string } = {}) {
  const [channel, setChannel] = useState(String(PayChannel.CARD));
  const [fullName, setFullName] = useState(initial.fullName ?? '');
  const [schoolName, setSchoolName] = useState(initial.schoolName ?? '');
  const [acknowledged, setAcknowledged] = useState(false);
  const [shown, setShown] = useState(false);
  const purchaseOrder = channel === String(PayChannel.PURCHASE_ORDER);
  const poProblem = purchaseOrder && !validatePurchaseOrderForm({ fullName, schoolName });
  return {
    channel,
    setChannel,
    fullName,
    setFullName,
    schoolName,
    setSchoolName,
    acknowledged,
    setAcknowledged,
    shown,
    purchaseOrder,
    wallet: channel === String(PayChannel.WALLET),
    /** Marks the attempt and answers whether the form may go on. */
    attempt(): boolean {
      setShown(true);
      return acknowledged && !poProblem;
    },
  };
}

export type PayMethodState = ReturnType<typeof usePayMethod>;

/**
 * The pay block the school plan's pay step and the custom order share: how to pay (card, the
 * wallet where offered, purchase order with its two names) and the acknowledgement before paying
 * (18 or older for teachers, the parent's permission otherwise).
 */
export function PayMethodFields({
  form,
  methods,
  ackLabel,
  onChannelChange,
}: {
  form: PayMethodState;
  methods: readonly PayMethod[];
  ackLabel: string;
  onChannelChange?: () => void;
}) {
  const { t } = useTranslation();
  const required = t('membership.educator.required');
  return (
    <>
      <Radio.Group
        label={t('payments.buy.method')}
        value={form.channel}
        onChange={(value) => {
          form.setChannel(value);
          onChannelChange?.();
        }}
      >
        <Stack gap="xs" mt="xs">
          {methods.map((m) => (
            <Radio
              key={m}
              value={String(channelOf[m])}
              label={t(`payments.buy.${m}`)}
              description={m === 'card' ? undefined : t(`payments.buy.${m}Hint`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      {form.purchaseOrder ? (
        <Stack gap="sm">
          <TextInput
            label={t('payments.buy.fullName')}
            value={form.fullName}
            required
            maxLength={120}
            autoComplete="name"
            onChange={(e) => form.setFullName(e.currentTarget.value)}
            error={form.shown && !form.fullName.trim() ? required : undefined}
          />
          <TextInput
            label={t('payments.buy.schoolName')}
            value={form.schoolName}
            required
            maxLength={200}
            onChange={(e) => form.setSchoolName(e.currentTarget.value)}
            error={form.shown && !form.schoolName.trim() ? required : undefined}
          />
        </Stack>
      ) : null}
      <Checkbox
        checked={form.acknowledged}
        onChange={(e) => form.setAcknowledged(e.currentTarget.checked)}
        label={ackLabel}
        error={form.shown && !form.acknowledged ? t('payments.buy.ackNeeded') : undefined}
      />
    </>
  );
}
