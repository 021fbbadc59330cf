import { Alert, Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { baseCurrency, exchangeRateBounds } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage, showSuccess } from '../../../api/client';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad } from '../console/AdminScreen';
import { type AdminExchangeRate, paymentKeys, paymentsAdminApi } from './api';

function rateOk(value: number | string): value is number {
  return (
    typeof value === 'number' && value >= exchangeRateBounds.min && value <= exchangeRateBounds.max
  );
}

/** One currency's row: its rate, an input for the new one and Save (USD is the base: no edit). */
function RateRow({ rate, date }: { rate: AdminExchangeRate; date: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [value, setValue] = useState<number | string>(rate.Rate);
  const [shown, setShown] = useState(false);
  const save = useMutation({
    mutationFn: (next: number) => paymentsAdminApi.setRate(rate.Currency, next),
    onSuccess: (rates) => {
      client.setQueryData(paymentKeys.rates, rates);
      setShown(false);
      showSuccess(t('adminConsole.rates.saved', { currency: rate.Currency }));
    },
  });
  const base = rate.Currency === baseCurrency;
  return (
    <Table.Tr data-testid="admin-rate-row">
      <Table.Td style={{ fontFamily: 'monospace' }}>{rate.Currency}</Table.Td>
      <Table.Td>{rate.Rate}</Table.Td>
      <Table.Td>
        {rate.UpdatedAt ? date.format(new Date(rate.UpdatedAt)) : t('adminConsole.rates.default')}
      </Table.Td>
      <Table.Td>
        {base ? null : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setShown(true);
              if (rateOk(value)) save.mutate(value);
            }}
          >
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <NumberInput
                aria-label={t('adminConsole.rates.newRate', { currency: rate.Currency })}
                value={value}
                onChange={setValue}
                min={exchangeRateBounds.min}
                max={exchangeRateBounds.max}
                decimalScale={6}
                clampBehavior="none"
                hideControls
                w={120}
                error={shown && !rateOk(value) ? t('adminConsole.rates.bad') : undefined}
              />
              <Button
                type="submit"
                variant="light"
                loading={save.isPending}
                aria-label={t('adminConsole.rates.saveFor', { currency: rate.Currency })}
              >
                {t('adminConsole.rates.save')}
              </Button>
            </Group>
            {save.error ? (
              <Alert color="red" mt="xs">
                {apiErrorMessage(save.error)}
              </Alert>
            ) : null}
          </form>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The exchange rates GetExchangeRate answers (decision 072), on the admin's money screen: each
 * currency's rate per US dollar, edited and saved one row at a time.
 */
export function ExchangeRatesSection() {
  const { t, i18n } = useTranslation();
  const rates = useQuery({ queryKey: paymentKeys.rates, queryFn: paymentsAdminApi.rates });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="admin-rates">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminConsole.rates.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminConsole.rates.lead')}
        </Text>
        <AdminLoad
          query={rates}
          isEmpty={(data) => data.length === 0}
          empty={{
            title: t('adminConsole.rates.emptyTitle'),
            body: t('adminConsole.rates.emptyBody'),
            testId: 'admin-rates-empty',
          }}
        >
          {(data) => (
            <Table.ScrollContainer minWidth={520}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminConsole.rates.currency')}</Table.Th>
                    <Table.Th>{t('adminConsole.rates.rate')}</Table.Th>
                    <Table.Th>{t('adminConsole.rates.updated')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((r) => (
                    <RateRow key={`${r.Currency}:${r.Rate}`} rate={r} date={date} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </AdminLoad>
      </Stack>
    </Paper>
  );
}
