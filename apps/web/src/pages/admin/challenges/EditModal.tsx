import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { showSuccess } from '../../../api/client';
import { useTranslation } from '../../../i18n/react';
import { challengeAdminKeys } from './api';

/** After a save: the lists are read again (admin's and the public ones) and a toast says so. */
export function useSaved() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: challengeAdminKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['challenges'] });
    showSuccess(t('adminChallenges.saved'));
  };
}

/** A modal form of the authoring screens: its fields, then Cancel and Save. */
export function EditModal({
  title,
  busy,
  onClose,
  onSubmit,
  testId,
  children,
}: {
  title: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal opened onClose={onClose} title={title} size="xl" radius="lg" fullScreen={phone}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        data-testid={testId}
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminConsole.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid={`${testId}-save`}>
              {t('adminChallenges.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
