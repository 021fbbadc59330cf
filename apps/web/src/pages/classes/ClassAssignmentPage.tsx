import {
  Alert,
  Button,
  Container,
  Group,
  Radio,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { translateMessage, validateAssignmentDueDate } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type AssignableChallenge, type ClassView, classesApi, classKeys } from '../../api/classes';
import { apiErrorMessage, clientLanguage } from '../../api/client';
import { AssignmentCard } from '../../components/challenges/AssignmentCard';
import { useTranslation } from '../../i18n/react';
import { ClassFrame } from './shared';

function Assignments({ klass }: { klass: ClassView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [prompt, setPrompt] = useState('');
  const [due, setDue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The teacher's own prompt, or one of the challenges open now (decision 059).
  const [kind, setKind] = useState<'own' | 'challenge'>('own');
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const list = useQuery({
    queryKey: classKeys.assignments(klass.OpenId),
    queryFn: () => classesApi.assignments(klass.OpenId),
  });
  const challenges = useQuery({
    queryKey: classKeys.assignable(klass.OpenId),
    queryFn: () => classesApi.assignableChallenges(klass.OpenId),
    enabled: kind === 'challenge',
  });
  const chosen = (challenges.data?.List ?? []).find((c) => c.ChallengeId === challengeId);
  // Those every student can start first; the others greyed out with why (decision 068).
  const options = [...(challenges.data?.List ?? [])].sort(
    (a, b) => Number(Boolean(a.Refusal)) - Number(Boolean(b.Refusal)),
  );
  const refusalText = (c: AssignableChallenge) =>
    !c.Refusal
      ? null
      : c.Refusal.Reason === 'membersOnly'
        ? t('classes.assignments.refusedMembersOnly', { count: c.Refusal.Students })
        : t('classes.assignments.refusedAgeLevel', {
            count: c.Refusal.Students,
            level: c.AgeLevel,
          });
  const create = useMutation({
    mutationFn: () =>
      classesApi.createAssignment({
        OpenId: klass.OpenId,
        Title: title,
        Prompt: prompt,
        DueTime: due,
        ...(kind === 'challenge' && challengeId ? { ChallengeId: challengeId } : {}),
      }),
    onSuccess: () => {
      setTitle('');
      setPrompt('');
      setDue('');
      setChallengeId(null);
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
          <Radio.Group
            label={t('classes.assignments.kindLabel')}
            value={kind}
            onChange={(v) => setKind(v === 'challenge' ? 'challenge' : 'own')}
            data-testid="assignment-kind"
          >
            <Group gap="lg" mt={6}>
              <Radio value="own" label={t('classes.assignments.ownPrompt')} />
              <Radio value="challenge" label={t('classes.assignments.challenge')} />
            </Group>
          </Radio.Group>
          {kind === 'challenge' ? (
            challenges.isPending ? (
              <Skeleton height={56} role="status" aria-label={t('classes.loading')} />
            ) : challenges.isError ? (
              <Alert color="ember" role="alert">
                {apiErrorMessage(challenges.error)}
              </Alert>
            ) : challenges.data.List.length === 0 ? (
              <Text data-testid="assignment-no-challenges">
                {t('classes.assignments.noChallenges')}
              </Text>
            ) : (
              <>
                <Select
                  label={t('classes.assignments.challengePick')}
                  placeholder={t('classes.assignments.challengePlaceholder')}
                  data={options.map((c) => ({
                    value: c.ChallengeId,
                    label: [
                      c.Title,
                      t(`formats.${c.Subtype}.name`, { defaultValue: c.Subtype }),
                      c.AgeLevel === 'all' ? null : c.AgeLevel,
                      refusalText(c),
                    ]
                      .filter(Boolean)
                      .join(' · '),
                    disabled: Boolean(c.Refusal),
                  }))}
                  value={challengeId}
                  onChange={setChallengeId}
                  required
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="assignment-challenge"
                  description={
                    options.some((c) => Boolean(c.Refusal))
                      ? t('classes.assignments.someRefused')
                      : undefined
                  }
                />
                {chosen ? (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    {chosen.Prompt}
                  </Text>
                ) : null}
              </>
            )
          ) : null}
          <TextInput
            label={
              kind === 'challenge'
                ? t('classes.assignments.titleOptional')
                : t('classes.assignments.title')
            }
            placeholder={kind === 'challenge' ? chosen?.Title : undefined}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={120}
            required={kind === 'own'}
          />
          <Textarea
            label={
              kind === 'challenge' ? t('classes.assignments.note') : t('classes.assignments.prompt')
            }
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
          <Button
            type="submit"
            w="fit-content"
            loading={create.isPending}
            disabled={kind === 'challenge' ? !challengeId : !title.trim()}
          >
            {t('classes.assignments.create')}
          </Button>
        </Stack>
      </form>
      {list.data?.length === 0 ? <Text>{t('classes.assignments.empty')}</Text> : null}
      {list.isError ? (
        <Alert color="ember" role="alert">
          {apiErrorMessage(list.error)}
        </Alert>
      ) : null}
      {(list.data ?? []).map((a) => (
        <AssignmentCard key={a.AssignmentId} a={a} canStart={false} />
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
