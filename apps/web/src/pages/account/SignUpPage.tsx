import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Input, Radio, Stack, Text, TextInput } from '@mantine/core';
import { ErrorCode, type SignUpAccountChoice, signUpAccountChoices } from '@storyloom/domain';
import { IconCheck, IconLoader2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { applyServerErrors, formErrorText, messageText, safeRedirect } from '../../api/form-errors';
import easelArt from '../../assets/easel-balloon.svg';
import { Trans, useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import classes from './Account.module.css';
import { accountApi, accountChoiceCode } from './api';
import { type Availability, useAvailability, useInvitationCheck } from './availability';
import { BirthdayField } from './BirthdayField';
import { GoogleSignInChoice } from './GoogleButton';
import { AuthShell, CardHeading, FormAlert, OrDivider } from './layout';
import { NewPasswordFields } from './NewPasswordFields';
import { needsParentEmail, type SignUpValues, signUpSchema } from './schemas';

const serverFieldMap = {
  UserName: 'userName',
  Email: 'email',
  Password: 'password',
  ConfirmPassword: 'confirmPassword',
  Birthday: 'birthday',
  AccountType: 'accountChoice',
  ParentEmail: 'parentEmail',
  InvitationCode: 'invitationCode',
} as const;

/** SPEC §8 "Invalid referral code" / "You cannot use your own referral code". */
function isReferralProblem(err: unknown): err is ApiError {
  return (
    err instanceof ApiError &&
    (err.code === ErrorCode.INVALID_REFERRAL || err.code === ErrorCode.OWN_REFERRAL)
  );
}

function AvailabilityNote({ status, kind }: { status: Availability; kind: 'userName' | 'email' }) {
  const { t } = useTranslation();
  if (status === 'checking') {
    return (
      <Text component="span" size="sm" c="dimmed" role="status">
        <IconLoader2 size={14} aria-hidden="true" /> {t('account.signUp.checking')}
      </Text>
    );
  }
  if (status === 'available') {
    return (
      <Text component="span" size="sm" c="meadow.8" fw={700} role="status">
        <IconCheck size={14} aria-hidden="true" /> {t(`account.signUp.available.${kind}`)}
      </Text>
    );
  }
  return null;
}

/** The three account kinds as big, friendly choices. */
function AccountChoiceField({
  value,
  onChange,
  error,
}: {
  value: SignUpAccountChoice;
  onChange: (value: SignUpAccountChoice) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as SignUpAccountChoice)}
      label={t('account.signUp.choice.label')}
      error={error}
      size="md"
    >
      <div className={classes.choiceGrid} style={{ marginTop: 8 }}>
        {signUpAccountChoices.map((choice) => (
          <Radio.Card key={choice} value={choice} radius="lg" className={classes.choice}>
            <span className={classes.choiceHead}>
              <Radio.Indicator size="sm" />
              {t(`account.signUp.choice.${choice}`)}
            </span>
            <span className={classes.choiceText}>{t(`account.signUp.choice.${choice}Text`)}</span>
          </Radio.Card>
        ))}
      </div>
    </Radio.Group>
  );
}

