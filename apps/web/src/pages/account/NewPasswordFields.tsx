import { PasswordInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { messageText } from '../../api/form-errors';
import { useTranslation } from '../../i18n/react';

type PairField = 'password' | 'confirmPassword';

/**
 * The new password and its confirmation, as sign-up, the reset link and the change-password page
 * ask for them: the hint under the first, a show/hide toggle on both, the browser told they are new.
 */
export function NewPasswordFields({
  register,
  errors,
}: {
  register: (name: PairField) => UseFormRegisterReturn;
  errors: Partial<Record<PairField, { message?: string }>>;
}) {
  const { t } = useTranslation();
  const toggle = { 'aria-label': t('account.password.toggle') };
  return (
    <>
      <PasswordInput
        label={t('account.password.new')}
        description={t('account.password.hint')}
        autoComplete="new-password"
        size="md"
        {...register('password')}
        error={messageText(t, errors.password?.message)}
        visibilityToggleButtonProps={toggle}
      />
      <PasswordInput
        label={t('account.password.confirm')}
        autoComplete="new-password"
        size="md"
        {...register('confirmPassword')}
        error={messageText(t, errors.confirmPassword?.message)}
        visibilityToggleButtonProps={toggle}
      />
    </>
  );
}
