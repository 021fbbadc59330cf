import {
  Button,
  Fieldset,
  Group,
  type GroupProps,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type InterfaceLanguage, interfaceLanguages } from '@storyloom/domain';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { showApiError, showSuccess } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { languageLabels } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';

export const suffix: Record<InterfaceLanguage, 'Zh' | 'En' | 'Es'> = {
  zh: 'Zh',
  en: 'En',
  es: 'Es',
};

export type FieldErrors = Record<string, string>;

/**
 * What the form may not send: every language's line and text filled and within its limit
 * (the server checks the same, schemas.ts). Keys are the call's field names.
 */
export function checkTrilingual(
  values: Record<string, string>,
  fields: { line: string; lineMax: number; text: string; textMax: number },
  t: (key: string) => string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const language of interfaceLanguages) {
    for (const [base, max] of [
      [fields.line, fields.lineMax],
      [fields.text, fields.textMax],
    ] as const) {
      const key = `${base}${suffix[language]}`;
      const value = (values[key] ?? '').trim();
      if (!value) errors[key] = t('adminConsole.help.required');
      else if (value.length > max) errors[key] = t('adminConsole.help.tooLong');
    }
  }
  return errors;
}

/** Moves the focus to the first field the check refused (keyboard and screen-reader users). */
export function focusFirstError(errors: FieldErrors): void {
  const order = ['PublishedAt'];
  for (const language of interfaceLanguages) {
    for (const base of ['Question', 'Answer', 'Title', 'Body'])
      order.push(`${base}${suffix[language]}`);
  }
  const first = order.find((key) => errors[key]);
  if (!first) return;
  const field = document.querySelector<HTMLElement>(`[data-field="${first}"]`);
  field?.focus();
}

/** One fieldset per language (zh, en, es), each with its one-line field and its text. */
export function TrilingualFields({
  values,
  errors,
  line,
  text,
  lineLabel,
  textLabel,
  onChange,
}: {
  values: Record<string, string>;
  errors: FieldErrors;
  line: string;
  text: string;
  lineLabel: string;
  textLabel: string;
  onChange: (key: string, value: string) => void;
}) {
  return (
    <>
      {interfaceLanguages.map((language) => {
        const lineKey = `${line}${suffix[language]}`;
        const textKey = `${text}${suffix[language]}`;
        return (
          <Fieldset key={language} legend={languageLabels[language]} radius="md" lang={language}>
            <Stack gap="sm">
              <TextInput
                label={`${lineLabel} (${languageLabels[language]})`}
                value={values[lineKey] ?? ''}
                error={errors[lineKey]}
                onChange={(e) => onChange(lineKey, e.currentTarget.value)}
                data-testid={`field-${lineKey}`}
                data-field={lineKey}
                required
              />
              <Textarea
                label={`${textLabel} (${languageLabels[language]})`}
                value={values[textKey] ?? ''}
                error={errors[textKey]}
                onChange={(e) => onChange(textKey, e.currentTarget.value)}
                rows={4}
                resize="vertical"
                data-testid={`field-${textKey}`}
                data-field={textKey}
                required
              />
            </Stack>
          </Fieldset>
        );
      })}
    </>
  );
}

/** A date for staff lists, in the interface language. */
export function shortDate(iso: string | null, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}

/** The language a list is read in: the interface language to begin with. */
export function useListLanguage() {
  const { i18n } = useTranslation();
  const ui = (
    interfaceLanguages.includes(i18n.language as InterfaceLanguage) ? i18n.language : 'en'
  ) as InterfaceLanguage;
  return useState<InterfaceLanguage>(ui);
}

/** zh / en / es, for the language a list or a preview is read in. */
export function LanguageSwitch({
  value,
  onChange,
  label,
}: {
  value: InterfaceLanguage;
  onChange: (language: InterfaceLanguage) => void;
  label: string;
}) {
  return (
    <SegmentedControl
      aria-label={label}
      value={value}
      onChange={(v) => onChange(v as InterfaceLanguage)}
      data={interfaceLanguages.map((l) => ({ value: l, label: languageLabels[l] }))}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}

/** An entry's Edit and Delete buttons, each named after the entry for screen readers. */
export function EntryActions({
  name,
  onEdit,
  onDelete,
  ...group
}: { name: string; onEdit: () => void; onDelete: () => void } & GroupProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" {...group}>
      <Button
        variant="light"
        size="xs"
        onClick={onEdit}
        aria-label={t('adminConsole.help.editNamed', { name })}
      >
        {t('adminConsole.help.edit')}
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        onClick={onDelete}
        aria-label={t('adminConsole.help.deleteNamed', { name })}
      >
        {t('adminConsole.help.delete')}
      </Button>
    </Group>
  );
}

/**
 * Deleting a help entry: `ask(entry)` opens the confirmation naming it; on confirm the entry is
 * deleted, the staff list (`listKey`) and the public help pages are refreshed and `deleted` is
 * shown. Render `dialog` once in the screen.
 */
export function useDeleteEntry<T>({
  remove,
  name,
  listKey,
  deleted,
}: {
  remove: (entry: T) => Promise<unknown>;
  name: (entry: T) => string;
  listKey: QueryKey;
  deleted: string;
}): { ask: (entry: T) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: ['help'] });
      showSuccess(deleted);
    },
    onError: (error) => {
      setDeleting(null);
      showApiError(error);
    },
  });
  const dialog = (
    <ConfirmDialog
      body={deleting ? t('adminConsole.help.deleteBody', { name: name(deleting) }) : null}
      title={t('adminConsole.help.deleteTitle')}
      confirmLabel={t('adminConsole.help.delete')}
      cancelLabel={t('adminConsole.cancel')}
      testId="confirm-delete"
      busy={mutation.isPending}
      onCancel={() => setDeleting(null)}
      onConfirm={() => deleting && mutation.mutate(deleting)}
    />
  );
  return { ask: setDeleting, dialog };
}
