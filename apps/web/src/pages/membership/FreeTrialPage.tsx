import {
  Alert,
  Button,
  Container,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { planLimits } from '@storyloom/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { apiErrorMessage, showSuccess } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import { useSession } from '../../session/useSession';
import { membershipApi, membershipKeys } from './api';

function TrialCard(props: {
  title: string;
  text: string;
  action: string;
  testId: string;
  onStart: () => void;
  pending: boolean;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" data-testid={props.testId}>
      <Stack gap="sm" align="flex-start" h="100%">
        <Title order={2} fz="h3">
          {props.title}
        </Title>
        <Text style={{ flex: 1 }}>{props.text}</Text>
        <Button loading={props.pending} onClick={props.onStart}>
          {props.action}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Signed in: whether a trial can start, and the two trials (individual, family) to start. */
function Trials() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, flags } = useSession();
  const check = useQuery({
    queryKey: membershipKeys.trialCheck,
    queryFn: membershipApi.checkTrial,
  });
  const start = useMutation({
    mutationFn: membershipApi.startTrial,
    onSuccess: async (_result, kind) => {
      showSuccess(t('membership.trial.started'));
      await sessionStore.refresh();
      navigate(kind === 'family' ? '/family-plan' : '/', { replace: true });
    },
  });
  if (check.isPending) return <Loader aria-label={t('membership.loading')} />;
  if (check.isError) {
    return (
      <Alert color="red" title={t('membership.loadFailed')}>
        <Button variant="light" mt="sm" onClick={() => check.refetch()}>
          {t('membership.retry')}
        </Button>
      </Alert>
    );
  }
  if (user?.isMember) {
    const until = user.isInFreeTrial ? user.FreeTrialExpireTime : user.MembershipTime;
    return (
      <Alert color="teal" title={t('membership.trial.memberTitle')}>
        {until
          ? t('membership.trial.memberUntil', { date: new Date(until).toLocaleString() })
          : t('membership.trial.member')}
      </Alert>
    );
  }
  if (!check.data.CanStart) {
    return (
      <Alert color="yellow" title={t('membership.trial.usedTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('membership.trial.usedText')}</Text>
          <Button component={Link} to="/pricing">
            {t('membership.trial.seePlans')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const adult = (user?.age ?? 0) >= 18;
  return (
    <Stack gap="md">
      {start.error ? <Alert color="red">{apiErrorMessage(start.error)}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: flags?.isTeacher ? 3 : 2 }}>
        <TrialCard
          testId="trial-individual"
          title={t('membership.trial.individual')}
          text={t('membership.trial.individualText', { days: planLimits.freeTrialDays })}
          action={t('membership.trial.startIndividual')}
          pending={start.isPending && start.variables === 'individual'}
          onStart={() => start.mutate('individual')}
        />
        {adult ? (
          <TrialCard
            testId="trial-family"
            title={t('membership.trial.family')}
            text={t('membership.trial.familyText', { days: planLimits.freeTrialDays })}
            action={t('membership.trial.startFamily')}
            pending={start.isPending && start.variables === 'family'}
            onStart={() => start.mutate('family')}
          />
        ) : null}
        {flags?.isTeacher ? (
          <Paper withBorder radius="lg" p="lg" data-testid="trial-school">
            <Stack gap="sm" align="flex-start" h="100%">
              <Title order={2} fz="h3">
                {t('membership.trial.school')}
              </Title>
              <Text style={{ flex: 1 }}>
                {t('membership.trial.schoolText', { seats: planLimits.teacherTrialSeats })}
              </Text>
              <Button component={Link} to="/membership-educator" variant="outline">
                {t('membership.trial.toEducator')}
              </Button>
            </Stack>
          </Paper>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}

/** /free-trial (SPEC §2, §9): the 7-day free trial, once per email address. */
export function FreeTrialPage() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  let body: React.ReactNode;
  if (status !== 'ready') body = <Loader aria-label={t('membership.loading')} />;
  else if (!user) {
    body = (
      <Stack gap="sm" align="flex-start">
        <Text>{t('membership.trial.signedOut')}</Text>
        <Button component={Link} to="/signup?redirect=%2Ffree-trial">
          {t('membership.signUp')}
        </Button>
        <Button component={Link} to="/signin?redirect=%2Ffree-trial" variant="subtle" px={0}>
          {t('membership.signInInstead')}
        </Button>
      </Stack>
    );
  } else body = <Trials />;
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('membership.trial.title')}</Title>
          <Text>{t('membership.trial.intro', { days: planLimits.freeTrialDays })}</Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
