import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  AccountType,
  accountThemes,
  interfaceLanguages,
  type SignedInUser,
} from '@storyloom/domain';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { showSuccess } from '../../api/client';
import { applyServerErrors, formErrorText, messageText } from '../../api/form-errors';
import { countryOptions } from '../../components/countries';
import { changeInterfaceLanguage, currentLanguage, languageLabels } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import classes from './Account.module.css';
import { accountApi } from './api';
import { BirthdayField } from './BirthdayField';
import { FormAlert, GoodNews } from './layout';
import {
  type ChangeEmailValues,
  changeEmailSchema,
  type GeneralValues,
  generalSchema,
  needsParentEmail,
} from './schemas';

/** How each background theme looks in its swatch. */
const themeSwatch: Record<string, string> = {
  standard: 'linear-gradient(135deg, #fff8ef 0%, #fdebd6 100%)',
  night: 'linear-gradient(135deg, #252d70 0%, #5b4aa0 100%)',
  ocean: 'linear-gradient(135deg, #d3eefa 0%, #37afe5 100%)',
  forest: 'linear-gradient(135deg, #d5efe3 0%, #2a9e69 100%)',
  sunset: 'linear-gradient(135deg, #ffe394 0%, #f06c3f 100%)',
};

function defaultsFor(user: SignedInUser): GeneralValues {
  return {
    name: user.name,
    country: user.country,
    birthday: user.birthday ?? '',
    language: user.language,
    theme: user.theme,
    parentEmail: '',
  };
}

