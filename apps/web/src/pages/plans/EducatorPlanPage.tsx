import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { planDisplay } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { apiErrorMessage, showApiError, showSuccess } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../../session/useSession';
import { type PlanClass, type PlanPerson, planKeys, plansApi } from './api';
import { Teachers } from './EducatorTeachers';
import { AcceptTeacherInvitation } from './TeacherInvitations';

type Section = 'overview' | 'classes' | 'students';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function Confirm(props: {
  title: string;
  text: string;
  action: string;
  opened: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title}>
      <Stack>
        <Text>{props.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('plans.cancel')}
          </Button>
          <Button color="red" loading={props.pending} onClick={props.onConfirm}>
            {props.action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Classes({ openId, isManager }: { openId: string; isManager: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [dismissing, setDismissing] = useState<PlanClass | null>(null);
  const list = useQuery({
    queryKey: planKeys.classes(openId),
    queryFn: () => plansApi.classes(openId),
  });
  const dismiss = useMutation({
    mutationFn: (c: PlanClass) => plansApi.dismissClass(openId, c.OpenId),
    onSuccess: async () => {
      setDismissing(null);
      showSuccess(t('plans.school.dismissed'));
      await client.invalidateQueries({ queryKey: planKeys.plan(openId) });
    },
    onError: (err) => {
      setDismissing(null);
      showApiError(err);
    },
  });
  return (
    <Stack gap="sm">
      <Title order={2}>{t('plans.school.classes')}</Title>
      {list.isPending ? (
        <Loader size="sm" aria-label={t('plans.loading')} />
      ) : list.error ? (
        <Alert color="red">{apiErrorMessage(list.error)}</Alert>
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t('plans.school.noClasses')}</Text>
      ) : (
        <Stack gap="xs">
          {list.data.map((c) => (
            <Paper key={c.OpenId} withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="wrap">
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/class/${c.OpenId}`} fw={600}>
                    {c.Name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t('plans.school.classLine', {
                      grade: c.Grade,
                      teacher: c.Teacher,
                      count: c.StudentCount,
                    })}
                  </Text>
                </div>
                {isManager ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('plans.school.dismissNamed', { name: c.Name })}
                    onClick={() => setDismissing(c)}
                  >
                    {t('plans.school.dismiss')}
                  </Button>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Confirm
        opened={dismissing !== null}
        title={t('plans.school.dismissTitle')}
        text={t('plans.school.dismissConfirm', { name: dismissing?.Name ?? '' })}
        action={t('plans.school.dismiss')}
        pending={dismiss.isPending}
        onClose={() => setDismissing(null)}
        onConfirm={() => dismissing && dismiss.mutate(dismissing)}
      />
    </Stack>
  );
}

function Students({ openId, isManager }: { openId: string; isManager: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [removing, setRemoving] = useState<PlanPerson | null>(null);
  const list = useQuery({
    queryKey: planKeys.students(openId),
    queryFn: () => plansApi.students(openId),
  });
  const remove = useMutation({
    mutationFn: (p: PlanPerson) => plansApi.removeStudent(openId, p.Uid),
    onSuccess: async () => {
      setRemoving(null);
      await client.invalidateQueries({ queryKey: planKeys.plan(openId) });
    },
    onError: (err) => {
      setRemoving(null);
      showApiError(err);
    },
  });
  return (
    <Stack gap="sm">
      <Title order={2}>{t('plans.school.students')}</Title>
      {list.isPending ? (
        <Loader size="sm" aria-label={t('plans.loading')} />
      ) : list.error ? (
        <Alert color="red">{apiErrorMessage(list.error)}</Alert>
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t('plans.school.noStudents')}</Text>
      ) : (
        <Table>
          <Table.Tbody>
            {list.data.map((p) => (
              <Table.Tr key={p.Uid}>
                <Table.Td>
                  <Text fw={600}>{p.UserName}</Text>
                  {p.Name ? (
                    <Text size="sm" c="dimmed">
                      {p.Name}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">
                  {isManager ? (
                    <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(p)}>
                      {t('plans.family.remove')}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Confirm
        opened={removing !== null}
        title={t('plans.school.removeTitle')}
        text={t('plans.school.removeConfirm', { name: removing?.UserName ?? '' })}
        action={t('plans.family.remove')}
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Stack>
  );
}

function SchoolPlanView({ openId, section }: { openId: string; section: Section }) {
  const { t } = useTranslation();
  const info = useQuery({ queryKey: planKeys.info(openId), queryFn: () => plansApi.info(openId) });
  if (info.error) return <Alert color="red">{apiErrorMessage(info.error)}</Alert>;
  const plan = info.data;
  const shown = planDisplay(plan);
  const isManager = plan?.IsManager ?? false;
  const status = !plan
    ? null
    : plan.Expired
      ? t('plans.status.expired')
      : plan.Category
        ? t('plans.status.trial')
        : t('plans.status.active');
  const nav = (
    <Group gap="md" wrap="wrap">
      <Anchor component={Link} to={`/educator-plan/${openId}`}>
        {t('plans.school.overview')}
      </Anchor>
      <Anchor component={Link} to={`/educator-plan-class/${openId}`}>
        {t('plans.school.classes')}
      </Anchor>
      <Anchor component={Link} to={`/educator-plan-student/${openId}`}>
        {t('plans.school.students')}
      </Anchor>
    </Group>
  );
  return (
    <Stack gap="lg">
      <Group gap="sm">
        {status ? <Badge color={plan?.Expired ? 'red' : 'meadow'}>{status}</Badge> : null}
      </Group>
      {nav}
      {plan?.Expired ? <Alert color="orange">{t('plans.school.expiredText')}</Alert> : null}
      {section === 'overview' ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Stat
              label={t('plans.school.accounts')}
              value={`${shown.MemberCount} / ${shown.MaxMember}`}
            />
            <Stat label={t('plans.school.teachers')} value={String(shown.TeacherCount)} />
            <Stat label={t('plans.school.students')} value={String(shown.StudentCount)} />
            <Stat label={t('plans.expires')} value={shown.ExpireTime} />
          </SimpleGrid>
          {isManager ? (
            <Button component={Link} to="/pricing" variant="outline" w="fit-content">
              {t('plans.school.renew')}
            </Button>
          ) : null}
          <Teachers openId={openId} isManager={isManager} />
          <Classes openId={openId} isManager={isManager} />
        </>
      ) : section === 'classes' ? (
        <Classes openId={openId} isManager={isManager} />
      ) : (
        <Students openId={openId} isManager={isManager} />
      )}
    </Stack>
  );
}

function EducatorPlanScreen({ section }: { section: Section }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  // A teacher's invitation link (AddTeacher) opens /educator-plan/{id}?invite=.
  const code = section === 'overview' ? (search.get('invite') ?? '') : '';
  const { status, user, flags } = useSession();
  const openId = id || flags?.schoolPlanOpenId || '';
  const path = {
    overview: 'educator-plan',
    classes: 'educator-plan-class',
    students: 'educator-plan-student',
  }[section];
  let body: React.ReactNode;
  if (status !== 'ready') body = <Loader aria-label={t('plans.loading')} />;
  else if (!user) {
    const back = encodeURIComponent(
      `/${path}${id ? `/${id}` : ''}${code ? `?invite=${encodeURIComponent(code)}` : ''}`,
    );
    body = (
      <Stack gap="sm" align="flex-start">
        <Text>{code ? t('plans.school.invitedText') : t('plans.signInToSee')}</Text>
        <Button component={Link} to={`/signin?redirect=${back}`}>
          {t('plans.signIn')}
        </Button>
        {code ? (
          <Button component={Link} to={`/signup?redirect=${back}`} variant="outline">
            {t('plans.family.signUpToAccept')}
          </Button>
        ) : null}
      </Stack>
    );
  } else if (code) body = <AcceptTeacherInvitation code={code} />;
  else if (openId) body = <SchoolPlanView openId={openId} section={section} />;
  else {
    body = (
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={2}>{t('plans.school.noneTitle')}</Title>
          <Text>{t('plans.school.noneText')}</Text>
          <Button component={Link} to="/pricing">
            {t('plans.school.see')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Container size="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Title order={1}>{t('plans.school.title')}</Title>
        {body}
      </Stack>
    </Container>
  );
}

/** /educator-plan/{id?}: the school plan (SPEC §2 "Plans"): counts, expiry, renew, classes. */
export function EducatorPlanPage() {
  return <EducatorPlanScreen section="overview" />;
}

/** /educator-plan-class/{id?}: the school plan's classes; the manager dismisses one. */
export function EducatorPlanClassPage() {
  return <EducatorPlanScreen section="classes" />;
}

/** /educator-plan-student/{id?}: the school plan's students; the manager removes one. */
export function EducatorPlanStudentPage() {
  return <EducatorPlanScreen section="students" />;
}
