import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Radio,
  SegmentedControl,
  Stack,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError } from '../../../api/client';
import { useTranslation } from '../../../i18n/react';
import {
  type AdminStep,
  challengeAdminApi,
  emptyText3,
  type QuizQuestion,
  type Text3,
} from './api';
import { EditModal, useSaved } from './EditModal';
import { filled, inLanguage, Text3Fields } from './fields';

const newChoice = (): QuizQuestion => ({
  kind: 'choice',
  prompt: emptyText3(),
  options: [emptyText3(), emptyText3()],
  answer: 0,
});
const newShort = (): QuizQuestion => ({ kind: 'short', prompt: emptyText3(), answers: [] });

const complete = (q: QuizQuestion) =>
  filled(q.prompt) &&
  (q.kind === 'choice'
    ? q.options.every(filled) && q.answer < q.options.length
    : q.answers.some((a) => a.trim() !== ''));

function QuestionFields({
  q,
  index,
  tried,
  onChange,
  onRemove,
}: {
  q: QuizQuestion;
  index: number;
  tried: boolean;
  onChange: (q: QuizQuestion) => void;
  onRemove: (() => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset
      legend={t('adminChallenges.quiz.question', { n: index + 1 })}
      radius="md"
      data-testid="quiz-question"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <SegmentedControl
            size="xs"
            aria-label={t('adminChallenges.quiz.kind')}
            value={q.kind}
            onChange={(v) =>
              onChange(
                v === 'choice'
                  ? { ...newChoice(), prompt: q.prompt }
                  : { ...newShort(), prompt: q.prompt },
              )
            }
            data={[
              { value: 'choice', label: t('adminChallenges.quiz.choice') },
              { value: 'short', label: t('adminChallenges.quiz.short') },
            ]}
          />
          {onRemove ? (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('adminChallenges.quiz.remove', { n: index + 1 })}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          ) : null}
        </Group>
        <Text3Fields
          label={t('adminChallenges.quiz.prompt')}
          value={q.prompt}
          onChange={(prompt) => onChange({ ...q, prompt })}
          error={tried}
          testId={`quiz-${index}-prompt`}
        />
        {q.kind === 'choice' ? (
          <Radio.Group
            label={t('adminChallenges.quiz.rightOption')}
            value={String(q.answer)}
            onChange={(v) => onChange({ ...q, answer: Number(v) })}
          >
            <Stack gap="xs" mt="xs">
              {q.options.map((o, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: options have no id; their place is what the answer points to.
                <Group key={i} align="flex-start" wrap="nowrap">
                  <Radio
                    value={String(i)}
                    mt={34}
                    aria-label={t('adminChallenges.quiz.isRight', { n: i + 1 })}
                    data-testid={`quiz-${index}-right-${i}`}
                  />
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text3Fields
                      label={t('adminChallenges.quiz.option', { n: i + 1 })}
                      value={o}
                      onChange={(v) =>
                        onChange({ ...q, options: q.options.map((x, j) => (j === i ? v : x)) })
                      }
                      error={tried}
                      testId={`quiz-${index}-option-${i}`}
                    />
                  </div>
                </Group>
              ))}
              <Group gap="xs">
                {q.options.length < 5 ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconPlus size={14} aria-hidden="true" />}
                    onClick={() => onChange({ ...q, options: [...q.options, emptyText3()] })}
                    data-testid={`quiz-${index}-add-option`}
                  >
                    {t('adminChallenges.quiz.addOption')}
                  </Button>
                ) : null}
                {q.options.length > 2 ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() =>
                      onChange({
                        ...q,
                        options: q.options.slice(0, -1),
                        answer: Math.min(q.answer, q.options.length - 2),
                      })
                    }
                  >
                    {t('adminChallenges.quiz.removeOption')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Radio.Group>
        ) : (
          <Textarea
            label={t('adminChallenges.quiz.answers')}
            description={t('adminChallenges.quiz.answersHint')}
            value={q.answers.join('\n')}
            autosize
            minRows={2}
            error={tried && !complete(q) ? t('adminChallenges.required') : undefined}
            onChange={(e) => onChange({ ...q, answers: e.currentTarget.value.split('\n') })}
            data-testid={`quiz-${index}-answers`}
          />
        )}
      </Stack>
    </Fieldset>
  );
}

/** A quiz: its title and questions (multiple choice with the right option, or short answers). */
export function QuizEditor({
  unitId,
  step,
  onClose,
}: {
  unitId: string;
  step: (AdminStep & { Kind: 'quiz' }) | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const saved = useSaved();
  const [title, setTitle] = useState<Text3>(step === 'new' ? emptyText3() : step.Title);
  const [questions, setQuestions] = useState<QuizQuestion[]>(
    step === 'new' || !step.Content ? [newChoice()] : step.Content.questions,
  );
  const [tried, setTried] = useState(false);
  const cleaned = questions.map((q) =>
    q.kind === 'short' ? { ...q, answers: q.answers.map((a) => a.trim()).filter(Boolean) } : q,
  );
  const save = useMutation({
    mutationFn: () =>
      challengeAdminApi.stepSave({
        Kind: 'quiz',
        UnitId: unitId,
        ...(step === 'new' ? {} : { StepId: step.StepId }),
        Title: title,
        Content: { questions: cleaned },
      }),
    onSuccess: () => {
      saved();
      onClose();
    },
    onError: (e) => showApiError(e),
  });
  return (
    <EditModal
      title={
        step === 'new'
          ? t('adminChallenges.units.newQuiz')
          : t('adminChallenges.editNamed', { name: inLanguage(step.Title, 'en') })
      }
      busy={save.isPending}
      onClose={onClose}
      testId="quiz-editor"
      onSubmit={() => {
        setTried(true);
        if (filled(title) && questions.every(complete)) save.mutate();
      }}
    >
      <Text3Fields
        label={t('adminChallenges.fields.title')}
        value={title}
        onChange={setTitle}
        error={tried}
        testId="quiz-title"
      />
      {questions.map((q, i) => (
        <QuestionFields
          // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id; order is their identity.
          key={i}
          q={q}
          index={i}
          tried={tried}
          onChange={(next) => setQuestions(questions.map((x, j) => (j === i ? next : x)))}
          onRemove={
            questions.length > 1 ? () => setQuestions(questions.filter((_, j) => j !== i)) : null
          }
        />
      ))}
      {questions.length < 20 ? (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => setQuestions([...questions, newChoice()])}
            data-testid="quiz-add-question"
          >
            {t('adminChallenges.quiz.addQuestion')}
          </Button>
        </Group>
      ) : null}
    </EditModal>
  );
}
