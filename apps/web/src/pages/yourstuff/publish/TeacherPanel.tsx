import { Alert, Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconSchool } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { classesApi } from '../../../api/classes';
import { apiErrorMessage } from '../../../api/client';
import { writeKeys } from '../../../api/write';
import { wrapButton } from '../../../components/ArtStates';
import { useTranslation } from '../../../i18n/react';
import { publishKeys } from './api';

/**
 * A class student's story goes to their teacher instead (SubmitHomework: no ticket), for one
 * of the class's assignments when the student picks one.
 */
export function TeacherPanel({ bookId, title }: { bookId: string; title: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [assignment, setAssignment] = useState<string | null>(null);
  const classes = useQuery({ queryKey: ['classes', 'list'], queryFn: () => classesApi.list() });
  const classId = classes.data?.find((c) => c.Role === 'STUDENT')?.OpenId ?? '';
  const assignments = useQuery({
    queryKey: ['classes', classId, 'assignments'],
    queryFn: () => classesApi.assignments(classId),
    enabled: classId !== '',
  });
  const send = useMutation({
    mutationFn: () => classesApi.submitHomework(bookId, assignment ?? undefined),
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
        {assignments.data && assignments.data.length > 0 ? (
          <Select
            label={t('publish.toTeacher.assignment')}
            placeholder={t('publish.toTeacher.noAssignment')}
            data={assignments.data.map((a) => ({ value: a.AssignmentId, label: a.Title }))}
            value={assignment}
            onChange={setAssignment}
            clearable
            w={{ base: '100%', sm: 360 }}
          />
        ) : null}
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