/**
 * /signup: account kind, username and email (checked live), password twice, birthday, and an
 * invitation code (prefilled from /invite/{code}). A writer under 13 also gives a parent's email:
 * the parent is asked to agree before anything can be published. The new account is signed in
 * at once and waits for its activation email (/reactivate).
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(null);
  const invite = (params.get('invite') ?? params.get('code') ?? '').trim().toUpperCase();
  const redirect = params.get('redirect');

  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema(() => Date.now())),
    defaultValues: {
      accountChoice: 'writer',
      userName: '',
      email: '',
      password: '',
      confirmPassword: '',
      birthday: '',
      parentEmail: '',
      invitationCode: invite,
    },
    mode: 'onTouched',
  });
  const { control, register, formState, setError } = form;
  const errors = formState.errors;
  const [choice, userName, email, birthday, invitationCode] = useWatch({
    control,
    name: ['accountChoice', 'userName', 'email', 'birthday', 'invitationCode'],
  });
  const userNameStatus = useAvailability('userName', userName);
  const emailStatus = useAvailability('email', email);
  const invitation = useInvitationCheck(invitationCode);
  const parentNeeded = choice === 'writer' && needsParentEmail(birthday, Date.now());

  async function afterSignUp() {
    await sessionStore.refresh();
    navigate('/reactivate', {
      replace: true,
      state: { justSignedUp: true, redirect: redirect ? safeRedirect(redirect) : null },
    });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    if (userNameStatus === 'taken') {
      setError('userName', { type: 'taken', message: 'usernameTaken' }, { shouldFocus: true });
      return;
    }
    if (emailStatus === 'taken') {
      setError('email', { type: 'taken', message: 'emailTaken' }, { shouldFocus: true });
      return;
    }
    try {
      await accountApi.signUp({
        UserName: values.userName.trim(),
        Email: values.email.trim(),
        Password: values.password,
        ConfirmPassword: values.confirmPassword,
        Birthday: values.birthday,
        AccountType: accountChoiceCode[values.accountChoice],
        ...(values.invitationCode.trim()
          ? { InvitationCode: values.invitationCode.trim().toUpperCase() }
          : {}),
        ...(parentNeeded && values.parentEmail.trim()
          ? { ParentEmail: values.parentEmail.trim() }
          : {}),
      });
    } catch (err) {
      if (isReferralProblem(err)) {
        setError('invitationCode', { type: 'server', message: err.message }, { shouldFocus: true });
      } else if (!applyServerErrors(err, setError, serverFieldMap)) {
        setProblem(formErrorText(err));
      }
      return;
    }
    await afterSignUp();
  });

  async function signUpWithGoogle(credential: string) {
    setProblem(null);
    const values = form.getValues();
    try {
      await accountApi.googleSignUp({
        Credential: credential,
        Mode: 'signup',
        AccountType: accountChoiceCode[values.accountChoice],
        ...(values.birthday ? { Birthday: values.birthday } : {}),
        ...(values.invitationCode.trim()
          ? { InvitationCode: values.invitationCode.trim().toUpperCase() }
          : {}),
        ...(parentNeeded && values.parentEmail.trim()
          ? { ParentEmail: values.parentEmail.trim() }
          : {}),
      });
      await sessionStore.refresh();
      navigate(safeRedirect(redirect), { replace: true });
    } catch (err) {
      if (!applyServerErrors(err, setError, serverFieldMap)) setProblem(formErrorText(err));
    }
  }

  const takenText = (status: Availability, key: 'usernameTaken' | 'emailTaken') =>
    status === 'taken' ? messageText(t, key) : undefined;

  return (
    <AuthShell art={easelArt} storyTitle={t('account.signUp.storyTitle')}>
      <CardHeading title={t('account.signUp.title')} lead={t('account.signUp.lead')} />
      <form onSubmit={onSubmit} noValidate aria-label={t('account.signUp.title')}>
        <Stack gap="md">
          <FormAlert message={problem} />
          <Controller
            control={control}
            name="accountChoice"
            render={({ field }) => (
              <AccountChoiceField
                value={field.value}
                onChange={field.onChange}
                error={messageText(t, errors.accountChoice?.message)}
              />
            )}
          />
          <TextInput
            label={t('account.signUp.userName')}
            description={t('account.signUp.userNameHint')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            size="md"
            maxLength={20}
            {...register('userName')}
            error={
              messageText(t, errors.userName?.message) ?? takenText(userNameStatus, 'usernameTaken')
            }
            inputWrapperOrder={['label', 'description', 'input', 'error']}
          />
          <AvailabilityNote status={errors.userName ? 'idle' : userNameStatus} kind="userName" />
          <TextInput
            label={t(choice === 'writer' ? 'account.signUp.emailKid' : 'account.signUp.email')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            size="md"
            {...register('email')}
            error={messageText(t, errors.email?.message) ?? takenText(emailStatus, 'emailTaken')}
          />
          <AvailabilityNote status={errors.email ? 'idle' : emailStatus} kind="email" />
          <NewPasswordFields register={register} errors={errors} />
          <Controller
            control={control}
            name="birthday"
            render={({ field }) => (
              <BirthdayField
                size="md"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={t('account.birthday.label')}
                description={t(
                  choice === 'teacher'
                    ? 'account.birthday.teacherHint'
                    : 'account.birthday.whyHint',
                )}
                required={choice !== 'teacher'}
                error={messageText(t, errors.birthday?.message)}
              />
            )}
          />
          {parentNeeded ? (
            <Stack gap={6} data-testid="parent-email">
              <Text size="sm" c="ink.9" fw={600}>
                {t('account.signUp.parentIntro')}
              </Text>
              <TextInput
                label={t('account.signUp.parentEmail')}
                description={t('account.signUp.parentEmailHint')}
                type="email"
                autoComplete="off"
                size="md"
                required
                {...register('parentEmail')}
                error={messageText(t, errors.parentEmail?.message)}
              />
            </Stack>
          ) : null}
          <TextInput
            label={t('account.signUp.invitation')}
            description={t('account.signUp.invitationHint')}
            autoCapitalize="characters"
            spellCheck={false}
            size="md"
            maxLength={40}
            {...register('invitationCode')}
            error={
              messageText(t, errors.invitationCode?.message) ??
              (invitation.status === 'invalid' ? invitation.problem : undefined)
            }
          />
          {invitation.status === 'valid' ? (
            <Text size="sm" c="meadow.8" fw={700} role="status">
              <IconCheck size={14} aria-hidden="true" />{' '}
              {t('account.signUp.invitedBy', { name: invitation.inviterName })}
            </Text>
          ) : null}
          <Input.Description>
            <Trans
              i18nKey="account.signUp.agree"
              components={{
                terms: <Anchor component={Link} to="/terms-of-service" size="sm" />,
                privacy: <Anchor component={Link} to="/privacy" size="sm" />,
              }}
            />
          </Input.Description>
          <Button type="submit" size="md" loading={formState.isSubmitting}>
            {t('account.signUp.submit')}
          </Button>
        </Stack>
      </form>
      <Stack gap="md" mt="md">
        <GoogleSignInChoice
          label={t('account.google.signUp')}
          onCredential={signUpWithGoogle}
          divider={<OrDivider />}
        />
        <Text ta="center">
          {t('account.signUp.haveAccount')}{' '}
          <Anchor component={Link} to="/signin" fw={800}>
            {t('account.signUp.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </AuthShell>
  );
}
