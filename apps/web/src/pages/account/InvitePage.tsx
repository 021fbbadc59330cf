import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formErrorText } from '../../api/form-errors';
import schoolArt from '../../assets/schoolhouse.svg';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';
import classes from './Account.module.css';
import { accountApi } from './api';
import { AccountPage, CardHeading, FormAlert, LoadingState, ResultState } from './layout';

/** A signed-in person's own code and link, to share. */
function OwnInvitation() {
  const { t } = useTranslation();
  const own = useQuery({
    queryKey: ['account', 'own-invitation'],
    queryFn: () => accountApi.ownInvitation(),
    retry: false,
  });
  if (own.isPending) return <LoadingState label={t('account.loading')} />;
  if (own.isError) return <FormAlert message={formErrorText(own.error)} />;
  return (
    <Stack gap="md" data-testid="own-invitation">
      <CardHeading title={t('account.invite.ownTitle')} lead={t('account.invite.ownLead')} />
      <Text className={classes.code}>{own.data.code}</Text>
      <Group gap="sm" wrap="wrap">
        <TextInput
          value={own.data.link}
          readOnly
          aria-label={t('account.invite.link')}
          style={{ flex: 1, minWidth: 220 }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton value={own.data.link}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              color={copied ? 'meadow.8' : undefined}
              leftSection={
                copied ? (
                  <IconCheck size={18} aria-hidden="true" />
                ) : (
                  <IconCopy size={18} aria-hidden="true" />
                )
              }
            >
              {copied ? t('account.invite.copied') : t('account.invite.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** No code in the address: type one. */
function EnterCode() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const value = code.trim().toUpperCase();
        if (value) navigate(`/invite/${encodeURIComponent(value)}`);
      }}
      aria-label={t('account.invite.enterTitle')}
    >
      <Stack gap="md">
        <CardHeading title={t('account.invite.enterTitle')} lead={t('account.invite.enterLead')} />
        <TextInput
          label={t('account.signUp.invitation')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          autoCapitalize="characters"
          maxLength={40}
          size="md"
        />
        <Group>
          <Button type="submit" size="md">
            {t('account.invite.check')}
          </Button>
          <Button component={Link} to="/signup" variant="outline" color="ink.8" size="md">
            {t('account.invite.signUpWithout')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A code from a friend's link: who invited, what both get, and the way to sign up. */
function Invitation({ code }: { code: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const info = useQuery({
    queryKey: ['account', 'invite', code],
    queryFn: () => accountApi.inviteTypeName(code),
    retry: false,
  });
  if (info.isPending) return <LoadingState label={t('account.emailActive.checking')} />;
  if (info.isError) {
    return (
      <ResultState
        tone="problem"
        testId="invite-problem"
        title={formErrorText(info.error)}
        body={t('account.invite.problemBody')}
        actions={[
          { label: t('account.invite.signUpWithout'), to: '/signup' },
          { label: t('account.invite.tryAnother'), to: '/invite', variant: 'outline' },
        ]}
      />
    );
  }
  return (
    <ResultState
      tone="success"
      testId="invite-valid"
      title={t('account.invite.title', { name: info.data.InviterName })}
      body={t('account.invite.body')}
      actions={
        user
          ? [{ label: t('account.invite.alreadyIn'), to: '/', variant: 'outline' }]
          : [
              { label: t('account.invite.join'), to: `/signup?invite=${encodeURIComponent(code)}` },
              { label: t('account.signIn.submit'), to: '/signin', variant: 'outline' },
            ]
      }
    >
      <Text className={classes.code}>{code}</Text>
    </ResultState>
  );
}

/** /invite/{code?}: the landing of an invitation link, or your own code to share. */
export function InvitePage() {
  const { code } = useParams();
  const { user } = useSession();
  const trimmed = (code ?? '').trim().toUpperCase();
  return (
    <AccountPage art={schoolArt} testId="invite-page">
      {trimmed ? <Invitation code={trimmed} /> : user ? <OwnInvitation /> : <EnterCode />}
    </AccountPage>
  );
}
