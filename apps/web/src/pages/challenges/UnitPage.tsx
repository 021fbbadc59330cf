import {
  Badge,
  Button,
  Group,
  Progress,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { challengeApi, type QuizResult, type StepView } from '../../api/challenges';
import { showApiError } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { useInterfaceLanguage } from '../../i18n/useInterfaceLanguage';
import { useSession } from '../../session/useSession';
import { ChallengePage, Failed, Loading } from './ChallengeLayout';
import classes from './Challenges.module.css';

/** /challenge-unit/{unitid?}: the units, or one unit's lessons and quizzes in order. */
export function UnitPage() {
  const { unitid } = useParams();
  return unitid ? <UnitDetail unitId={unitid} /> : <UnitList />;
}

function UnitList() {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const units = useQuery({
    queryKey: ['challenges', 'units', language],
    queryFn: ({ signal }) => challengeApi.units({ Language: language }, signal),
  });
  return (
    <ChallengePage
      testId="challenge-units-page"
      title={t('challenges.units.title')}
      lead={t('challenges.units.lead')}
    >
      {units.isPending ? (
        <Loading />
      ) : units.isError ? (
        <Failed error={units.error} onRetry={() => void units.refetch()} />
      ) : units.data.List.length === 0 ? (
        <Text>{t('challenges.units.empty')}</Text>
      ) : (
        <ul className={classes.grid}>
          {units.data.List.map((u) => (
            <li key={u.UnitId} className={classes.card} data-testid="unit-card">
              <Title order={2} size="h4">
                <Link to={`/challenge-unit/${u.UnitId}`}>{u.Title}</Link>
              </Title>
              <Text mt={6}>{u.Summary}</Text>
              <Text size="sm" c="dimmed" mt={6}>
                {t('challenges.units.progress', { done: u.Completed, total: u.Total })}
              </Text>
              <Progress
                value={u.Total ? (100 * u.Completed) / u.Total : 0}
                mt={6}
                aria-hidden="true"
              />
            </li>
          ))}
        </ul>
      )}
    </ChallengePage>
  );
}

function UnitDetail({ unitId }: { unitId: string }) {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const unit = useQuery({
    queryKey: ['challenges', 'unit', unitId, language],
    queryFn: ({ signal }) => challengeApi.unit(unitId, language, signal),
  });
  return (
    <ChallengePage
      testId="challenge-unit-page"
      title={unit.data?.Unit.Title ?? t('challenges.units.title')}
      lead={unit.data?.Unit.Summary ?? ''}
    >
      <Button component={Link} to="/challenge-unit" variant="subtle" mb="md" px={0}>
        {t('challenges.units.back')}
      </Button>
      {unit.isPending ? (
        <Loading />
      ) : unit.isError ? (
        <Failed error={unit.error} onRetry={() => void unit.refetch()} />
      ) : (
        <>
          <Text mb="md" data-testid="unit-progress">
            {t('challenges.units.progress', { done: unit.data.Completed, total: unit.data.Total })}
          </Text>
          <ol className={classes.list}>
            {unit.data.Steps.map((s) => (
              <li key={s.StepId} className={classes.card} data-testid={`step-${s.StepId}`}>
                {s.Kind === 'lesson' ? (
                  <Lesson step={s} unitId={unitId} />
                ) : (
                  <Quiz step={s} unitId={unitId} />
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </ChallengePage>
  );
}

function StepHeading({ step }: { step: StepView }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} mb={8}>
      <Badge variant="light">{t(`challenges.step.${step.Kind}`)}</Badge>
      {step.Completed ? (
        <Badge color="green" data-testid="step-done">
          {t('challenges.step.done')}
        </Badge>
      ) : null}
      <Title order={2} size="h4" style={{ flexBasis: '100%' }}>
        {step.Title}
      </Title>
    </Group>
  );
}

function useSignedIn() {
  return useSession().user !== null;
}

function Lesson({ step, unitId }: { step: StepView; unitId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const signedIn = useSignedIn();
  const [earned, setEarned] = useState<number | null>(null);
  const complete = useMutation({
    mutationFn: () => challengeApi.completeLesson(step.StepId),
    onSuccess: (res) => {
      setEarned(res.CrownsAwarded);
      void client.invalidateQueries({ queryKey: ['challenges', 'unit', unitId] });
    },
    onError: (err) => showApiError(err),
  });
  return (
    <>
      <StepHeading step={step} />
      {step.Paragraphs?.map((p) => (
        <Text key={p} mb={8} className={classes.text}>
          {p}
        </Text>
      ))}
      <Text className={classes.example} mb={8}>
        <strong>{t('challenges.step.example')}</strong> {step.Example}
      </Text>
      <Text mb={8}>
        <strong>{t('challenges.step.tryIt')}</strong> {step.TryIt}
      </Text>
      {earned ? (
        <Text c="green.8" role="status" data-testid="crowns-earned">
          {t('challenges.step.crowns', { count: earned })}
        </Text>
      ) : null}
      {!step.Completed && signedIn ? (
        <Button
          onClick={() => complete.mutate()}
          loading={complete.isPending}
          data-testid="lesson-complete"
        >
          {t('challenges.step.complete')}
        </Button>
      ) : null}
      {!signedIn ? <Text size="sm">{t('challenges.step.signIn')}</Text> : null}
    </>
  );
}

function Quiz({ step, unitId }: { step: StepView; unitId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const signedIn = useSignedIn();
  const questions = step.Questions ?? [];
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [result, setResult] = useState<QuizResult | null>(null);
  const submit = useMutation({
    mutationFn: () =>
      challengeApi.answerQuiz(
        step.StepId,
        questions.map((q) =>
          q.Kind === 'choice' ? Number(answers[q.Index] ?? -1) : (answers[q.Index] ?? ''),
        ),
      ),
    onSuccess: (res) => {
      setResult(res);
      void client.invalidateQueries({ queryKey: ['challenges', 'unit', unitId] });
    },
    onError: (err) => showApiError(err),
  });
  const complete = questions.every((q) => (answers[q.Index] ?? '').trim() !== '');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (complete) submit.mutate();
      }}
    >
      <StepHeading step={step} />
      <Stack gap="md">
        {questions.map((q) =>
          q.Kind === 'choice' ? (
            <Radio.Group
              key={q.Index}
              label={`${q.Index + 1}. ${q.Prompt}`}
              value={answers[q.Index] ?? null}
              onChange={(v) => setAnswers((a) => ({ ...a, [q.Index]: v }))}
            >
              <Stack gap={6} mt={6}>
                {q.Options.map((o, i) => (
                  <Radio key={o} value={String(i)} label={o} />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <TextInput
              key={q.Index}
              label={`${q.Index + 1}. ${q.Prompt}`}
              maxLength={200}
              value={answers[q.Index] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setAnswers((a) => ({ ...a, [q.Index]: value }));
              }}
            />
          ),
        )}
      </Stack>
      {result ? (
        <Text
          mt="md"
          role="status"
          c={result.Passed ? 'green.8' : 'orange.9'}
          data-testid="quiz-result"
        >
          {result.Passed
            ? t('challenges.quiz.passed', { score: result.Score, total: result.Total })
            : t('challenges.quiz.failed', { score: result.Score, total: result.Total })}
          {result.CrownsAwarded
            ? ` ${t('challenges.step.crowns', { count: result.CrownsAwarded })}`
            : ''}
        </Text>
      ) : null}
      {signedIn ? (
        <Button
          mt="md"
          type="submit"
          disabled={!complete}
          loading={submit.isPending}
          data-testid="quiz-submit"
        >
          {t('challenges.quiz.submit')}
        </Button>
      ) : (
        <Text size="sm" mt="md">
          {t('challenges.step.signIn')}
        </Text>
      )}
    </form>
  );
}
