import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  AccountType,
  bookShippingCents,
  centsText,
  isShippingCountry,
  printRules,
  type ShippingAddress,
} from '@storyloom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { basketApi, basketKeys } from '../../../api/basket';
import { apiErrorMessage } from '../../../api/client';
import { type PrintOrder, printOrderApi, printOrderKeys } from '../../../api/print-orders';
import { LoadError } from '../../../components/LoadError';
import { PayWindowState } from '../../../components/payments/PayWindowState';
import { usePayWindow } from '../../../components/payments/usePayWindow';
import { ShippingAddressForm } from '../../../components/ShippingAddressForm';
import { useTranslation } from '../../../i18n/react';
import { sessionStore } from '../../../session/store';
import { useSession } from '../../../session/useSession';
import classes from '../cart/Cart.module.css';

function nonce(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A short stable text of an address: one print order per attempt and address. */
function addressKey(address: ShippingAddress): string {
  let hash = 0;
  for (const ch of JSON.stringify(address)) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(36);
}

/**
 * /checkout (issue 20, decision 048): the basket's books, the shipping address, the shipping
 * cost to its country and the total, the 18-or-older or parent-permission acknowledgement, then
 * the card window. The server computes every price again; what it charges is its own total.
 */
export function CheckoutPage() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'ready' && !user) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/signin?redirect=${back}`} replace />;
  }
  if (!user) return null;
  return <Checkout teacher={user.accountType === AccountType.TEACHER} />;
}

function Checkout({ teacher }: { teacher: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const lines = useQuery({ queryKey: basketKeys.list, queryFn: basketApi.list });
  const [country, setCountry] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [ackError, setAckError] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [order, setOrder] = useState<PrintOrder | null>(null);
  const [attempt] = useState(nonce);
  const onPaid = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: basketKeys.list });
    void queryClient.invalidateQueries({ queryKey: printOrderKeys.list });
    void sessionStore.refreshBasket();
  }, [queryClient]);
  const pay = usePayWindow(onPaid);

  if (lines.isPending) return <Loader m="xl" aria-label={t('print.loading')} />;
  if (lines.isError)
    return (
      <Container size="lg" w="100%" py="xl">
        <LoadError
          title={t('print.loadFailed')}
          error={lines.error}
          retryLabel={t('print.tryAgain')}
          onRetry={() => void lines.refetch()}
        />
      </Container>
    );

  if (pay.state === 'success') {
    return (
      <Container size="sm" w="100%" py={{ base: 24, sm: 40 }}>
        <Stack gap="md" data-testid="checkout-paid">
          <Title order={1}>{t('print.checkout.thanks')}</Title>
          <Text>{t('print.checkout.thanksText')}</Text>
          <Group>
            <Button component={Link} to="/yourstuff-print-order">
              {t('print.checkout.seeOrders')}
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }

  const basket = Array.isArray(lines.data) ? lines.data : [];
  const copies = basket.reduce((n, l) => n + l.Quantity, 0);
  const subtotalCents = basket.reduce(
    (n, l) => n + printRules.priceCents[l.Format] * l.Quantity,
    0,
  );
  const known = isShippingCountry(country);
  const shippingCents = known ? bookShippingCents(country, copies) : 0;
  const gone = basket.filter((l) => !l.Printable);

  const submit = async (address: ShippingAddress) => {
    setProblem(null);
    if (!acknowledged) {
      setAckError(true);
      document.getElementById('checkout-ack')?.focus();
      return;
    }
    const made = await printOrderApi.checkout(address, `${attempt}:${addressKey(address)}`);
    setOrder(made);
    try {
      const payOrder = await printOrderApi.pay(made, `${attempt}:pay:${made.PrintOrderId}`);
      pay.open(typeof payOrder === 'string' ? payOrder : payOrder.id);
    } catch (err) {
      setProblem(apiErrorMessage(err));
    }
  };

  return (
    <Container size="lg" w="100%" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Title order={1}>{t('print.checkout.title')}</Title>
        {basket.length === 0 ? (
          <Stack gap="sm" align="flex-start" data-testid="checkout-empty">
            <Text>{t('print.cart.empty')}</Text>
            <Button component={Link} to="/cart/printable" variant="light">
              {t('print.cart.browse')}
            </Button>
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Paper className={classes.card} p="lg" radius="lg" withBorder>
              <ShippingAddressForm
                onSubmit={async (address) => {
                  try {
                    await submit(address);
                  } catch (err) {
                    setProblem(apiErrorMessage(err));
                    throw err;
                  }
                }}
                onCountryChange={setCountry}
                submitLabel={t('print.checkout.pay')}
                disabled={gone.length > 0}
              >
                <Checkbox
                  id="checkout-ack"
                  checked={acknowledged}
                  onChange={(e) => {
                    setAcknowledged(e.currentTarget.checked);
                    setAckError(false);
                  }}
                  label={t(teacher ? 'payments.checkout.ackAdult' : 'payments.checkout.ackParent')}
                  error={ackError ? t('print.checkout.ackNeeded') : undefined}
                  data-testid="checkout-ack"
                />
                {problem ? (
                  <Alert color="red" role="alert">
                    {problem}
                  </Alert>
                ) : null}
                <PayWindowState pay={pay} />
              </ShippingAddressForm>
            </Paper>
            <Paper
              className={classes.card}
              p="lg"
              radius="lg"
              withBorder
              component="section"
              aria-labelledby="checkout-summary"
            >
              <Stack gap="sm">
                <Title order={2} size="h4" id="checkout-summary">
                  {t('print.checkout.summary')}
                </Title>
                <ul className={classes.lines} aria-label={t('print.tabs.cart')}>
                  {basket.map((line) => (
                    <li key={line.ItemId} data-testid="checkout-line">
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        <div>
                          <Text fw={700} className={classes.title}>
                            {line.Title || t('print.untitled')}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {`${t(`print.format.${line.Format}`)} · ${t('print.cart.copies', { count: line.Quantity })}`}
                          </Text>
                          {line.Printable ? null : (
                            <Text size="sm" c="ember.8">
                              {t('print.cart.notPrintable')}
                            </Text>
                          )}
                        </div>
                        <Text fw={700}>
                          {centsText(printRules.priceCents[line.Format] * line.Quantity)}
                        </Text>
                      </Group>
                    </li>
                  ))}
                </ul>
                <Anchor component={Link} to="/cart/cart" size="sm">
                  {t('print.checkout.editCart')}
                </Anchor>
                <Divider />
                <Group justify="space-between">
                  <Text>{t('print.checkout.subtotal')}</Text>
                  <Text data-testid="checkout-subtotal">{centsText(subtotalCents)}</Text>
                </Group>
                <Group justify="space-between" align="flex-start">
                  <Text>{t('print.checkout.shipping')}</Text>
                  <Text data-testid="checkout-shipping" ta="right">
                    {known ? centsText(shippingCents) : t('print.checkout.shippingChoose')}
                  </Text>
                </Group>
                <Group justify="space-between">
                  <Text fw={800} size="lg">
                    {t('print.checkout.total')}
                  </Text>
                  <Text fw={800} size="lg" data-testid="checkout-total">
                    {`${centsText(subtotalCents + shippingCents)} USD`}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('print.checkout.shippingNote')}
                </Text>
                {order ? (
                  <Text size="sm" data-testid="checkout-order">
                    {t('print.checkout.orderMade', { number: order.Number, amount: order.Total })}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
