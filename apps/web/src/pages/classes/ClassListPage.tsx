import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { classGrades } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ClassView, classesApi, classKeys, type NewStudent } from '../../api/classes';
import { apiErrorMessage } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import { useSession } from '../../session/useSession';
import { useClassList } from './shared';

/** The three-step creation wizard (SPEC §2): create class, create student accounts, finish. */
function CreateClassWizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [name, setName] = useState('');
  const [grade, setGrade] = useState<string | null>(null);
  const [students, setStudents] = useState('');
  const [made, setMade] = useState<ClassView | null>(null);
  const [accounts, setAccounts] = useState<NewStudent[]>([]);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['classes'] });
    void sessionStore.refreshClasses(true);
  };
  const create = useMutation({
    mutationFn: () => classesApi.create({ Name: name.trim(), Grade: grade ?? '' }),
    onSuccess: (c) => {
      setMade(c);
      setStep(1);
      refresh();
    },
  });
  const add = useMutation({
    mutationFn: () => classesApi.addStudents(made?.OpenId ?? '', students),
    onSuccess: (r) => {
      setAccounts(r.Students);
      setStep(2);
      refresh();
    },
  });
  return (
    <Stepper active={step} size="sm" allowNextStepsSelect={false}>
      <Stepper.Step label={t('classes.wizard.step1')}>
        <Stack mt="md">
          <TextInput
            label={t('classes.wizard.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={80}
            required
          />
          <Select
            label={t('classes.wizard.grade')}
            data={classGrades.map((g) => ({ value: g, label: t(`classes.grades.${g}`) }))}
            value={grade}
            onChange={setGrade}
            required
          />
          {create.isError ? <Alert color="ember">{apiErrorMessage(create.error)}</Alert> : null}
          <Button
            onClick={() => create.mutate()}
            loading={create.isPending}
            disabled={!name.trim() || !grade}
          >
            {t('classes.wizard.create')}
          </Button>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={t('classes.wizard.step2')}>
        <Stack mt="md">
          <Textarea
            label={t('classes.roster.bulkLabel')}
            description={t('classes.roster.bulkHint')}
            value={students}
            onChange={(e) => setStudents(e.currentTarget.value)}
            autosize
            minRows={4}
          />
          {add.isError ? (
            <Alert color="ember" role="alert">
              {apiErrorMessage(add.error)}
            </Alert>
          ) : null}
          <Group>
            <Button onClick={() => add.mutate()} loading={add.isPending}>
              {t('classes.roster.add')}
            </Button>
            <Button variant="subtle" onClick={() => setStep(2)}>
              {t('classes.wizard.skip')}
            </Button>
          </Group>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={t('classes.wizard.step3')}>
        <Stack mt="md">
          <Text>{t('classes.wizard.done', { code: made?.Passcode ?? '' })}</Text>
          {accounts.length > 0 ? <NewAccounts accounts={accounts} /> : null}
          <Group>
            <Button component={Link} to={`/class-roster/${made?.OpenId ?? ''}`} onClick={onClose}>
              {t('classes.wizard.open')}
            </Button>
          </Group>
        </Stack>
      </Stepper.Step>
    </Stepper>
  );
}

/** The usernames and four digits of new class students, to hand out. */
export function NewAccounts({ accounts }: { accounts: NewStudent[] }) {
  const { t } = useTranslation();
  return (
    <Table data-testid="new-accounts">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('classes.roster.name')}</Table.Th>
          <Table.Th>{t('classes.roster.username')}</Table.Th>
          <Table.Th>{t('classes.roster.password')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {accounts.map((a) => (
          <Table.Tr key={a.Username}>
            <Table.Td>{a.Name}</Table.Td>
            <Table.Td>{a.Username}</Table.Td>
            <Table.Td>{a.InitPassword}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Classes inviting the teacher as a co-teacher, to accept. */
function Invitations() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const invitations = useQuery({
    queryKey: classKeys.invitations,
    queryFn: () => classesApi.myInvitations(),
  });
  const accept = useMutation({
    mutationFn: (openId: string) => classesApi.acceptInvitation(openId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['classes'] });
      void sessionStore.refreshClasses(true);
    },
  });
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="invitations">
      {invitations.data.map((i) => (
        <Alert key={i.OpenId} color="sky" title={t('classes.list.invited', { name: i.ClassName })}>
          <Group justify="space-between">
            <Text size="sm">{t('classes.list.invitedBy', { name: i.InvitedBy })}</Text>
            <Button size="xs" onClick={() => accept.mutate(i.OpenId)} loading={accept.isPending}>
              {t('classes.list.accept')}
            </Button>
          </Group>
        </Alert>
      ))}
      {accept.isError ? (
        <Alert color="ember" role="alert">
          {apiErrorMessage(accept.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** /class-list: the teacher's classes, and the create wizard. */
export function ClassListPage() {
  const { t } = useTranslation();
  const session = useSession();
  const list = useClassList();
  const [creating, setCreating] = useState(false);
  const isTeacher = session.flags?.isTeacher ?? false;
  return (
    <Container size="lg" w="100%" py={{ base: 20, sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('classes.list.title')}</Title>
          {isTeacher ? (
            <Button onClick={() => setCreating(true)}>{t('classes.list.create')}</Button>
          ) : (
            <Button component={Link} to="/join-class">
              {t('classes.join.button')}
            </Button>
          )}
        </Group>
        {isTeacher ? <Invitations /> : null}
        {list.isError ? <Alert color="ember">{apiErrorMessage(list.error)}</Alert> : null}
        {list.data && list.data.length === 0 ? <Text>{t('classes.list.empty')}</Text> : null}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {(list.data ?? []).map((c) => (
            <Card key={c.OpenId} withBorder radius="md" data-testid="class-card">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={700}>{c.Name}</Text>
                  {c.IsEnded ? <Badge color="gray">{t('classes.ended')}</Badge> : null}
                </Group>
                <Text size="sm">
                  {t(`classes.grades.${c.Grade}`)} ·{' '}
                  {t('classes.list.students', { count: c.Joined })}
                </Text>
                {c.Passcode ? (
                  <Text size="sm">
                    {t('classes.code')}: <strong>{c.Passcode}</strong>
                  </Text>
                ) : null}
                {c.Role !== 'STUDENT' ? (
                  <Group gap="xs">
                    <Button size="xs" component={Link} to={`/class-roster/${c.OpenId}`}>
                      {t('classes.tabs.class-roster')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={`/class-assignment/${c.OpenId}`}
                    >
                      {t('classes.tabs.class-assignment')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={`/class-submission/${c.OpenId}`}
                    >
                      {t('classes.tabs.class-submission')}
                    </Button>
                    <Button size="xs" variant="light" component={Link} to={`/class/${c.OpenId}`}>
                      {t('classes.tabs.class')}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('classes.list.create')}
        size="lg"
      >
        <CreateClassWizard onClose={() => setCreating(false)} />
      </Modal>
    </Container>
  );
}
