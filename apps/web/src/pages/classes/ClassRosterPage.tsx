import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type ClassView,
  classesApi,
  classKeys,
  loginCardsHref,
  type NewStudent,
} from '../../api/classes';
import { apiErrorMessage, showApiError, showSuccess } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useTranslation } from '../../i18n/react';
import { useInterfaceLanguage } from '../../i18n/useInterfaceLanguage';
import { NewAccounts } from './ClassListPage';
import { ImportStudents } from './ImportStudents';
import { ClassFrame } from './shared';

function Roster({ klass }: { klass: ClassView }) {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState('');
  const [added, setAdded] = useState<NewStudent[]>([]);
  const roster = useQuery({
    queryKey: classKeys.roster(klass.OpenId),
    queryFn: () => classesApi.roster(klass.OpenId),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['classes'] });
  const add = useMutation({
    mutationFn: () => classesApi.addStudents(klass.OpenId, lines),
    onSuccess: (r) => {
      setAdded(r.Students);
      setLines('');
      void refresh();
    },
  });
  const reset = useMutation({
    mutationFn: (uid: string) => classesApi.resetPassword(klass.OpenId, uid),
    onSuccess: () => {
      showSuccess(t('classes.roster.resetDone'));
      void refresh();
    },
    onError: showApiError,
  });
  // House rule: removing someone from the class asks first (who, and what it means).
  const [removing, setRemoving] = useState<{ uid: string; name: string } | null>(null);
  const remove = useMutation({
    mutationFn: (uid: string) => classesApi.removeMember(klass.OpenId, uid),
    onSuccess: () => {
      setRemoving(null);
      void refresh();
    },
    onError: showApiError,
  });
  const cancel = useMutation({
    mutationFn: (email: string) => classesApi.cancelInvitation(klass.OpenId, email),
    onSuccess: () => void refresh(),
    onError: showApiError,
  });
  return (
    <Stack gap="lg">
      {roster.isError ? <Alert color="ember">{apiErrorMessage(roster.error)}</Alert> : null}
      {(roster.data ?? []).some((r) => r.Role === 'STUDENT') ? (
        <Button
          component="a"
          href={loginCardsHref(klass.OpenId, language)}
          download
          variant="light"
          w="fit-content"
          data-testid="login-cards"
        >
          {t('classes.roster.cards')}
        </Button>
      ) : null}
      <Table.ScrollContainer minWidth={560}>
        <Table data-testid="roster" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('classes.roster.name')}</Table.Th>
              <Table.Th>{t('classes.roster.username')}</Table.Th>
              <Table.Th>{t('classes.roster.role')}</Table.Th>
              <Table.Th>{t('classes.roster.password')}</Table.Th>
              <Table.Th>{t('classes.roster.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(roster.data ?? []).map((r) => {
              const waiting = r.Status === 'Waiting for user';
              return (
                <Table.Tr key={r.Uid || r.Email} data-status={waiting ? 'waiting' : 'joined'}>
                  <Table.Td>{waiting ? r.Email : r.Name}</Table.Td>
                  <Table.Td>{r.Username}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`classes.roles.${r.Role}`)}</Badge>
                  </Table.Td>
                  <Table.Td>{r.InitPassword}</Table.Td>
                  <Table.Td>
                    {waiting ? t('classes.roster.waiting') : t('classes.roster.joined')}
                  </Table.Td>
                  <Table.Td>
                    {waiting ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="ember"
                        onClick={() => cancel.mutate(r.Email)}
                      >
                        {t('classes.roster.cancelInvite')}
                      </Button>
                    ) : r.Role === 'PRIMARY' ? null : (
                      <Group gap={4} wrap="nowrap">
                        {r.Role === 'STUDENT' ? (
                          <Button size="xs" variant="light" onClick={() => reset.mutate(r.Uid)}>
                            {t('classes.roster.reset')}
                          </Button>
                        ) : null}
                        <Button
                          size="xs"
                          variant="subtle"
                          color="ember"
                          onClick={() => setRemoving({ uid: r.Uid, name: r.Name || r.Username })}
                          data-testid={`remove-${r.Username}`}
                        >
                          {t('classes.roster.remove')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        body={removing ? t('classes.roster.removeBody', { name: removing.name }) : null}
        title={t('classes.roster.removeTitle')}
        confirmLabel={t('classes.roster.removeConfirm')}
        cancelLabel={t('classes.roster.keep')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.uid)}
        testId="confirm-remove"
      />
      <Stack gap="xs">
        <Textarea
          label={t('classes.roster.bulkLabel')}
          description={t('classes.roster.bulkHint')}
          value={lines}
          onChange={(e) => setLines(e.currentTarget.value)}
          autosize
          minRows={3}
        />
        {add.isError ? (
          <Alert color="ember" role="alert">
            {apiErrorMessage(add.error)}
          </Alert>
        ) : null}
        <Button w="fit-content" onClick={() => add.mutate()} loading={add.isPending}>
          {t('classes.roster.add')}
        </Button>
        {added.length > 0 ? (
          <>
            <Text fw={700}>{t('classes.roster.handOut')}</Text>
            <NewAccounts accounts={added} />
          </>
        ) : null}
      </Stack>
      <ImportStudents openId={klass.OpenId} onDone={() => void refresh()} />
      <InviteTeacher openId={klass.OpenId} onInvited={() => void refresh()} />
    </Stack>
  );
}

/** A co-teacher invited by email: "Waiting for user" on the roster until they accept. */
function InviteTeacher({ openId, onInvited }: { openId: string; onInvited: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const invite = useMutation({
    mutationFn: () => classesApi.inviteTeacher(openId, email),
    onSuccess: () => {
      setEmail('');
      onInvited();
    },
  });
  return (
    <form
      aria-label={t('classes.roster.inviteTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        invite.mutate();
      }}
    >
      <Stack gap="xs">
        <TextInput
          type="email"
          label={t('classes.roster.inviteTitle')}
          description={t('classes.roster.inviteHint')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          maxLength={254}
          required
        />
        {invite.isError ? (
          <Alert color="ember" role="alert">
            {apiErrorMessage(invite.error)}
          </Alert>
        ) : null}
        <Button type="submit" w="fit-content" variant="light" loading={invite.isPending}>
          {t('classes.roster.invite')}
        </Button>
      </Stack>
    </form>
  );
}

/** /class-roster/{id?}: the class's people, bulk add, reset password, remove. */
export function ClassRosterPage() {
  return (
    <Container size="lg" w="100%" py={{ base: 20, sm: 40 }}>
      <ClassFrame>{(klass) => <Roster klass={klass} />}</ClassFrame>
    </Container>
  );
}
