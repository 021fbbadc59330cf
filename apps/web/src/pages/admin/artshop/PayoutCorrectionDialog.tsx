import { Loader, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage, showSuccess } from '../../../api/client';
import { formatUsd } from '../../../api/shop';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useTranslation } from '../../../i18n/react';
import { DialogFormEnd } from './ArtShopDialogs';
import { artShopStaffApi, artShopStaffKeys, type StaffShop } from './api';

/**
 * Corrects a payout recorded by mistake (decision 069): choose the payout, say what really went
 * out and why, confirm. A correcting row is appended to the ledger; the payout row stays.
 */
export function PayoutCorrectionDialog({
  shop,
  onClose,
}: {
  shop: StaffShop;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const money = (cents: number) => formatUsd(cents, i18n.language);
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  const payouts = useQuery({
    queryKey: artShopStaffKeys.payouts(shop.Slug),
    queryFn: () => artShopStaffApi.payouts(shop.Slug),
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [asking, setAsking] = useState(false);
  const list = payouts.data?.List ?? [];
  const payout = list.find((p) => p.PayoutId === chosen) ?? list[0] ?? null;
  const balance = payouts.data?.BalanceCents ?? shop.BalanceCents;
  const cents = typeof amount === 'number' ? Math.round(amount * 100) : -1;
  const change = payout ? payout.PaidCents - cents : 0;
  const amountError =
    cents < 0
      ? t('adminConsole.artShop.correctAmountError')
      : change === 0
        ? t('adminConsole.artShop.correctSame')
        : change < 0 && -change > balance
          ? t('adminConsole.artShop.overBalance', { balance: money(balance) })
          : null;
  const reasonError =
    reason.trim().length >= 3 ? null : t('adminConsole.artShop.correctReasonError');
  const save = useMutation({
    mutationFn: () =>
      artShopStaffApi.correctPayout(shop.Slug, payout?.PayoutId ?? '', cents, reason.trim()),
    onSuccess: async () => {
      showSuccess(t('adminConsole.artShop.corrected', { name: shop.Name }));
      await client.invalidateQueries({ queryKey: artShopStaffKeys.list });
      await client.invalidateQueries({ queryKey: artShopStaffKeys.payouts(shop.Slug) });
      onClose();
    },
    onError: () => setAsking(false),
  });
  const option = (p: (typeof list)[number]) =>
    t('adminConsole.artShop.payoutOption', {
      date: day(p.CreatedAt),
      reference: p.Reference,
      amount: money(p.PaidCents),
    });
  return (
    <>
      <Modal
        opened={!asking}
        onClose={onClose}
        title={t('adminConsole.artShop.correctTitle', { name: shop.Name })}
        data-testid="artshop-correct-dialog"
      >
        {payouts.isPending ? (
          <Loader aria-label={t('adminConsole.loading')} />
        ) : payouts.isError ? (
          <Text c="red.8" size="sm" role="alert">
            {apiErrorMessage(payouts.error)}
          </Text>
        ) : !payout ? (
          <Text size="sm">{t('adminConsole.artShop.noPayouts')}</Text>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              setTouched(true);
              if (!amountError && !reasonError) setAsking(true);
            }}
          >
            <Stack>
              <Text size="sm">{t('adminConsole.artShop.correctLead')}</Text>
              <Select
                label={t('adminConsole.artShop.correctWhich')}
                data={list.map((p) => ({ value: p.PayoutId, label: option(p) }))}
                value={payout.PayoutId}
                onChange={(value) => setChosen(value)}
                allowDeselect={false}
                data-autofocus
              />
              {payout.Corrections.length > 0 ? (
                <Stack gap={2} data-testid="artshop-corrections">
                  <Text size="xs" fw={700}>
                    {t('adminConsole.artShop.recorded', { amount: money(payout.RecordedCents) })}
                  </Text>
                  {payout.Corrections.map((c) => (
                    <Text size="xs" c="dimmed" key={c.CorrectionId}>
                      {t('adminConsole.artShop.correctionLine', {
                        date: day(c.CreatedAt),
                        change: `${c.ChangeCents > 0 ? '+' : ''}${money(c.ChangeCents)}`,
                        reason: c.Reason,
                      })}
                    </Text>
                  ))}
                </Stack>
              ) : null}
              <NumberInput
                label={t('adminConsole.artShop.correctAmount')}
                description={t('adminConsole.artShop.correctAmountHint', {
                  amount: money(payout.PaidCents),
                })}
                min={0}
                decimalScale={2}
                prefix="US$ "
                value={amount}
                onChange={setAmount}
                error={touched ? amountError : null}
                required
              />
              <Textarea
                label={t('adminConsole.artShop.correctReason')}
                description={t('adminConsole.artShop.correctReasonHint')}
                maxLength={200}
                rows={2}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                error={touched ? reasonError : null}
                required
              />
              <DialogFormEnd
                error={save.isError ? save.error : null}
                errorTestId="artshop-correct-error"
                onClose={onClose}
                submitLabel={t('adminConsole.artShop.continue')}
              />
            </Stack>
          </form>
        )}
      </Modal>
      <ConfirmDialog
        body={
          asking && payout
            ? t(
                change > 0
                  ? 'adminConsole.artShop.confirmCorrectBack'
                  : 'adminConsole.artShop.confirmCorrectMore',
                {
                  name: shop.Name,
                  reference: payout.Reference,
                  from: money(payout.PaidCents),
                  to: money(cents),
                  change: money(Math.abs(change)),
                  reason: reason.trim(),
                },
              )
            : null
        }
        title={t('adminConsole.artShop.confirmCorrectTitle')}
        confirmLabel={t('adminConsole.artShop.correct')}
        cancelLabel={t('adminConsole.artShop.back')}
        busy={save.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => save.mutate()}
        testId="artshop-correct-confirm"
      />
    </>
  );
}
