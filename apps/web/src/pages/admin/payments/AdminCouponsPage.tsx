import {
  Alert,
  Badge,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage, showSuccess } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad, AdminScreen } from '../console/AdminScreen';
import { AdminFormCard, RowAction, useConfirmedAction } from './AdminFormParts';
import { type AdminCoupon, type NewCoupon, paymentKeys, paymentsAdminApi } from './api';
import { ExchangeRatesSection } from './ExchangeRatesSection';

/** Pay items a coupon may be for (SPEC §5: never the monthly plan). */
const couponItems = [
  'ONE_YEAR',
  'FAMILY_PLAN',
  'SCHOOL_PLAN',
  'RENEW_SCHOOL_PLAN',
  'PLAN_ADD_MEMBER',
];

function CouponForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'percent' | 'fixed'>('percent');
  const [amount, setAmount] = useState<number | string>(10);
  const [items, setItems] = useState<string[]>([]);
  const [expires, setExpires] = useState('');
  const [limit, setLimit] = useState<number | string>('');
  const [shown, setShown] = useState(false);
  const codeOk = /^[A-Za-z0-9_-]{3,40}$/.test(code.trim());
  const amountOk = typeof amount === 'number' && amount >= 1 && (kind === 'fixed' || amount <= 100);
  const create = useMutation({
    mutationFn: () => {
      const coupon: NewCoupon = {
        Code: code.trim(),
        Kind: kind,
        // Fixed amounts are typed in US$ and sent in cents.
        Amount: kind === 'fixed' ? Math.round(Number(amount) * 100) : Number(amount),
        ItemTypes: items,
        ...(expires ? { ExpiresAt: Date.parse(`${expires}T23:59:59Z`) } : {}),
        ...(typeof limit === 'number' ? { UseLimit: limit } : {}),
      };
      return paymentsAdminApi.createCoupon(coupon);
    },
    onSuccess: async (made) => {
      showSuccess(t('adminConsole.coupons.created', { code: made.Code }));
      setCode('');
      setShown(false);
      await client.invalidateQueries({ queryKey: paymentKeys.coupons });
    },
  });
  return (
    <AdminFormCard
      title={t('adminConsole.coupons.new')}
      submitLabel={t('adminConsole.coupons.create')}
      busy={create.isPending}
      error={create.error}
      onSubmit={() => {
        setShown(true);
        if (codeOk && amountOk) create.mutate();
      }}
    >
      <TextInput
        label={t('adminConsole.coupons.code')}
        description={t('adminConsole.coupons.codeHint')}
        value={code}
        required
        maxLength={40}
        onChange={(e) => setCode(e.currentTarget.value)}
        error={shown && !codeOk ? t('adminConsole.coupons.codeBad') : undefined}
      />
      <Stack gap={4}>
        <SegmentedControl
          aria-label={t('adminConsole.coupons.kind')}
          value={kind}
          onChange={(value) => setKind(value as 'percent' | 'fixed')}
          data={[
            { value: 'percent', label: t('adminConsole.coupons.percent') },
            { value: 'fixed', label: t('adminConsole.coupons.fixed') },
          ]}
        />
        <NumberInput
          label={t(
            kind === 'percent'
              ? 'adminConsole.coupons.percentAmount'
              : 'adminConsole.coupons.fixedAmount',
          )}
          value={amount}
          min={kind === 'percent' ? 1 : 0.01}
          max={kind === 'percent' ? 100 : 10000}
          decimalScale={kind === 'percent' ? 0 : 2}
          onChange={setAmount}
          error={shown && !amountOk ? t('adminConsole.coupons.amountBad') : undefined}
        />
      </Stack>
      <MultiSelect
        label={t('adminConsole.coupons.items')}
        description={t('adminConsole.coupons.itemsHint')}
        data={couponItems.map((i) => ({ value: i, label: t(`account.orders.items.${i}`) }))}
        value={items}
        onChange={setItems}
        clearable
      />
      <TextInput
        type="date"
        label={t('adminConsole.coupons.expires')}
        description={t('adminConsole.coupons.expiresHint')}
        value={expires}
        onChange={(e) => setExpires(e.currentTarget.value)}
      />
      <NumberInput
        label={t('adminConsole.coupons.limit')}
        description={t('adminConsole.coupons.limitHint')}
        value={limit}
        min={1}
        allowDecimal={false}
        onChange={setLimit}
      />
    </AdminFormCard>
  );
}

