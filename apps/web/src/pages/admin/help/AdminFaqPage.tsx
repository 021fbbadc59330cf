import {
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FaqTopic, faqTopics, helpLimits } from '@storyloom/domain';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError, showSuccess } from '../../../api/client';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad, AdminScreen } from '../console/AdminScreen';
import { type AdminFaq, type FaqFields, helpAdminApi, helpAdminKeys } from './api';
import {
  checkTrilingual,
  EntryActions,
  type FieldErrors,
  focusFirstError,
  LanguageSwitch,
  suffix,
  TrilingualFields,
  useDeleteEntry,
  useListLanguage,
} from './shared';

const blank: FaqFields = {
  Topic: 'accounts',
  Position: 100,
  QuestionZh: '',
  QuestionEn: '',
  QuestionEs: '',
  AnswerZh: '',
  AnswerEn: '',
  AnswerEs: '',
};

function pick(entry: AdminFaq): FaqFields {
  const { FaqId: _id, UpdatedAt: _at, ...fields } = entry;
  return fields;
}

function FaqEditor({
  entry,
  onClose,
}: {
  /** The entry to edit; 'new' for a new one. */
  entry: AdminFaq | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [values, setValues] = useState<FaqFields>(entry === 'new' ? blank : pick(entry));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: () =>
      helpAdminApi.faqSave(entry === 'new' ? values : { ...values, FaqId: entry.FaqId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: helpAdminKeys.faq });
      void queryClient.invalidateQueries({ queryKey: ['help'] });
      showSuccess(t('adminConsole.faq.saved'));
      onClose();
    },
    onError: (error) => showApiError(error),
  });
  const submit = () => {
    const found = checkTrilingual(
      values as unknown as Record<string, string>,
      {
        line: 'Question',
        lineMax: helpLimits.faqQuestion,
        text: 'Answer',
        textMax: helpLimits.faqAnswer,
      },
      t,
    );
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
    else focusFirstError(found);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={entry === 'new' ? t('adminConsole.faq.newTitle') : t('adminConsole.faq.editTitle')}
      size="xl"
      radius="lg"
      fullScreen={phone}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        data-testid="faq-editor"
      >
        <Stack gap="md">
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label={t('adminConsole.faq.topic')}
              data={faqTopics.map((topic) => ({ value: topic, label: t(`help.topics.${topic}`) }))}
              value={values.Topic}
              allowDeselect={false}
              onChange={(v) => v && setValues({ ...values, Topic: v as FaqTopic })}
              miw={200}
            />
            <NumberInput
              label={t('adminConsole.faq.position')}
              description={t('adminConsole.faq.positionHint')}
              min={0}
              max={10_000}
              value={values.Position}
              onChange={(v) => setValues({ ...values, Position: typeof v === 'number' ? v : 0 })}
              miw={160}
            />
          </Group>
          <TrilingualFields
            values={values as unknown as Record<string, string>}
            errors={errors}
            line="Question"
            text="Answer"
            lineLabel={t('adminConsole.faq.question')}
            textLabel={t('adminConsole.faq.answer')}
            onChange={(key, value) => setValues({ ...values, [key]: value })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminConsole.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="faq-save">
              {t('adminConsole.help.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * /admin/faq (admins): every FAQ entry by topic and position, read in the language chosen above
 * the list; an entry is written in zh, en and es at once, and deleted only after asking.
 */
export function AdminFaqPage() {
  const { t } = useTranslation();
  const [language, setLanguage] = useListLanguage();
  const [editing, setEditing] = useState<AdminFaq | 'new' | null>(null);
  const list = useQuery({
    queryKey: helpAdminKeys.faq,
    queryFn: ({ signal }) => helpAdminApi.faqList(signal),
  });
  const question = (entry: AdminFaq) => entry[`Question${suffix[language]}`];
  const deletion = useDeleteEntry<AdminFaq>({
    remove: (entry) => helpAdminApi.faqDelete(entry.FaqId),
    name: question,
    listKey: helpAdminKeys.faq,
    deleted: t('adminConsole.faq.deleted'),
  });

  return (
    <AdminScreen
      testId="admin-faq"
      title={t('adminConsole.faq.title')}
      lead={t('adminConsole.faq.lead')}
      action={
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing('new')}
          data-testid="faq-new"
        >
          {t('adminConsole.faq.new')}
        </Button>
      }
    >
      <LanguageSwitch
        value={language}
        onChange={setLanguage}
        label={t('adminConsole.help.listLanguage')}
      />
      <AdminLoad
        query={list}
        isEmpty={(data) => data.List.length === 0}
        empty={{
          title: t('adminConsole.faq.emptyTitle'),
          body: t('adminConsole.faq.emptyBody'),
          testId: 'admin-faq-empty',
        }}
      >
        {(data) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.List.map((entry) => (
              <Paper
                component="li"
                key={entry.FaqId}
                withBorder
                radius="md"
                p="md"
                data-testid="faq-row"
              >
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                  <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                    <Group gap="xs">
                      <Badge variant="light" radius="sm">
                        {t(`help.topics.${entry.Topic}`)}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {t('adminConsole.faq.positionShort', { position: entry.Position })}
                      </Text>
                    </Group>
                    <Text fw={700} lang={language} style={{ overflowWrap: 'anywhere' }}>
                      {question(entry)}
                    </Text>
                  </Stack>
                  <EntryActions
                    name={question(entry)}
                    onEdit={() => setEditing(entry)}
                    onDelete={() => deletion.ask(entry)}
                  />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </AdminLoad>
      {editing ? (
        <FaqEditor
          key={editing === 'new' ? 'new' : editing.FaqId}
          entry={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deletion.dialog}
    </AdminScreen>
  );
}
