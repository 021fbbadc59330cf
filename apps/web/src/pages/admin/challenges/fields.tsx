import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type InterfaceLanguage, interfaceLanguages } from '@storyloom/domain';
import { languageLabels } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import type { Text3 } from './api';

/** One text written in zh, en and es side by side (stacked on a phone). */
export function Text3Fields({
  label,
  value,
  onChange,
  multiline = false,
  error,
  testId,
}: {
  label: string;
  value: Text3;
  onChange: (value: Text3) => void;
  multiline?: boolean;
  /** Shown under every empty language once the form was sent. */
  error?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={label} radius="md" data-testid={testId}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        {interfaceLanguages.map((language) => {
          const props = {
            label: languageLabels[language],
            lang: language,
            value: value[language],
            required: true,
            error: error && !value[language].trim() ? t('adminChallenges.required') : undefined,
            'data-testid': `${testId}-${language}`,
            onChange: (e: { currentTarget: { value: string } }) =>
              onChange({ ...value, [language]: e.currentTarget.value }),
          };
          return multiline ? (
            <Textarea key={language} {...props} autosize minRows={2} maxRows={10} />
          ) : (
            <TextInput key={language} {...props} />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}

export const filled = (v: Text3) => interfaceLanguages.every((l) => v[l].trim() !== '');

/** Paragraphs kept as [{zh,en,es}] edited as one text per language, a blank line between. */
export function paragraphsToText3(paragraphs: Text3[]): Text3 {
  const join = (l: InterfaceLanguage) => paragraphs.map((p) => p[l]).join('\n\n');
  return { zh: join('zh'), en: join('en'), es: join('es') };
}

const split = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Back to paragraphs; null when the languages do not have as many paragraphs each. */
export function text3ToParagraphs(value: Text3): Text3[] | null {
  const [zh, en, es] = [split(value.zh), split(value.en), split(value.es)];
  if (zh.length === 0 || zh.length !== en.length || en.length !== es.length) return null;
  return zh.map((p, i) => ({ zh: p, en: en[i] ?? '', es: es[i] ?? '' }));
}

/** A title in the language the admin reads the list in (any language when that one is empty). */
export function inLanguage(v: Text3, language: InterfaceLanguage): string {
  return v[language] || v.en || v.zh || v.es;
}
