import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { InterfaceLanguage } from '@storyloom/domain';
import { IconPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError } from '../../../api/client';
import { useTranslation } from '../../../i18n/react';
import { ArrangeButtons, useArrange } from './Arrange';
import { type AdminStep, type AdminUnit, challengeAdminApi, emptyText3, type Text3 } from './api';
import { EditModal, useSaved } from './EditModal';
import { filled, inLanguage, paragraphsToText3, Text3Fields, text3ToParagraphs } from './fields';
import { QuizEditor } from './QuizEditor';

function UnitEditor({ unit, onClose }: { unit: AdminUnit | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const saved = useSaved();
  const [title, setTitle] = useState<Text3>(unit === 'new' ? emptyText3() : unit.Title);
  const [summary, setSummary] = useState<Text3>(unit === 'new' ? emptyText3() : unit.Summary);
  const [tried, setTried] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      challengeAdminApi.unitSave({
        ...(unit === 'new' ? {} : { UnitId: unit.UnitId }),
        Title: title,
        Summary: summary,
      }),
    onSuccess: () => {
      saved();
      onClose();
    },
    onError: (e) => showApiError(e),
  });
  return (
    <EditModal
      title={unit === 'new' ? t('adminChallenges.units.new') : t('adminChallenges.units.edit')}
      busy={save.isPending}
      onClose={onClose}
      testId="unit-editor"
      onSubmit={() => {
        setTried(true);
        if (filled(title) && filled(summary)) save.mutate();
      }}
    >
      <Text3Fields
        label={t('adminChallenges.fields.title')}
        value={title}
        onChange={setTitle}
        error={tried}
        testId="unit-title"
      />
      <Text3Fields
        label={t('adminChallenges.fields.summary')}
        value={summary}
        onChange={setSummary}
        multiline
        error={tried}
        testId="unit-summary"
      />
    </EditModal>
  );
}

