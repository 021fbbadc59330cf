import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconSchool } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../api/client';
import { writeKeys } from '../../../api/write';
import { wrapButton } from '../../../components/ArtStates';
import { publishApi, publishKeys } from './api';

/**
 * A class student's story goes to their teacher instead (SubmitToTeacher: no ticket; the
 * teacher's review comes with Classes).
 */
export function TeacherPanel({ bookId, title }: { bookId: string; title: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => publishApi.submitToTeacher(bookId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: writeKeys.all });
      void queryClient.invalidateQueries({ queryKey: publishKeys.book(bookId) });
    },
  });
  if (send.isSuccess) {
    return (
      <Paper withBorder radius="xl" p="xl" role="status" data-testid="publish-teacher-sent">
        <Stack gap="md" align="center" ta="center">
          <IconSchool size={40} aria-hidden="true" />
          <Title order={2}>{t('publish.toTeacher.sentTitle')}</Title>
          <Text>{t('publish.toTeacher.sentBody', { title })}</Text>
          <Button
            component={Link}
            to="/yourstuff-write"
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
            styles={wrapButton}
          >
            {t('publish.back')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="xl" p="xl" data-testid="publish-teacher">
      <Stack gap="md">
        <Title order={2}>{t('publish.toTeacher.title')}</Title>
        <Text>{t('publish.toTeacher.body', { title })}</Text>
        {send.isError ? (
          <Alert color="ember" variant="light" role="alert">
            {apiErrorMessage(send.error)}
          </Alert>
        ) : null}
        <Button
          onClick={() => send.mutate()}
          loading={send.isPending}
          leftSection={<IconSchool size={18} aria-hidden="true" />}
          styles={wrapButton}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('publish.toTeacher.action')}
        </Button>
      </Stack>
    </Paper>
  );
}
