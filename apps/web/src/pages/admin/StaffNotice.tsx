import { Alert, Button, Text } from '@mantine/core';
import { ErrorCode } from '@storyloom/domain';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isApiError } from '../../api/client';
import { useTranslation } from '../../i18n/react';

/** Whether a staff call was refused for the missing second factor (100115). */
export const needsSecondFactor = (error: unknown) =>
  isApiError(error) && error.code === ErrorCode.SECOND_FACTOR_REQUIRED;

/** Staff calls need the second factor: the server's message and the way to turn it on. */
export function SecondFactorNotice({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="ember"
      variant="light"
      icon={<IconShieldLock aria-hidden="true" />}
      role="alert"
      title={t('art.admin.secondFactorTitle')}
    >
      <Text>{isApiError(error) ? error.message : ''}</Text>
      <Button component={Link} to="/account?tab=security" mt="sm" size="sm">
        {t('art.admin.secondFactorAction')}
      </Button>
    </Alert>
  );
}
