import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { usePayWindow } from './usePayWindow';

/**
 * Where the payment window stands, for the card checkout and /buy's pay step alike: paying,
 * cancelled, failed, or blocked by the browser (with a link that opens it).
 */
export function PayWindowState({ pay }: { pay: ReturnType<typeof usePayWindow> }) {
  const { t } = useTranslation();
  if (pay.state === 'fail') return <Alert color="red">{t('payments.checkout.failed')}</Alert>;
  if (pay.state === 'cancel') return <Alert>{t('payments.checkout.cancelled')}</Alert>;
  if (pay.state === 'paying') return <Text role="status">{t('payments.checkout.paying')}</Text>;
  if (pay.state === 'blocked') {
    return (
      <Alert title={t('payments.checkout.blockedTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text>{t('payments.checkout.blocked')}</Text>
          <Anchor href={pay.address} target="_blank" onClick={() => pay.setState('paying')}>
            {t('payments.checkout.continue')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return null;
}
