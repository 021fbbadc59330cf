import { Alert, Button, Group, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { AccountType, adultAge, printSizeDimensions, shopRules } from '@storyloom/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatUsd, type ShopWork, shopApi } from '../../../api/shop';
import { PayWindowState } from '../../../components/payments/PayWindowState';
import { usePayWindow } from '../../../components/payments/usePayWindow';
import { ShippingAddressForm } from '../../../components/ShippingAddressForm';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../session/useSession';

const attemptId = () => Math.random().toString(36).slice(2, 10);

/**
 * Buying a print directly from its page (decision 050): size and quantity, then the shipping
 * address (the shared form of decision 047), then the payment window. The server prices it
 * again; what is shown here is only the same sum.
 */
export function BuyPanel({ work }: { work: ShopWork }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const headingId = useId();
  const [size, setSize] = useState(work.Prints[0]?.Size ?? 'a4');
  const [quantity, setQuantity] = useState(1);
  const [step, setStep] = useState<'choose' | 'address'>('choose');
  const [attempt] = useState(attemptId);
  const price = work.Prints.find((p) => p.Size === size)?.PriceCents ?? 0;
  const totalCents = price * quantity;
  const money = (cents: number) => formatUsd(cents, i18n.language);
  const onSuccess = useCallback(() => undefined, []);
  const pay = usePayWindow(onSuccess);
  const requestKey = useMemo(
    () => `art:${attempt}:${work.WorkId}:${size}:${quantity}`,
    [attempt, work.WorkId, size, quantity],
  );
  const order = useMutation({
    mutationFn: (address: Parameters<typeof shopApi.buy>[0]['Address']) =>
      shopApi.buy({
        WorkId: work.WorkId,
        Size: size,
        Quantity: quantity,
        Address: address,
        RequestKey: requestKey,
      }),
    onSuccess: (result) => pay.open(result.OrderNo),
  });

  const heading = (
    <Title order={2} size="h3" id={headingId}>
      {t('artShop.work.buyTitle')}
    </Title>
  );
  if (pay.state === 'success') {
    return (
      <Stack gap="sm" role="status" data-testid="print-bought">
        <Group gap="xs">
          <IconCircleCheck size={26} color="var(--mantine-color-meadow-7)" aria-hidden="true" />
          <Title order={2} size="h3">
            {t('artShop.work.thanks')}
          </Title>
        </Group>
        <Text>{t('artShop.work.thanksBody')}</Text>
        <Button component={Link} to="/account-orders" variant="outline" w="fit-content">
          {t('artShop.work.orders')}
        </Button>
      </Stack>
    );
  }
  if (work.OnHoliday) {
    return (
      <Stack gap="sm">
        {heading}
        <Alert color="sun" title={t('artShop.common.onHoliday')}>
          {t('artShop.common.holidayNote', { name: work.Artist.Name })}
        </Alert>
      </Stack>
    );
  }
  const child =
    user &&
    (user.accountType === AccountType.CLASS_STUDENT || user.age === null || user.age < adultAge);

  if (step === 'address' && user && !child) {
    return (
      <Stack gap="md" aria-labelledby={headingId}>
        {heading}
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>
            {t('artShop.work.summary', {
              count: quantity,
              size: t(`artShop.common.sizes.${size}`),
            })}{' '}
            · {money(totalCents)}
          </Text>
          <Button
            variant="subtle"
            color="ink.8"
            onClick={() => setStep('choose')}
            disabled={order.isPending}
          >
            {t('artShop.work.back')}
          </Button>
        </Group>
        <ShippingAddressForm
          onSubmit={(address) => order.mutateAsync(address)}
          submitLabel={t('artShop.work.pay', { total: money(totalCents) })}
          busy={order.isPending || pay.state === 'paying'}
        >
          <Text size="sm" c="dimmed">
            {t('artShop.work.shipping')}
          </Text>
        </ShippingAddressForm>
        <PayWindowState pay={pay} />
      </Stack>
    );
  }

  return (
    <Stack gap="md" aria-labelledby={headingId}>
      {heading}
      <Radio.Group
        label={t('artShop.work.size')}
        value={size}
        onChange={(value) => setSize(value as typeof size)}
      >
        <Stack gap="xs" mt="xs">
          {work.Prints.map((p) => (
            <Radio
              key={p.Size}
              value={p.Size}
              label={
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <span>
                    {t('artShop.common.sizeLong', {
                      size: t(`artShop.common.sizes.${p.Size}`),
                      dimensions: printSizeDimensions[p.Size],
                    })}
                  </span>
                  <Text span fw={700}>
                    {money(p.PriceCents)}
                  </Text>
                </Group>
              }
              data-testid={`size-${p.Size}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      <NumberInput
        label={t('artShop.work.quantity')}
        value={quantity}
        onChange={(value) =>
          setQuantity(Math.min(shopRules.maxQuantity, Math.max(1, Number(value) || 1)))
        }
        min={1}
        max={shopRules.maxQuantity}
        allowDecimal={false}
        clampBehavior="strict"
        w={140}
      />
      <Group justify="space-between">
        <Text fw={700}>{t('artShop.work.total')}</Text>
        <Text fw={800} fz="xl" data-testid="print-total">
          {money(totalCents)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('artShop.work.shipping')}
      </Text>
      {!user ? (
        <Button component={Link} to={`/signin?redirect=${encodeURIComponent(location.pathname)}`}>
          {t('artShop.work.signIn')}
        </Button>
      ) : child ? (
        <Alert color="sky">{t('artShop.work.adultsOnly')}</Alert>
      ) : (
        <Button onClick={() => setStep('address')} data-testid="print-next">
          {t('artShop.work.next')}
        </Button>
      )}
    </Stack>
  );
}
