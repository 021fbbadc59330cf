import { SimpleGrid, TextInput } from '@mantine/core';
import { validateEmail } from '@storyloom/domain';
import { useTranslation } from '../../i18n/react';
import type { SchoolInformation } from './api';

/** SPEC §5: the school order form's required fields, in their order. */
export const schoolFields: (keyof SchoolInformation)[] = [
  'SchoolName',
  'Country',
  'Address',
  'City',
  'State',
  'Zip',
  'Phone',
  'FirstName',
  'LastName',
  'JobTitle',
  'SchoolEmail',
  'HeardFrom',
];

export const emptySchool = Object.fromEntries(
  schoolFields.map((f) => [f, '']),
) as unknown as SchoolInformation;

/** Whether the school information is complete (SPEC §5): every field, a valid school email. */
export function schoolInfoComplete(form: SchoolInformation): boolean {
  const email = form.SchoolEmail.trim();
  return schoolFields.every((f) => form[f].trim()) && !validateEmail(email);
}

/**
 * The SPEC §5 school information fields (the school free trial and the school plan's second
 * buying step); `shown` turns on the errors once the user tried to continue.
 */
export function SchoolInfoFields({
  form,
  onChange,
  shown,
}: {
  form: SchoolInformation;
  onChange: (next: SchoolInformation) => void;
  shown: boolean;
}) {
  const { t } = useTranslation();
  const emailProblem = form.SchoolEmail.trim() ? validateEmail(form.SchoolEmail.trim()) : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {schoolFields.map((f) => (
        <TextInput
          key={f}
          label={t(`membership.educator.fields.${f}`)}
          value={form[f]}
          required
          type={f === 'SchoolEmail' ? 'email' : f === 'Phone' ? 'tel' : 'text'}
          maxLength={f === 'Zip' ? 20 : 200}
          onChange={(e) => onChange({ ...form, [f]: e.currentTarget.value })}
          error={
            shown && !form[f].trim()
              ? t('membership.educator.required')
              : f === 'SchoolEmail' && shown && emailProblem
                ? t('membership.emailFormat')
                : undefined
          }
        />
      ))}
    </SimpleGrid>
  );
}
