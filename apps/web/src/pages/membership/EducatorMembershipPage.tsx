import {
  Alert,
  Anchor,
  Button,
  Container,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { centsText, planLimits, schoolPlanPriceCents } from '@storyloom/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiErrorMessage, showSuccess } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import { useSession } from '../../session/useSession';
import { membershipApi, membershipKeys, type SchoolInformation } from './api';
import { emptySchool, SchoolInfoFields, schoolInfoComplete } from './SchoolInfoFields';

/** The SPEC §5 school information form; sent, it starts the school free trial. */
function SchoolTrialForm({ initial }: { initial: SchoolInformation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<SchoolInformation>({ ...emptySchool, ...initial });
  const [shown, setShown] = useState(false);
  const start = useMutation({
    mutationFn: () => membershipApi.schoolTrial(form),
    onSuccess: async (result) => {
      showSuccess(t('membership.educator.started'));
      await sessionStore.refresh();
      navigate(`/educator-plan/${result.OpenId}`, { replace: true });
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShown(true);
        if (schoolInfoComplete(form)) start.mutate();
      }}
    >
      <Stack gap="sm">
        <SchoolInfoFields form={form} onChange={setForm} shown={shown} />
        {start.error ? <Alert color="red">{apiErrorMessage(start.error)}</Alert> : null}
        <Button type="submit" loading={start.isPending} w="fit-content">
          {t('membership.educator.start')}
        </Button>
      </Stack>
    </form>
  );
}

function SchoolTrial() {
  const { t } = useTranslation();
  const last = useQuery({ queryKey: membershipKeys.school, queryFn: membershipApi.lastSchool });
  if (last.isPending) return <Loader aria-label={t('membership.loading')} />;
  if (last.isError) {
    return (
      <Alert color="red" title={t('membership.loadFailed')}>
        <Button variant="light" mt="sm" onClick={() => last.refetch()}>
          {t('membership.retry')}
        </Button>
      </Alert>
    );
  }
  return <SchoolTrialForm initial={last.data ?? emptySchool} />;
}

/** /membership-educator (SPEC §2, §9): the school plan for teachers and its 7-day free trial. */
export function EducatorMembershipPage() {
  const { t } = useTranslation();
  const { status, user, flags } = useSession();
  const price = (n: number) => centsText(schoolPlanPriceCents(n) ?? 0);
  let trial: React.ReactNode;
  if (status !== 'ready') trial = <Loader aria-label={t('membership.loading')} />;
  else if (!user) {
    trial = (
      <Stack gap="sm" align="flex-start">
        <Text>{t('membership.educator.signedOut')}</Text>
        <Button component={Link} to="/signin?redirect=%2Fmembership-educator">
          {t('membership.signIn')}
        </Button>
      </Stack>
    );
  } else if (flags?.isInSchoolPlan) {
    trial = (
      <Stack gap="sm" align="flex-start">
        <Text>{t('membership.educator.inPlan')}</Text>
        <Button component={Link} to="/educator-plan">
          {t('membership.educator.seePlan')}
        </Button>
      </Stack>
    );
  } else if (!flags?.isTeacher) {
    trial = <Text>{t('membership.educator.teachersOnly')}</Text>;
  } else trial = <SchoolTrial />;
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('membership.educator.title')}</Title>
          <Text>{t('membership.educator.intro')}</Text>
        </Stack>
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Title order={2} fz="h3">
              {t('membership.educator.pricesTitle')}
            </Title>
            <Table>
              <Table.Tbody>
                {[10, 15, 30, 100, 200].map((n) => (
                  <Table.Tr key={n}>
                    <Table.Td>{t('membership.educator.accounts', { count: n })}</Table.Td>
                    <Table.Td ta="right">
                      {t('membership.educator.perYear', { price: price(n) })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="sm" c="dimmed">
              {t('membership.educator.pricesNote')}
            </Text>
            <Button component={Link} to="/buy" w="fit-content">
              {t('payments.buy.title')}
            </Button>
            <Anchor component={Link} to="/become-member?showdistrict=1" size="sm">
              {t('membership.educator.district')}
            </Anchor>
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Title order={2} fz="h3">
              {t('membership.educator.trialTitle')}
            </Title>
            <Text>
              {t('membership.educator.trialText', {
                days: planLimits.freeTrialDays,
                seats: planLimits.teacherTrialSeats,
              })}
            </Text>
            {trial}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
