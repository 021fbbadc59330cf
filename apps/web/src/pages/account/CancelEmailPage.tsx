import { List } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { formErrorText } from '../../api/form-errors';
import yarnArt from '../../assets/yarn-ball.svg';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';
import { accountApi } from './api';
import { AccountPage, LoadingState, ResultState } from './layout';

/**
 * /cancel-email-notification/{userName?}/{password?}/{forFun?}: the one-click unsubscribe link
 * of a notification email. `password` carries the link's signed token and `forFun` the kind of
 * email (or "all"); no sign-in is needed. The switch happens on arrival.
 */
export function CancelEmailPage() {
  const { t } = useTranslation();
  const { userName = '', password = '', forFun = 'all' } = useParams();
  const { user } = useSession();
  const complete = userName !== '' && password !== '';
  const cancel = useQuery({
    queryKey: ['account', 'unsubscribe', userName, password, forFun],
    queryFn: () =>
      accountApi.cancelEmailNotification({ UserName: userName, Token: password, Kind: forFun }),
    enabled: complete,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const manage = user
    ? { label: t('account.unsubscribe.manage'), to: '/account-email-notification' }
    : { label: t('account.signIn.submit'), to: '/signin?redirect=%2Faccount-email-notification' };

  let body: ReactNode;
  if (!complete) {
    body = (
      <ResultState
        tone="problem"
        title={t('account.unsubscribe.incompleteTitle')}
        body={t('account.unsubscribe.incompleteBody')}
        actions={[manage]}
      />
    );
  } else if (cancel.isPending) {
    body = <LoadingState label={t('account.unsubscribe.working')} />;
  } else if (cancel.isError) {
    body = (
      <ResultState
        tone="problem"
        testId="unsubscribe-problem"
        title={t('account.unsubscribe.problemTitle')}
        body={formErrorText(cancel.error)}
        actions={[manage]}
      />
    );
  } else {
    const kinds = cancel.data.Kinds;
    body = (
      <ResultState
        tone="success"
        testId="unsubscribe-done"
        title={t('account.unsubscribe.doneTitle')}
        body={t('account.unsubscribe.doneBody', { name: cancel.data.UserName })}
        actions={[manage]}
      >
        <List>
          {kinds.map((kind) => (
            <List.Item key={kind}>{t(`account.notifications.kinds.${kind}.title`)}</List.Item>
          ))}
        </List>
      </ResultState>
    );
  }
  return (
    <AccountPage art={yarnArt} testId="unsubscribe-page">
      {body}
    </AccountPage>
  );
}
