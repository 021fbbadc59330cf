import { Alert, Button, Card, Container, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { translateMessage, validateAssignmentDueDate } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClassView, classesApi, classKeys } from '../../api/classes';
import { apiErrorMessage, clientLanguage } from '../../api/client';
import { ClassFrame } from './shared';

function Assignments({ klass }: { klass: ClassView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [prompt, setPrompt] = useState('');
  const [due, setDue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const list = useQuery({
    queryKey: classKeys.assignments(klass.OpenId),
    queryFn: () => classesApi.assignments(klass.OpenId),
  });
  const create = useMutation({
    mutationFn: () =>
      classesApi.createAssignment({
        OpenId: klass.OpenId,
        Title: title,
        Prompt: prompt,
        DueTime: due,
      }),
    onSuccess: () => {
      setTitle('');
      setPrompt('');
      setDue('');
      void queryClient.invalidateQueries({ queryKey: classKeys.assignments(klass.OpenId) });
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const key = validateAssignmentDueDate(due);
    setProblem(key ? translateMessage(key, clientLanguage()) : null);
    if (!key) create.mutate();
  };
  return (
    <Stack gap="lg">
      <form onSubmit={submit} aria-label={t('classes.assignments.new')}>
        <Stack gap="xs">
          <TextInput
            label={t('classes.assignments.title')}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={120}
            required
          />
          <Textarea
            label={t('classes.assignments.prompt')}
            value={prompt}
            onChange={(e) => setPrompt(e.currentTarget.value)}
            autosize
            minRows={2}
          />
          <TextInput
            type="date"
            label={t('classes.assignments.due')}
            value={due}
            onChange={(e) => setDue(e.currentTarget.value)}
            error={problem}
          />
          {create.isError ? <Alert color="ember">{apiErrorMessage(create.error)}</Alert> : null}
          <Button type="submit" w="fit-content" loading={create.isPending} disabled={!title.trim()}>
            {t('classes.assignments.create')}
          </Button>
        </Stack>
      </form>
      {list.data?.length === 0 ? <Text>{t('classes.assignments.empty')}</Text> : null}
      {(list.data ?? []).map((a) => (
        <Card key={a.AssignmentId} withBorder data-testid="assignment">
          <Text fw={700}>{a.Title}</Text>
          {a.Prompt ? <Text style={{ whiteSpace: 'pre-wrap' }}>{a.Prompt}</Text> : null}
          <Text size="sm" c="dimmed">
            {t('classes.assignments.dueOn', { date: a.DueTime })}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

/** /class-assignment/{id?}: the class's assignments with due dates, and a new one. */
export function ClassAssignmentPage() {
  return (
    <Container size="lg" w="100%" py={{ base: 20, sm: 40 }}>
      <ClassFrame>{(klass) => <Assignments klass={klass} />}</ClassFrame>
    </Container>
  );
}
