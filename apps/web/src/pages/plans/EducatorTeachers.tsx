import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage, showApiError, showSuccess } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useTranslation } from '../../i18n/react';
import { type PlanPerson, planKeys, plansApi } from './api';
import { TeacherInvitations } from './TeacherInvitations';

/**
 * The manager's own label for a teacher (SavePlanTeacher, decision 036), a subject or a room:
 * only the manager sees it; the server answers `Label: ''` to anyone else.
 */
function TeacherLabel({ openId, person }: { openId: string; person: PlanPerson }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const saved = person.Label ?? '';
  const [label, setLabel] = useState(saved);
  const save = useMutation({
    mutationFn: () => plansApi.saveTeacherLabel(openId, person.Uid, label.trim()),
    onSuccess: async () => {
      showSuccess(t('plans.family.labelSaved'));
      await client.invalidateQueries({ queryKey: planKeys.teachers(openId) });
    },
    onError: showApiError,
  });
  return (
    <Group gap="xs" mt={4} wrap="wrap">
      <TextInput
        size="xs"
        w={{ base: 180, sm: 220 }}
        value={label}
        maxLength={40}
        aria-label={`${t('plans.school.teacherLabel')}: ${person.UserName}`}
        placeholder={t('plans.school.teacherLabelHelp')}
        onChange={(e) => setLabel(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && label.trim() !== saved) save.mutate();
        }}
      />
      {label.trim() !== saved ? (
        <Button size="xs" variant="light" loading={save.isPending} onClick={() => save.mutate()}>
          {t('plans.family.saveLabel')}
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * The school plan's teachers (GetPlanTeacher): the administrator (manager) first, then the
 * teachers. The manager sees names and their own labels, labels a teacher and removes one
 * (DeletePlanTeacher) after confirming; a teacher sees usernames only.
 */
export function Teachers({ openId, isManager }: { openId: string; isManager: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [removing, setRemoving] = useState<PlanPerson | null>(null);
  const list = useQuery({
    queryKey: planKeys.teachers(openId),
    queryFn: () => plansApi.teachers(openId),
  });
  const remove = useMutation({
    mutationFn: (p: PlanPerson) => plansApi.removeTeacher(openId, p.Uid),
    onSuccess: async () => {
      setRemoving(null);
      showSuccess(t('plans.school.teacherRemoved'));
      await client.invalidateQueries({ queryKey: planKeys.plan(openId) });
    },
    onError: (err) => {
      setRemoving(null);
      showApiError(err);
    },
  });
  const people = [...(list.data ?? [])].sort(
    (a, b) => Number(b.Role === 'manager') - Number(a.Role === 'manager'),
  );
  return (
    <Stack gap="sm" data-testid="plan-teachers">
      <Title order={2}>{t('plans.school.teachers')}</Title>
      {isManager ? (
        <Text size="sm" c="dimmed">
          {t('plans.school.teacherLabelsNote')}
        </Text>
      ) : null}
      {list.isPending ? (
        <Loader size="sm" aria-label={t('plans.loading')} />
      ) : list.error ? (
        <Alert color="red">{apiErrorMessage(list.error)}</Alert>
      ) : people.length === 0 ? (
        <Text c="dimmed">{t('plans.school.noTeachers')}</Text>
      ) : (
        <Stack gap="xs">
          {people.map((p) => (
            <Paper key={p.Uid} withBorder p="sm" radius="md" data-testid="plan-teacher">
              <Group justify="space-between" wrap="wrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {p.UserName}
                    </Text>
                    {p.Role === 'manager' ? (
                      <Badge size="sm" variant="light" color="plum" c="plum.9" tt="none">
                        {t('plans.school.administrator')}
                      </Badge>
                    ) : null}
                  </Group>
                  {p.Name ? (
                    <Text size="sm" c="dimmed">
                      {p.Name}
                    </Text>
                  ) : null}
                  {isManager && p.Role === 'teacher' ? (
                    <TeacherLabel openId={openId} person={p} />
                  ) : null}
                </div>
                {isManager && p.Role === 'teacher' ? (
                  <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(p)}>
                    {t('plans.family.remove')}
                  </Button>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {isManager ? <TeacherInvitations openId={openId} /> : null}
      <ConfirmDialog
        body={removing ? t('plans.school.removeTeacherConfirm', { name: removing.UserName }) : null}
        title={t('plans.school.removeTitle')}
        confirmLabel={t('plans.family.remove')}
        cancelLabel={t('plans.cancel')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
        testId="plan-teacher-remove-confirm"
      />
    </Stack>
  );
}