function isLive(c: AdminCoupon, now: number): boolean {
  return (
    (c.ExpiresAt === null || c.ExpiresAt > now) && (c.UseLimit === null || c.UsedCount < c.UseLimit)
  );
}

/**
 * /admin/coupons (admins): the coupons (percent or fixed, item types, expiry, use limit) with
 * their use, a form to make one, and disabling one (it expires now) after a confirmation; below,
 * the exchange rates (decision 072).
 */
export function AdminCouponsPage() {
  const { t, i18n } = useTranslation();
  const coupons = useQuery({ queryKey: paymentKeys.coupons, queryFn: paymentsAdminApi.coupons });
  const disable = useConfirmedAction(
    (code: string) => paymentsAdminApi.disableCoupon(code),
    paymentKeys.coupons,
    (c) => showSuccess(t('adminConsole.coupons.disabled', { code: c.Code })),
  );
  const now = Date.now();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <AdminScreen
      testId="admin-coupons"
      title={t('adminConsole.coupons.title')}
      lead={t('adminConsole.coupons.lead')}
    >
      <CouponForm />
      {disable.error ? <Alert color="red">{apiErrorMessage(disable.error)}</Alert> : null}
      <AdminLoad
        query={coupons}
        isEmpty={(data) => data.length === 0}
        empty={{
          title: t('adminConsole.coupons.emptyTitle'),
          body: t('adminConsole.coupons.emptyBody'),
          testId: 'admin-coupons-empty',
        }}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={640}>
            <Table data-testid="admin-coupons-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('adminConsole.coupons.code')}</Table.Th>
                  <Table.Th>{t('adminConsole.coupons.discount')}</Table.Th>
                  <Table.Th>{t('adminConsole.coupons.items')}</Table.Th>
                  <Table.Th>{t('adminConsole.coupons.expires')}</Table.Th>
                  <Table.Th>{t('adminConsole.coupons.used')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((c) => {
                  const live = isLive(c, now);
                  return (
                    <Table.Tr key={c.Code} data-testid="admin-coupon-row">
                      <Table.Td style={{ fontFamily: 'monospace' }}>{c.Code}</Table.Td>
                      <Table.Td>
                        {c.Kind === 'fixed' ? `${c.AmountText} US$` : c.AmountText}
                      </Table.Td>
                      <Table.Td>
                        {c.ItemTypes.length
                          ? c.ItemTypes.map((i) => t(`account.orders.items.${i}`, i)).join(', ')
                          : t('adminConsole.coupons.allItems')}
                      </Table.Td>
                      <Table.Td>
                        {c.ExpiresAt
                          ? date.format(new Date(c.ExpiresAt))
                          : t('adminConsole.coupons.never')}
                      </Table.Td>
                      <Table.Td>
                        {c.UseLimit ? `${c.UsedCount} / ${c.UseLimit}` : String(c.UsedCount)}
                      </Table.Td>
                      <Table.Td>
                        {live ? (
                          <RowAction
                            label={t('adminConsole.coupons.disable')}
                            name={c.Code}
                            onClick={() => disable.ask(c.Code)}
                          />
                        ) : (
                          <Badge color="gray" variant="light">
                            {t('adminConsole.coupons.off')}
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </AdminLoad>
      <ConfirmDialog
        body={disable.target ? t('adminConsole.coupons.confirm', { code: disable.target }) : null}
        title={t('adminConsole.coupons.confirmTitle')}
        confirmLabel={t('adminConsole.coupons.disable')}
        cancelLabel={t('adminConsole.cancel')}
        busy={disable.busy}
        onCancel={disable.close}
        onConfirm={disable.confirm}
        testId="coupon-confirm"
      />
      <ExchangeRatesSection />
    </AdminScreen>
  );
}