function LessonEditor({
  unitId,
  step,
  onClose,
}: {
  unitId: string;
  step: (AdminStep & { Kind: 'lesson' }) | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const saved = useSaved();
  const content = step === 'new' ? null : step.Content;
  const [title, setTitle] = useState<Text3>(step === 'new' ? emptyText3() : step.Title);
  const [text, setText] = useState<Text3>(
    content ? paragraphsToText3(content.paragraphs) : emptyText3(),
  );
  const [example, setExample] = useState<Text3>(content?.example ?? emptyText3());
  const [tryIt, setTryIt] = useState<Text3>(content?.tryIt ?? emptyText3());
  const [tried, setTried] = useState(false);
  const paragraphs = text3ToParagraphs(text);
  const save = useMutation({
    mutationFn: () =>
      challengeAdminApi.stepSave({
        Kind: 'lesson',
        UnitId: unitId,
        ...(step === 'new' ? {} : { StepId: step.StepId }),
        Title: title,
        Content: { paragraphs: paragraphs ?? [], example, tryIt },
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
          ? t('adminChallenges.units.newLesson')
          : t('adminChallenges.units.editLesson')
      }
      busy={save.isPending}
      onClose={onClose}
      testId="lesson-editor"
      onSubmit={() => {
        setTried(true);
        if (filled(title) && paragraphs && filled(example) && filled(tryIt)) save.mutate();
      }}
    >
      <Text3Fields
        label={t('adminChallenges.fields.title')}
        value={title}
        onChange={setTitle}
        error={tried}
        testId="lesson-title"
      />
      <Text3Fields
        label={t('adminChallenges.fields.paragraphs')}
        value={text}
        onChange={setText}
        multiline
        error={tried}
        testId="lesson-text"
      />
      <Text
        size="sm"
        c={tried && !paragraphs ? 'red' : 'dimmed'}
        data-testid="lesson-paragraphs-hint"
      >
        {t('adminChallenges.fields.paragraphsHint')}
      </Text>
      <Text3Fields
        label={t('adminChallenges.fields.example')}
        value={example}
        onChange={setExample}
        multiline
        error={tried}
        testId="lesson-example"
      />
      <Text3Fields
        label={t('adminChallenges.fields.tryIt')}
        value={tryIt}
        onChange={setTryIt}
        multiline
        error={tried}
        testId="lesson-try"
      />
    </EditModal>
  );
}

type Editing =
  | { kind: 'unit'; unit: AdminUnit | 'new' }
  | { kind: 'lesson'; unitId: string; step: (AdminStep & { Kind: 'lesson' }) | 'new' }
  | { kind: 'quiz'; unitId: string; step: (AdminStep & { Kind: 'quiz' }) | 'new' };

/**
 * The units of lessons and quizzes, in order, each step opened in its editor; units and steps
 * moved up or down and deleted (decision 062).
 */
export function UnitsPanel({
  units,
  language,
}: {
  units: AdminUnit[];
  language: InterfaceLanguage;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const arrange = useArrange();
  return (
    <Stack gap="sm">
      {arrange.dialogs}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setEditing({ kind: 'unit', unit: 'new' })}
          data-testid="unit-new"
        >
          {t('adminChallenges.units.new')}
        </Button>
      </Group>
      {units.length === 0 ? <Text>{t('adminChallenges.units.empty')}</Text> : null}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {units.map((u, ui) => (
          <Paper
            component="li"
            key={u.UnitId}
            withBorder
            radius="md"
            p="md"
            data-testid="admin-unit"
          >
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div style={{ minWidth: 0, flex: '1 1 240px' }}>
                <Text fw={700} lang={language}>
                  {inLanguage(u.Title, language)}
                </Text>
                <Text size="sm" c="dimmed" lang={language}>
                  {inLanguage(u.Summary, language)}
                </Text>
              </div>
              <Group gap="xs">
                <ArrangeButtons
                  arrange={arrange}
                  kind="unit"
                  id={u.UnitId}
                  name={inLanguage(u.Title, language)}
                  first={ui === 0}
                  last={ui === units.length - 1}
                  steps={u.Steps.length}
                />
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setEditing({ kind: 'unit', unit: u })}
                >
                  {t('adminChallenges.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => setEditing({ kind: 'lesson', unitId: u.UnitId, step: 'new' })}
                  data-testid="lesson-new"
                >
                  {t('adminChallenges.units.newLesson')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => setEditing({ kind: 'quiz', unitId: u.UnitId, step: 'new' })}
                  data-testid="quiz-new"
                >
                  {t('adminChallenges.units.newQuiz')}
                </Button>
              </Group>
            </Group>
            <Stack gap={4} component="ol" mt="sm" pl="md">
              {u.Steps.map((s, si) => (
                <Group
                  component="li"
                  key={s.StepId}
                  gap="xs"
                  wrap="nowrap"
                  data-testid="admin-step"
                >
                  <Badge size="sm" variant="light" color={s.Kind === 'quiz' ? 'grape' : 'blue'}>
                    {t(`challenges.step.${s.Kind}`)}
                  </Badge>
                  <Text
                    size="sm"
                    lang={language}
                    style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {inLanguage(s.Title, language)}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-label={t('adminChallenges.editNamed', {
                      name: inLanguage(s.Title, language),
                    })}
                    onClick={() =>
                      setEditing(
                        s.Kind === 'lesson'
                          ? { kind: 'lesson', unitId: u.UnitId, step: s }
                          : { kind: 'quiz', unitId: u.UnitId, step: s },
                      )
                    }
                  >
                    {t('adminChallenges.edit')}
                  </Button>
                  <ArrangeButtons
                    arrange={arrange}
                    kind="step"
                    id={s.StepId}
                    name={inLanguage(s.Title, language)}
                    first={si === 0}
                    last={si === u.Steps.length - 1}
                    size="sm"
                  />
                </Group>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
      {editing?.kind === 'unit' ? <UnitEditor unit={editing.unit} onClose={close} /> : null}
      {editing?.kind === 'lesson' ? (
        <LessonEditor unitId={editing.unitId} step={editing.step} onClose={close} />
      ) : null}
      {editing?.kind === 'quiz' ? (
        <QuizEditor unitId={editing.unitId} step={editing.step} onClose={close} />
      ) : null}
    </Stack>
  );
}
