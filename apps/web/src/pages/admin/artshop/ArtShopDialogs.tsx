import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage, showSuccess } from '../../../api/client';
import { formatUsd } from '../../../api/shop';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useTranslation } from '../../../i18n/react';
import { artShopStaffApi, artShopStaffKeys, type StaffShop } from './api';

/** The artist's share of each sale from now on (past ledger rows keep theirs). */
export function ShareDialog({
  shop,
  defaultPercent,
  onClose,
}: {
  shop: StaffShop;
  defaultPercent: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [percent, setPercent] = useState<number | string>(shop.SharePercent);
  const valid = typeof percent === 'number' && Number.isInteger(percent) && percent >= 0;
  const save = useMutation({
    mutationFn: () => artShopStaffApi.setShare(shop.Slug, Number(percent)),
    onSuccess: async () => {
      showSuccess(t('adminConsole.artShop.shareSaved', { name: shop.Name }));
      await client.invalidateQueries({ queryKey: artShopStaffKeys.list });
      onClose();
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('adminConsole.artShop.shareTitle', { name: shop.Name })}
      data-testid="artshop-share-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) save.mutate();
        }}
      >
        <Stack>
          <NumberInput
            label={t('adminConsole.artShop.shareLabel')}
            description={t('adminConsole.artShop.shareHint', { percent: defaultPercent })}
            min={0}
            max={100}
            allowDecimal={false}
            suffix=" %"
            value={percent}
            onChange={setPercent}
            error={valid ? null : t('adminConsole.artShop.shareError')}
            data-autofocus
          />
          <DialogFormEnd
            error={save.isError ? save.error : null}
            onClose={onClose}
            submitLabel={t('adminConsole.artShop.saveShare')}
            loading={save.isPending}
            disabled={!valid}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** A payout: amount and reference, then a confirmation; appended to the ledger for good. */
export function PayoutDialog({ shop, onClose }: { shop: StaffShop; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const money = (cents: number) => formatUsd(cents, i18n.language);
  const [amount, setAmount] = useState<number | string>('');
  const [reference, setReference] = useState('');
  const [asking, setAsking] = useState(false);
  const [touched, setTouched] = useState(false);
  const cents = typeof amount === 'number' ? Math.round(amount * 100) : 0;
  const amountError =
    cents <= 0
      ? t('adminConsole.artShop.amountError')
      : cents > shop.BalanceCents
        ? t('adminConsole.artShop.overBalance', { balance: money(shop.BalanceCents) })
        : null;
  const referenceError = reference.trim() ? null : t('adminConsole.artShop.referenceError');
  const pay = useMutation({
    mutationFn: () => artShopStaffApi.payout(shop.Slug, cents, reference.trim()),
    onSuccess: async () => {
      showSuccess(t('adminConsole.artShop.paid', { amount: money(cents), name: shop.Name }));
      await client.invalidateQueries({ queryKey: artShopStaffKeys.list });
      onClose();
    },
    onError: () => setAsking(false),
  });
  return (
    <>
      <Modal
        opened={!asking}
        onClose={onClose}
        title={t('adminConsole.artShop.payoutTitle', { name: shop.Name })}
        data-testid="artshop-payout-dialog"
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (!amountError && !referenceError) setAsking(true);
          }}
        >
          <Stack>
            <Text size="sm">
              {t('adminConsole.artShop.balanceNow', { balance: money(shop.BalanceCents) })}
            </Text>
            <NumberInput
              label={t('adminConsole.artShop.amount')}
              min={0.01}
              max={shop.BalanceCents / 100}
              decimalScale={2}
              prefix="US$ "
              value={amount}
              onChange={setAmount}
              error={touched ? amountError : null}
              required
              data-autofocus
            />
            <TextInput
              label={t('adminConsole.artShop.reference')}
              description={t('adminConsole.artShop.referenceHint')}
              maxLength={80}
              value={reference}
              onChange={(e) => setReference(e.currentTarget.value)}
              error={touched ? referenceError : null}
              required
            />
            <DialogFormEnd
              error={pay.isError ? pay.error : null}
              errorTestId="artshop-payout-error"
              onClose={onClose}
              submitLabel={t('adminConsole.artShop.continue')}
            />
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        body={
          asking
            ? t('adminConsole.artShop.confirmBody', {
                amount: money(cents),
                name: shop.Name,
                reference: reference.trim(),
              })
            : null
        }
        title={t('adminConsole.artShop.confirmTitle')}
        confirmLabel={t('adminConsole.artShop.recordPayout')}
        cancelLabel={t('adminConsole.artShop.back')}
        busy={pay.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => pay.mutate()}
        testId="artshop-payout-confirm"
      />
    </>
  );
}

/**
 * The end of an art shop dialog's form: the server's refusal (if any), then Cancel and the
 * submit button. The share, payout and payout-correction dialogs end the same way.
 */
export function DialogFormEnd({
  error,
  errorTestId,
  onClose,
  submitLabel,
  loading,
  disabled,
}: {
  error: unknown;
  errorTestId?: string;
  onClose: () => void;
  submitLabel: string;
  loading?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <Text c="red.8" size="sm" role="alert" data-testid={errorTestId}>
          {apiErrorMessage(error)}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('adminConsole.cancel')}
        </Button>
        <Button type="submit" loading={loading} disabled={disabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
