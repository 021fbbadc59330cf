import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react';

/**
 * SPEC §4 success: the thank-you dialog after a payment window reported success; closing it goes
 * to the buyer's orders. `planLink` adds the way to the plan just bought.
 */
export function PaidDialog({ planLink }: { planLink?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      opened
      onClose={() => navigate('/account-orders')}
      title={t('payments.checkout.thanks')}
      centered
    >
      <Stack gap="md">
        <Text>{t('payments.checkout.thanksText')}</Text>
        <Group>
          <Button component={Link} to="/account-orders">
            {t('payments.checkout.ok')}
          </Button>
          {planLink ? (
            <Button component={Link} to={planLink} variant="outline">
              {t('payments.checkout.seePlan')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
