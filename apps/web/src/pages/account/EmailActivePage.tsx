import { Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formErrorText } from '../../api/form-errors';
import familyArt from '../../assets/family-house.svg';
import yarnArt from '../../assets/yarn-ball.svg';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import { useSession } from '../../session/useSession';
import { accountApi, type ConsentInfo } from './api';
import { AccountPage, CardHeading, FormAlert, LoadingState, ResultState } from './layout';

/**
 * The emailed activation and email-change link: used at once on arrival (ActiveEmail). The
 * signed-in session, if any, is reloaded so the guards see the account as active.
 */
function Activation({ token }: { token: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const activation = useQuery({
    queryKey: ['account', 'activate', token],
    queryFn: () => accountApi.activeEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const done = activation.data;
  useEffect(() => {
    if (done && sessionStore.getState().user) void sessionStore.refresh().catch(() => undefined);
  }, [done]);

  if (activation.isPending) return <LoadingState label={t('account.emailActive.checking')} />;
  const next = user
    ? [{ label: t('account.emailActive.start'), to: '/' }]
    : [{ label: t('account.signIn.submit'), to: '/signin' }];
  if (done) {
    return (
      <ResultState
        tone="success"
        testId="activation-done"
        title={t(
          done.Kind === 'email_change'
            ? 'account.emailActive.emailChangedTitle'
            : 'account.emailActive.activeTitle',
          { name: done.UserName },
        )}
        body={t(
          done.Kind === 'email_change'
            ? 'account.emailActive.emailChangedBody'
            : 'account.emailActive.activeBody',
        )}
        actions={next}
      />
    );
  }
  if (user && user.isActive === 1) {
    return (
      <ResultState
        tone="success"
        title={t('account.reactivate.activeTitle')}
        body={t('account.emailActive.usedBody')}
        actions={next}
      />
    );
  }
  return (
    <ResultState
      tone="problem"
      testId="activation-problem"
      title={t('account.emailActive.problemTitle')}
      body={formErrorText(activation.error)}
      actions={[{ label: t('account.reactivate.resend'), to: '/reactivate' }]}
    />
  );
}

function ConsentPoints({ name }: { name: string }) {
  const { t } = useTranslation();
  const points = t('account.consent.points', { returnObjects: true, name });
  const list = Array.isArray(points)
    ? points.filter((p): p is string => typeof p === 'string')
    : [];
  return (
    <List
      spacing="xs"
      icon={
        <ThemeIcon color="meadow.8" size={24} radius="xl" aria-hidden="true">
          <IconCheck size={14} stroke={3} />
        </ThemeIcon>
      }
    >
      {list.map((point) => (
        <List.Item key={point}>{point}</List.Item>
      ))}
    </List>
  );
}

/** The parent's link in the consent email: what agreeing means, then one clear button. */
function ParentConsent({ token }: { token: string }) {
  const { t } = useTranslation();
  const info = useQuery({
    queryKey: ['account', 'consent', token],
    queryFn: () => accountApi.consentInfo(token),
    retry: false,
  });
  const [result, setResult] = useState<ConsentInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function agree() {
    setBusy(true);
    setProblem(null);
    try {
      setResult(await accountApi.confirmConsent(token));
    } catch (err) {
      setProblem(formErrorText(err));
    } finally {
      setBusy(false);
    }
  }

  if (info.isPending) return <LoadingState label={t('account.emailActive.checking')} />;
  const given = result ?? (info.data?.State === 'given' ? info.data : null);
  if (given) {
    return (
      <ResultState
        tone="success"
        testId="consent-given"
        title={t('account.consent.thanksTitle')}
        body={t('account.consent.thanksBody', { name: given.ChildUserName })}
        actions={[{ label: t('account.consent.learnMore'), to: '/privacy', variant: 'outline' }]}
      />
    );
  }
  if (info.isError || !info.data) {
    return (
      <ResultState
        tone="problem"
        title={t('account.emailActive.problemTitle')}
        body={formErrorText(info.error)}
        actions={[{ label: t('account.consent.learnMore'), to: '/privacy', variant: 'outline' }]}
      />
    );
  }
  return (
    <Stack gap="md" data-testid="consent-request">
      <CardHeading
        title={t('account.consent.title', { name: info.data.ChildUserName })}
        lead={t('account.consent.lead', { name: info.data.ChildUserName })}
      />
      <ConsentPoints name={info.data.ChildUserName} />
      <FormAlert message={problem} />
      <Button size="lg" onClick={agree} loading={busy}>
        {t('account.consent.agree')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('account.consent.notNow', { name: info.data.ChildUserName })}
      </Text>
    </Stack>
  );
}

/** The withdrawal link in the consent email: works any time, after a clear confirmation. */
function WithdrawConsent({ token }: { token: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<ConsentInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function withdraw() {
    setBusy(true);
    setProblem(null);
    try {
      setResult(await accountApi.withdrawConsent(token));
    } catch (err) {
      setProblem(formErrorText(err));
    } finally {
      setBusy(false);
    }
  }
  if (result) {
    return (
      <ResultState
        tone="success"
        testId="consent-withdrawn"
        title={t('account.consent.withdrawnTitle')}
        body={t('account.consent.withdrawnBody', { name: result.ChildUserName })}
      />
    );
  }
  return (
    <Stack gap="md">
      <CardHeading
        title={t('account.consent.withdrawTitle')}
        lead={t('account.consent.withdrawLead')}
      />
      <FormAlert message={problem} />
      <Button size="md" color="red.8" onClick={withdraw} loading={busy}>
        {t('account.consent.withdraw')}
      </Button>
    </Stack>
  );
}

/**
 * The parent's link in a birthday-change email (decision 021): the change asked for, then
 * confirm or keep the old birthday. Nothing changes until the parent decides.
 */
function BirthdayChange({ token }: { token: string }) {
  const { t } = useTranslation();
  const info = useQuery({
    queryKey: ['account', 'birthday-change', token],
    queryFn: () => accountApi.birthdayChangeInfo(token),
    retry: false,
  });
  const [result, setResult] = useState<{ ChildUserName: string; State: string } | null>(null);
  const [busy, setBusy] = useState<'yes' | 'no' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function answer(accept: boolean) {
    setBusy(accept ? 'yes' : 'no');
    setProblem(null);
    try {
      setResult(await accountApi.answerBirthdayChange(token, accept));
    } catch (err) {
      setProblem(formErrorText(err));
    } finally {
      setBusy(null);
    }
  }
  if (info.isPending) return <LoadingState label={t('account.emailActive.checking')} />;
  if (result) {
    const confirmed = result.State === 'confirmed';
    return (
      <ResultState
        tone="success"
        testId="birthday-change-done"
        title={t(
          confirmed
            ? 'account.birthdayChange.confirmedTitle'
            : 'account.birthdayChange.refusedTitle',
        )}
        body={t(
          confirmed ? 'account.birthdayChange.confirmedBody' : 'account.birthdayChange.refusedBody',
          { name: result.ChildUserName },
        )}
      />
    );
  }
  if (info.isError || !info.data || info.data.State !== 'pending') {
    return (
      <ResultState
        tone="problem"
        title={t('account.emailActive.problemTitle')}
        body={info.error ? formErrorText(info.error) : t('account.birthdayChange.closedBody')}
      />
    );
  }
  const name = info.data.ChildUserName;
  return (
    <Stack gap="md" data-testid="birthday-change-request">
      <CardHeading
        title={t('account.birthdayChange.title', { name })}
        lead={t('account.birthdayChange.lead', { name })}
      />
      <List spacing="xs">
        <List.Item>
          {t('account.birthdayChange.from', { birthday: info.data.OldBirthday ?? '—' })}
        </List.Item>
        <List.Item>{t('account.birthdayChange.to', { birthday: info.data.NewBirthday })}</List.Item>
      </List>
      <FormAlert message={problem} />
      <Button size="lg" onClick={() => answer(true)} loading={busy === 'yes'} disabled={!!busy}>
        {t('account.birthdayChange.confirm')}
      </Button>
      <Button
        variant="outline"
        color="ink.8"
        onClick={() => answer(false)}
        loading={busy === 'no'}
        disabled={!!busy}
      >
        {t('account.birthdayChange.refuse')}
      </Button>
    </Stack>
  );
}

/**
 * /email-active: the landing of every emailed account link. `?token=` activates an account or
 * confirms a new email address; `?consent=` is a parent agreeing for a child under 13;
 * `?withdraw=` is the parent taking that back; `?birthday=` is a parent deciding a birthday
 * change.
 */
export function EmailActivePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const consent = params.get('consent');
  const withdraw = params.get('withdraw');
  const birthday = params.get('birthday');
  const parentLink = Boolean(consent || withdraw || birthday);
  return (
    <AccountPage art={parentLink ? familyArt : yarnArt} testId="email-active">
      {token ? (
        <Activation token={token} />
      ) : consent ? (
        <ParentConsent token={consent} />
      ) : withdraw ? (
        <WithdrawConsent token={withdraw} />
      ) : birthday ? (
        <BirthdayChange token={birthday} />
      ) : (
        <ResultState
          tone="info"
          title={t('account.emailActive.noLinkTitle')}
          body={t('account.emailActive.noLinkBody')}
          actions={[{ label: t('account.reactivate.resend'), to: '/reactivate' }]}
        />
      )}
    </AccountPage>
  );
}
