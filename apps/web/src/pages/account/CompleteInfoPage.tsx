import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { showSuccess } from '../../api/client';
import { applyServerErrors, formErrorText, messageText, safeRedirect } from '../../api/form-errors';
import easelArt from '../../assets/easel-balloon.svg';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import { useSession } from '../../session/useSession';
import { accountApi } from './api';
import { BirthdayField } from './BirthdayField';
import { AccountPage, CardHeading, FormAlert } from './layout';
import { type CompleteInfoValues, completeInfoSchema, needsParentEmail } from './schemas';

/**
 * /complete-info (guard 5): the birthday that decides which stories suit the reader, and for a
 * writer under 13 the parent's email (the parent is asked to agree to public sharing).
 */
export function CompleteInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useSession();
  const accountType = user?.accountType ?? 4;
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CompleteInfoValues>({
    resolver: zodResolver(completeInfoSchema(() => Date.now(), accountType)),
    defaultValues: { birthday: user?.birthday ?? '', parentEmail: '' },
    mode: 'onTouched',
  });
  const birthday = useWatch({ control: form.control, name: 'birthday' });
  const parentNeeded = needsParentEmail(birthday, Date.now(), accountType);

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await accountApi.completeInfo({
        Birthday: values.birthday,
        ...(parentNeeded && values.parentEmail.trim()
          ? { ParentEmail: values.parentEmail.trim() }
          : {}),
      });
    } catch (err) {
      const placed = applyServerErrors(err, form.setError, {
        Birthday: 'birthday',
        ParentEmail: 'parentEmail',
      });
      if (!placed) setProblem(formErrorText(err));
      return;
    }
    await sessionStore.refresh();
    showSuccess(t('account.completeInfo.done'));
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  });

  return (
    <AccountPage art={easelArt} testId="complete-info">
      <form onSubmit={onSubmit} noValidate aria-label={t('account.completeInfo.title')}>
        <Stack gap="md">
          <CardHeading
            title={t('account.completeInfo.title')}
            lead={t('account.completeInfo.lead')}
          />
          <FormAlert message={problem} />
          <Controller
            control={form.control}
            name="birthday"
            render={({ field }) => (
              <BirthdayField
                size="md"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={t('account.birthday.label')}
                description={t('account.birthday.whyHint')}
                required
                error={messageText(t, form.formState.errors.birthday?.message)}
              />
            )}
          />
          {parentNeeded ? (
            <Stack gap={6} data-testid="parent-email">
              <Text size="sm" fw={600} c="ink.9">
                {t('account.signUp.parentIntro')}
              </Text>
              <TextInput
                label={t('account.signUp.parentEmail')}
                description={t('account.signUp.parentEmailHint')}
                type="email"
                size="md"
                required
                {...form.register('parentEmail')}
                error={messageText(t, form.formState.errors.parentEmail?.message)}
              />
            </Stack>
          ) : null}
          <Button type="submit" size="md" loading={form.formState.isSubmitting}>
            {t('account.completeInfo.submit')}
          </Button>
        </Stack>
      </form>
    </AccountPage>
  );
}
