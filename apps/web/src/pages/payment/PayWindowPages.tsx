import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import {
  ErrorCode,
  PaymentErrorCode,
  type PayStatus,
  payStatusKey,
  subscriptionPollMs,
} from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, apiErrorMessage } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { payWindowApi } from './api';

/**
 * The card payment window (SPEC §4): /redirect-stripe?id={order} hands off to the provider's
 * checkout; the provider returns to /pay-callback or /pay-cancel, which tell the opener through
 * the local pay status (a storage change) and say what happened.
 */

function tellOpener(status: PayStatus) {
  localStorage.setItem(payStatusKey, status);
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <Stack gap="md" align="flex-start">
        {children}
      </Stack>
    </Container>
  );
}

function OrdersLink() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/account-orders" variant="outline">
      {t('payments.return.orders')}
    </Button>
  );
}

/** /redirect-stripe?id={orderId}: makes the checkout session and goes to it. */
export function RedirectStripePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const session = useQuery({
    queryKey: ['payments', 'session', id],
    queryFn: () => payWindowApi.session(id),
    enabled: Boolean(id),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (session.data?.url) window.location.replace(session.data.url);
  }, [session.data]);
  return (
    <Frame>
      {session.error || !id ? (
        <Alert color="red">
          {id ? apiErrorMessage(session.error) : t('payments.return.failed')}
        </Alert>
      ) : (
        <>
          <Loader aria-hidden="true" />
          <Text role="status">{t('payments.return.redirecting')}</Text>
        </>
      )}
    </Frame>
  );
}

/** SPEC §4: a wallet subscription's status, asked every 1.5 s until active (code 0). */
async function subscriptionState(id: string): Promise<{ Status: string }> {
  try {
    return await payWindowApi.subscription(id);
  } catch (err) {
    if (err instanceof ApiError && err.code === PaymentErrorCode.PAY_PENDING) {
      return { Status: 'waiting' };
    }
    if (err instanceof ApiError && err.code === ErrorCode.PAY_FAILED) {
      return { Status: 'failed' };
    }
    throw err;
  }
}

/**
 * /pay-callback?id={order}: the provider's return; the server's order state decides. With
 * `capture=1` (a wallet order) the approved payment is captured first; with `subscription=1` (a
 * wallet subscription, decision 067) its status is polled every 1.5 s until it is active.
 */
export function PayCallbackPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  // A wallet order comes back approved and is captured once first (decision 053).
  const capture = search.get('capture') === '1';
  const subscription = search.get('subscription') === '1';
  const captured = useQuery({
    queryKey: ['payments', 'capture', id],
    queryFn: () => payWindowApi.capture(id),
    enabled: capture && Boolean(id),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const polled = useQuery({
    queryKey: ['payments', 'subscription', id],
    queryFn: () => subscriptionState(id),
    enabled: subscription && Boolean(id),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.Status === 'waiting' ? subscriptionPollMs : false,
  });
  const ordered = useQuery({
    queryKey: ['payments', 'status', id],
    queryFn: () => payWindowApi.status(id),
    enabled: Boolean(id) && !subscription && (!capture || !captured.isPending),
    // A late webhook: ask again until the order is settled.
    refetchInterval: (query) =>
      query.state.data?.Status === 'waiting' ? subscriptionPollMs : false,
  });
  const status = subscription ? polled : ordered;
  const state = status.data?.Status;
  useEffect(() => {
    if (state === 'complete') tellOpener('success');
    else if (state === 'failed') tellOpener('fail');
  }, [state]);
  let body: React.ReactNode;
  // SPEC §4: a wallet capture that fails shows the server's text.
  const problem = captured.error ?? status.error;
  if (problem) body = <Alert color="red">{apiErrorMessage(problem)}</Alert>;
  else if (state === 'complete') {
    body = (
      <Title order={1} fz="h2">
        {t('payments.return.success')}
      </Title>
    );
  } else if (state === 'failed') body = <Alert color="red">{t('payments.return.failed')}</Alert>;
  else if (state) body = <Text role="status">{t('payments.return.pending')}</Text>;
  else body = <Text role="status">{t('payments.return.checking')}</Text>;
  return (
    <Frame>
      {body}
      {state === 'complete' || state === 'failed' ? (
        <Text>{t('payments.return.close')}</Text>
      ) : null}
      <OrdersLink />
    </Frame>
  );
}

/** /pay-cancel: the buyer left the provider's page; nothing was charged. */
export function PayCancelPage() {
  const { t } = useTranslation();
  useEffect(() => tellOpener('cancel'), []);
  return (
    <Frame>
      <Text role="status">{t('payments.return.cancelled')}</Text>
      <Text>{t('payments.return.close')}</Text>
      <OrdersLink />
    </Frame>
  );
}
