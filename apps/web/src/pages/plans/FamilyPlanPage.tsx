import {
  Alert,
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
  TextInput,
  Title,
} from '@mantine/core';
import { planDisplay, planPricesCents } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { apiErrorMessage, showApiError, showSuccess } from '../../api/client';
import { features } from '../../features';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import { useSession } from '../../session/useSession';
import { type PlanPerson, planKeys, plansApi } from './api';
import { InvitationsPanel } from './InvitationsPanel';

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

/** An invitation link (?invite=) opened by the invited person: accept it. */
function AcceptInvitation({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useMutation({
    mutationFn: () => plansApi.accept(code),
    onSuccess: async (result) => {
      showSuccess(t('plans.family.joined'));
      await sessionStore.refresh();
      navigate(`/family-plan/${result.OpenId}`, { replace: true });
    },
  });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{t('plans.family.invitedTitle')}</Title>
        <Text>{t('plans.family.invitedText')}</Text>
        {accept.error ? <Alert color="red">{apiErrorMessage(accept.error)}</Alert> : null}
        <Button loading={accept.isPending} onClick={() => accept.mutate()}>
          {t('plans.family.accept')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** No family plan yet: what it is, its price, the free trial and buying it (decision 026). */
function NoFamilyPlan() {
  const { t } = useTranslation();
  const start = useMutation({
    mutationFn: () => plansApi.startTrial('family'),
    onSuccess: async () => {
      showSuccess(t('plans.family.trialStarted'));
      await sessionStore.refresh();
    },
  });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{t('plans.family.noneTitle')}</Title>
        <Text>{t('plans.family.noneText')}</Text>
        <Text fw={700}>
          {t('plans.family.price', { price: (planPricesCents.FAMILY_PLAN / 100).toFixed(2) })}
        </Text>
        {start.error ? <Alert color="red">{apiErrorMessage(start.error)}</Alert> : null}
        <Group>
          <Button loading={start.isPending} onClick={() => start.mutate()}>
            {t('plans.family.startTrial')}
          </Button>
          {features.membership ? (
            <Button component={Link} to="/pricing" variant="outline">
              {t('plans.family.buy')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function Invitations({ openId }: { openId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2}>{t('plans.family.invitations')}</Title>
      <InvitationsPanel
        openId={openId}
        send={plansApi.invite}
        label={t('plans.family.inviteLabel')}
        help={t('plans.family.inviteHelp')}
        empty={t('plans.family.noInvitations')}
        confirmTestId="family-invite-cancel-confirm"
      />
    </Stack>
  );
}

/** The manager's own label for a member (SavePlanMember, decision 036): only the manager sees it. */
function MemberLabel({ openId, person }: { openId: string; person: PlanPerson }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const saved = person.Label ?? '';
  const [label, setLabel] = useState(saved);
  const save = useMutation({
    mutationFn: () => plansApi.saveMemberLabel(openId, person.Uid, label.trim()),
    onSuccess: async () => {
      showSuccess(t('plans.family.labelSaved'));
      await client.invalidateQueries({ queryKey: planKeys.members(openId) });
    },
    onError: showApiError,
  });
  return (
    <Group gap="xs" mt={4}>
      <TextInput
        size="xs"
        w={{ base: 120, sm: 180 }}
        value={label}
        maxLength={40}
        aria-label={`${t('plans.family.label')}: ${person.UserName}`}
        placeholder={t('plans.family.labelHelp')}
        onChange={(e) => setLabel(e.currentTarget.value)}
      />
      {label.trim() !== saved ? (
        <Button size="xs" variant="light" loading={save.isPending} onClick={() => save.mutate()}>
          {t('plans.family.saveLabel')}
        </Button>
      ) : null}
    </Group>
  );
}

function FamilyPlanView({ openId }: { openId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [removing, setRemoving] = useState<PlanPerson | 'self' | null>(null);
  const info = useQuery({ queryKey: planKeys.info(openId), queryFn: () => plansApi.info(openId) });
  const members = useQuery({
    queryKey: planKeys.members(openId),
    queryFn: () => plansApi.members(openId),
  });
  const remove = useMutation({
    mutationFn: async (who: PlanPerson | 'self') =>
      who === 'self' ? plansApi.leave(openId) : plansApi.removeMember(openId, who.Uid),
    onSuccess: async (_r, who) => {
      setRemoving(null);
      if (who === 'self') await sessionStore.refresh();
      await client.invalidateQueries({ queryKey: planKeys.plan(openId) });
    },
    onError: (err) => {
      setRemoving(null);
      showApiError(err);
    },
  });
  if (info.error) return <Alert color="red">{apiErrorMessage(info.error)}</Alert>;
  const shown = planDisplay(info.data);
  const plan = info.data;
  const status = !plan
    ? null
    : plan.Expired
      ? t('plans.status.expired')
      : plan.Category
        ? t('plans.status.trial')
        : t('plans.status.active');
  return (
    <Stack gap="lg">
      <Group gap="sm">
        {status ? <Badge color={plan?.Expired ? 'red' : 'meadow'}>{status}</Badge> : null}
      </Group>
      {plan?.Expired ? <Alert color="orange">{t('plans.family.expiredText')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stat label={t('plans.members')} value={`${shown.MemberCount} / ${shown.MaxMember}`} />
        <Stat label={t('plans.expires')} value={shown.ExpireTime} />
        <Stat label={t('plans.started')} value={shown.CreateTime} />
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={2}>{t('plans.members')}</Title>
        {members.isPending ? (
          <Loader size="sm" aria-label={t('plans.loading')} />
        ) : members.error ? (
          <Alert color="red">{apiErrorMessage(members.error)}</Alert>
        ) : (
          <Table>
            <Table.Tbody>
              {members.data.map((m) => (
                <Table.Tr key={m.Uid}>
                  <Table.Td>
                    <Text fw={600}>{m.UserName}</Text>
                    {m.Email ? (
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {m.Email}
                      </Text>
                    ) : null}
                    {plan?.IsManager && m.Role === 'member' ? (
                      <MemberLabel openId={openId} person={m} />
                    ) : null}
                  </Table.Td>
                  <Table.Td>{t(`plans.roles.${m.Role}`)}</Table.Td>
                  <Table.Td ta="right">
                    {plan?.IsManager && m.Role !== 'manager' ? (
                      <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(m)}>
                        {t('plans.family.remove')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {plan?.IsManager ? <Invitations openId={openId} /> : null}
      {plan && !plan.IsManager ? (
        <Button variant="outline" color="red" w="fit-content" onClick={() => setRemoving('self')}>
          {t('plans.family.leave')}
        </Button>
      ) : null}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing === 'self' ? t('plans.family.leaveTitle') : t('plans.family.removeTitle')}
      >
        <Stack>
          <Text>
            {removing === 'self'
              ? t('plans.family.leaveConfirm')
              : t('plans.family.removeConfirm', { name: removing?.UserName ?? '' })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('plans.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => removing && remove.mutate(removing)}
            >
              {removing === 'self' ? t('plans.family.leave') : t('plans.family.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** /family-plan/{id?}: the family plan (SPEC §2 "Plans"): members, invitations, expiry. */
export function FamilyPlanPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const code = search.get('invite') ?? '';
  const { status, user, flags } = useSession();
  const { pathname } = useLocation();
  const openId = id || flags?.familyPlanOpenId || '';
  let body: React.ReactNode;
  if (status !== 'ready') body = <Loader aria-label={t('plans.loading')} />;
  else if (!user) {
    const back = encodeURIComponent(
      `${pathname.startsWith('/member-family-plan') ? '/member-family-plan' : '/family-plan'}${id ? `/${id}` : ''}${code ? `?invite=${code}` : ''}`,
    );
    body = (
      <Stack gap="sm" align="flex-start">
        <Text>{code ? t('plans.family.invitedText') : t('plans.signInToSee')}</Text>
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
  } else if (code) body = <AcceptInvitation code={code} />;
  else if (openId) body = <FamilyPlanView openId={openId} />;
  else body = <NoFamilyPlan />;
  return (
    <Container size="md" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Title order={1}>{t('plans.family.title')}</Title>
        {body}
      </Stack>
    </Container>
  );
}
