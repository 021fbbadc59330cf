import { ActionIcon, Alert, Group, Tooltip } from '@mantine/core';
import { ErrorCode } from '@storyloom/domain';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { showApiError } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useTranslation } from '../../../i18n/react';
import { challengeAdminApi, challengeAdminKeys } from './api';

/**
 * Arranging the curriculum (issue 19, decision 062): each unit and each of its lessons and
 * quizzes has "move up", "move down" (buttons, so the keyboard reaches them; the one that cannot
 * move is disabled) and "delete", asked first. A deletion the server refuses because learners
 * have progress on it is explained above the list.
 */

type Target = { kind: 'unit' | 'step'; id: string; name: string; steps: number };

export function useArrange() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<Target | null>(null);
  const [refused, setRefused] = useState<{ name: string; learners: number } | null>(null);
  const reload = async () => {
    await client.invalidateQueries({ queryKey: challengeAdminKeys.all });
    await client.invalidateQueries({ queryKey: ['challenges'] });
  };
  const move = useMutation({
    mutationFn: async (m: { kind: 'unit' | 'step'; id: string; direction: 'up' | 'down' }) => {
      if (m.kind === 'unit') await challengeAdminApi.unitMove(m.id, m.direction);
      else await challengeAdminApi.stepMove(m.id, m.direction);
    },
    onSuccess: reload,
    onError: (e) => showApiError(e),
  });
  const remove = useMutation({
    mutationFn: (target: Target) =>
      target.kind === 'unit'
        ? challengeAdminApi.unitDelete(target.id)
        : challengeAdminApi.stepDelete(target.id),
    onSuccess: async () => {
      setDeleting(null);
      setRefused(null);
      await reload();
    },
    onError: (e, target) => {
      setDeleting(null);
      const result =
        e instanceof ApiError ? (e.result as { Reason?: string; Learners?: number }) : null;
      if (
        e instanceof ApiError &&
        e.code === ErrorCode.CONFLICT &&
        result?.Reason === 'has_progress'
      ) {
        setRefused({ name: target.name, learners: Number(result.Learners ?? 1) });
      } else showApiError(e);
    },
  });
  const confirmBody = deleting
    ? deleting.kind === 'unit'
      ? t('adminChallenges.arrange.confirmUnit', { name: deleting.name, count: deleting.steps })
      : t('adminChallenges.arrange.confirmStep', { name: deleting.name })
    : null;
  const dialogs = (
    <>
      {refused ? (
        <Alert
          color="orange"
          role="alert"
          withCloseButton
          closeButtonLabel={t('adminChallenges.arrange.dismiss')}
          onClose={() => setRefused(null)}
          data-testid="arrange-refused"
        >
          {t('adminChallenges.arrange.refused', { name: refused.name, count: refused.learners })}
        </Alert>
      ) : null}
      <ConfirmDialog
        body={confirmBody}
        title={t('adminChallenges.arrange.confirmTitle')}
        confirmLabel={t('adminChallenges.arrange.delete')}
        cancelLabel={t('adminConsole.cancel')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
        testId="arrange-confirm"
      />
    </>
  );
  return {
    moving: move.isPending,
    move: (kind: 'unit' | 'step', id: string, direction: 'up' | 'down') =>
      move.mutate({ kind, id, direction }),
    askDelete: setDeleting,
    /** The refusal's explanation (above the list) and the confirmation dialog. */
    dialogs,
  };
}

export type Arrange = ReturnType<typeof useArrange>;

/** Move up, move down and delete for one unit or step, named for screen readers. */
export function ArrangeButtons({
  arrange,
  kind,
  id,
  name,
  first,
  last,
  steps = 0,
  size = 'md',
}: {
  arrange: Arrange;
  kind: 'unit' | 'step';
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  steps?: number;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const icon = size === 'sm' ? 14 : 16;
  const up = t('adminChallenges.arrange.moveUp', { name });
  const down = t('adminChallenges.arrange.moveDown', { name });
  const del = t('adminChallenges.arrange.deleteNamed', { name });
  const buttons = [
    {
      label: up,
      Icon: IconArrowUp,
      off: first || arrange.moving,
      act: () => arrange.move(kind, id, 'up'),
    },
    {
      label: down,
      Icon: IconArrowDown,
      off: last || arrange.moving,
      act: () => arrange.move(kind, id, 'down'),
    },
    {
      label: del,
      Icon: IconTrash,
      off: false,
      act: () => arrange.askDelete({ kind, id, name, steps }),
    },
  ];
  return (
    <Group gap={4} wrap="nowrap" data-testid={`${kind}-arrange`}>
      {buttons.map(({ label, Icon, off, act }) => (
        <Tooltip key={label} label={label}>
          <ActionIcon
            variant="subtle"
            color={Icon === IconTrash ? 'red' : undefined}
            size={size}
            aria-label={label}
            disabled={off}
            onClick={act}
          >
            <Icon size={icon} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
