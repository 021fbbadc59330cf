import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import type { StaffAccount } from './api';

/** The state of an account as a coloured word (IsActive 0, 1, 2; erased never listed). */
export function AccountStateBadge({ account }: { account: Pick<StaffAccount, 'IsActive'> }) {
  const { t } = useTranslation();
  const state = (['inactive', 'active', 'disabled'] as const)[account.IsActive] ?? 'inactive';
  const color = { inactive: 'yellow', active: 'green', disabled: 'red' }[state];
  return (
    <Badge variant="light" color={color} data-testid="account-state">
      {t(`adminConsole.users.state.${state}`)}
    </Badge>
  );
}
