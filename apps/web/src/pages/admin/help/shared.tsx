import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import { type InterfaceLanguage, interfaceLanguages } from '@storyloom/domain';
import { languageLabels } from '../../../i18n';

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
