import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { helpLimits } from '@storyloom/domain';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError, showSuccess } from '../../../api/client';
import { UpdateItem, UpdateList } from '../../../components/help/UpdateItem';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad, AdminPager, AdminScreen } from '../console/AdminScreen';
import { type AdminUpdate, helpAdminApi, helpAdminKeys, pageSize, type UpdateFields } from './api';
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

const today = () => new Date().toISOString().slice(0, 10);

function fieldsOf(update: AdminUpdate | 'new'): UpdateFields {
  if (update === 'new') {
    return {
      TitleZh: '',
      TitleEn: '',
      TitleEs: '',
      BodyZh: '',
      BodyEn: '',
      BodyEs: '',
      PublishedAt: today(),
    };
  }
  const { UpdateId: _id, PublishedAt, ...texts } = update;
  return { ...texts, PublishedAt: (PublishedAt ?? new Date().toISOString()).slice(0, 10) };
}

function UpdateEditor({ update, onClose }: { update: AdminUpdate | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [values, setValues] = useState<UpdateFields>(() => fieldsOf(update));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [preview, setPreview] = useListLanguage();
  const save = useMutation({
    mutationFn: () =>
      helpAdminApi.updateSave(update === 'new' ? values : { ...values, UpdateId: update.UpdateId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: helpAdminKeys.allUpdates });
      void queryClient.invalidateQueries({ queryKey: ['help'] });
      showSuccess(t('adminConsole.updates.saved'));
      onClose();
    },
    onError: (error) => showApiError(error),
  });
  const submit = () => {
    const found = checkTrilingual(
      values,
      {
        line: 'Title',
        lineMax: helpLimits.updateTitle,
        text: 'Body',
        textMax: helpLimits.updateBody,
      },
      t,
    );
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(values.PublishedAt) ||
      Number.isNaN(Date.parse(values.PublishedAt))
    ) {
      found.PublishedAt = t('adminConsole.updates.dateFormat');
    }
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
    else focusFirstError(found);
  };
  const title = values[`Title${suffix[preview]}`];
  const body = values[`Body${suffix[preview]}`];
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        update === 'new' ? t('adminConsole.updates.newTitle') : t('adminConsole.updates.editTitle')
      }
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
        data-testid="update-editor"
      >
        <Stack gap="md">
          <TextInput
            type="date"
            label={t('adminConsole.updates.date')}
            value={values.PublishedAt}
            error={errors.PublishedAt}
            onChange={(e) => setValues({ ...values, PublishedAt: e.currentTarget.value })}
            data-field="PublishedAt"
            maw={220}
            required
          />
          <TrilingualFields
            values={values}
            errors={errors}
            line="Title"
            text="Body"
            lineLabel={t('adminConsole.updates.updateTitle')}
            textLabel={t('adminConsole.updates.body')}
            onChange={(key, value) => setValues({ ...values, [key]: value })}
          />
          <section aria-labelledby="update-preview-title">
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap">
                <Text fw={700} id="update-preview-title">
                  {t('adminConsole.updates.preview')}
                </Text>
                <LanguageSwitch
                  value={preview}
                  onChange={setPreview}
                  label={t('adminConsole.updates.previewLanguage')}
                />
              </Group>
              <UpdateList>
                <UpdateItem
                  testId="update-preview"
                  title={title || '—'}
                  body={body || '—'}
                  publishedAt={
                    Number.isNaN(Date.parse(values.PublishedAt))
                      ? new Date().toISOString()
                      : values.PublishedAt
                  }
                  language={preview}
                />
              </UpdateList>
            </Stack>
          </section>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminConsole.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="update-save">
              {t('adminConsole.help.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * /admin/updates (admins): the product updates, newest first, drawn as /updates draws them in
 * the language chosen above the list; written in zh, en and es with a preview, deleted only
 * after asking.
 */
export function AdminUpdatesPage() {
  const { t } = useTranslation();
  const [language, setLanguage] = useListLanguage();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUpdate | 'new' | null>(null);
  const list = useQuery({
    queryKey: helpAdminKeys.updates(page),
    queryFn: ({ signal }) => helpAdminApi.updates(page, signal),
    placeholderData: keepPreviousData,
  });
  const titleOf = (u: AdminUpdate) => u[`Title${suffix[language]}`];
  const deletion = useDeleteEntry<AdminUpdate>({
    remove: (u) => helpAdminApi.updateDelete(u.UpdateId),
    name: titleOf,
    listKey: helpAdminKeys.allUpdates,
    deleted: t('adminConsole.updates.deleted'),
  });

  return (
    <AdminScreen
      testId="admin-updates"
      title={t('adminConsole.updates.title')}
      lead={t('adminConsole.updates.lead')}
      action={
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing('new')}
          data-testid="update-new"
        >
          {t('adminConsole.updates.new')}
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
          title: t('adminConsole.updates.emptyTitle'),
          body: t('adminConsole.updates.emptyBody'),
          testId: 'admin-updates-empty',
        }}
      >
        {(data) => (
          <UpdateList>
            {data.List.map((u) => (
              <UpdateItem
                key={u.UpdateId}
                testId="admin-update-row"
                title={titleOf(u)}
                body={u[`Body${suffix[language]}`]}
                publishedAt={u.PublishedAt ?? ''}
                language={language}
              >
                <EntryActions
                  mt="sm"
                  name={titleOf(u)}
                  onEdit={() => setEditing(u)}
                  onDelete={() => deletion.ask(u)}
                />
              </UpdateItem>
            ))}
          </UpdateList>
        )}
      </AdminLoad>
      <AdminPager total={list.data?.Total} pageSize={pageSize} page={page} onChange={setPage} />
      {editing ? (
        <UpdateEditor
          key={editing === 'new' ? 'new' : editing.UpdateId}
          update={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deletion.dialog}
    </AdminScreen>
  );
}