/** Changing the sign-in email: a confirmation link goes to the new address first. */
function ChangeEmailDialog({
  opened,
  onClose,
  onSent,
}: {
  opened: boolean;
  onClose: () => void;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await accountApi.changeEmail({ Email: values.email.trim(), Password: values.password });
    } catch (err) {
      if (!applyServerErrors(err, form.setError, { Email: 'email', Password: 'password' })) {
        setProblem(formErrorText(err));
      }
      return;
    }
    onSent(values.email.trim());
    form.reset();
    onClose();
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('account.email.changeTitle')} centered>
      <form onSubmit={onSubmit} noValidate aria-label={t('account.email.changeTitle')}>
        <Stack gap="md">
          <Text>{t('account.email.changeLead')}</Text>
          <FormAlert message={problem} />
          <TextInput
            label={t('account.email.new')}
            type="email"
            autoComplete="email"
            data-autofocus
            {...form.register('email')}
            error={messageText(t, form.formState.errors.email?.message)}
          />
          <PasswordInput
            label={t('account.email.password')}
            autoComplete="current-password"
            {...form.register('password')}
            error={messageText(t, form.formState.errors.password?.message)}
            visibilityToggleButtonProps={{ 'aria-label': t('account.password.toggle') }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('account.email.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The /account general tab: name, country, birthday, language, theme, and the email address. */
export function GeneralTab({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  const [emailSentTo, setEmailSentTo] = useState<string | null>(null);
  const classStudent = user.accountType === AccountType.CLASS_STUDENT;
  const parentEmailFor = (birthday: string) =>
    birthday !== (user.birthday ?? '') &&
    needsParentEmail(birthday, Date.now(), user.accountType) &&
    user.needsParentConsent;
  const form = useForm<GeneralValues>({
    resolver: zodResolver(generalSchema(() => Date.now(), parentEmailFor)),
    defaultValues: defaultsFor(user),
    mode: 'onTouched',
  });
  const { control, register, formState } = form;
  const birthday = useWatch({ control, name: 'birthday' });
  const showParentEmail =
    birthday !== (user.birthday ?? '') && needsParentEmail(birthday, Date.now(), user.accountType);

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const dirty = formState.dirtyFields;
    const patch: Parameters<typeof accountApi.updateInfo>[0] = {};
    if (dirty.name) patch.Name = values.name.trim();
    if (dirty.country) patch.Country = values.country;
    if (dirty.birthday && values.birthday) patch.Birthday = values.birthday;
    if (dirty.language) patch.Language = values.language;
    if (showParentEmail && values.parentEmail.trim()) patch.ParentEmail = values.parentEmail.trim();
    try {
      if (Object.keys(patch).length > 0) await accountApi.updateInfo(patch);
      if (dirty.theme) await accountApi.changeTheme(values.theme);
    } catch (err) {
      const placed = applyServerErrors(err, form.setError, {
        Name: 'name',
        Country: 'country',
        Birthday: 'birthday',
        ParentEmail: 'parentEmail',
      });
      if (!placed) setProblem(formErrorText(err));
      return;
    }
    if (dirty.language && values.language !== currentLanguage()) {
      await changeInterfaceLanguage(values.language);
    }
    await sessionStore.refresh();
    // A birthday change that waits for the parent (decision 021) leaves the confirmed one.
    const confirmed = sessionStore.getState().user?.birthday;
    form.reset({ ...values, birthday: confirmed ?? values.birthday, parentEmail: '' });
    showSuccess(t('account.general.saved'));
  });

  const language = currentLanguage();
  return (
    <Stack gap="xl">
      <form onSubmit={onSubmit} noValidate aria-label={t('account.tabs.general')}>
        <Stack gap="md">
          <FormAlert message={problem} />
          <TextInput
            label={t('account.general.name')}
            description={t('account.general.nameHint')}
            placeholder={t('account.general.namePlaceholder')}
            autoComplete="name"
            maxLength={50}
            {...register('name')}
            error={messageText(t, formState.errors.name?.message)}
          />
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <Select
                label={t('account.general.country')}
                placeholder={t('account.general.countryPlaceholder')}
                data={countryOptions(language)}
                searchable
                clearable
                nothingFoundMessage={t('account.general.countryNone')}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={messageText(t, formState.errors.country?.message)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={control}
            name="birthday"
            render={({ field }) => (
              <BirthdayField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={t('account.birthday.label')}
                description={
                  classStudent
                    ? t('account.general.birthdayTeacher')
                    : t('account.birthday.whyHint')
                }
                disabled={classStudent}
                error={messageText(t, formState.errors.birthday?.message)}
              />
            )}
          />
          {user.pendingBirthday ? (
            <Alert color="yellow" variant="light" data-testid="birthday-pending" role="status">
              {t(
                user.pendingBirthday.confirmer === 'parent'
                  ? 'account.general.birthdayPendingParent'
                  : 'account.general.birthdayPendingStaff',
                { birthday: user.pendingBirthday.birthday },
              )}
            </Alert>
          ) : null}
          {showParentEmail ? (
            <TextInput
              label={t('account.signUp.parentEmail')}
              description={t('account.signUp.parentEmailHint')}
              type="email"
              {...register('parentEmail')}
              error={messageText(t, formState.errors.parentEmail?.message)}
            />
          ) : null}
          <NativeSelect
            label={t('account.general.language')}
            description={t('account.general.languageHint')}
            {...register('language')}
            data={interfaceLanguages.map((code) => ({ value: code, label: languageLabels[code] }))}
          />
          <Controller
            control={control}
            name="theme"
            render={({ field }) => (
              <Radio.Group
                label={t('account.general.theme')}
                description={t('account.general.themeHint')}
                value={field.value}
                onChange={field.onChange}
              >
                <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="sm" mt="xs">
                  {accountThemes.map((theme) => (
                    <Radio.Card key={theme} value={theme} radius="md" className={classes.choice}>
                      <span className={classes.swatch} style={{ background: themeSwatch[theme] }} />
                      <span className={classes.choiceHead}>
                        <Radio.Indicator size="xs" />
                        {t(`account.themes.${theme}`)}
                      </span>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          />
          <Group>
            <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
              {t('account.general.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {classStudent ? null : (
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('account.email.title')}
          </Title>
          <Text>
            {t('account.email.current')} <strong>{user.email || '—'}</strong>
          </Text>
          {emailSentTo ? (
            <GoodNews>{t('account.reactivate.changeSent', { email: emailSentTo })}</GoodNews>
          ) : null}
          <Group>
            <Button variant="outline" color="ink.8" onClick={() => setEmailOpen(true)}>
              {t('account.email.change')}
            </Button>
          </Group>
          <ChangeEmailDialog
            opened={emailOpen}
            onClose={() => setEmailOpen(false)}
            onSent={setEmailSentTo}
          />
        </Stack>
      )}
    </Stack>
  );
}
