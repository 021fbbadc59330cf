import { Group, Input, NativeSelect } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { currentLanguage, htmlLangFor } from '../../i18n';
import { useTranslation } from '../../i18n/react';

interface Parts {
  year: string;
  month: string;
  day: string;
}

function split(value: string): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return { year: '', month: '', day: '' };
  return { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' };
}

function daysIn(year: string, month: string): number {
  if (!month) return 31;
  const y = year ? Number(year) : 2000;
  return new Date(Date.UTC(y, Number(month), 0)).getUTCDate();
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A birthday as three selects (year, month, day): easy for a child with a finger or a keyboard,
 * the same in every browser, and no date format to guess. The value is YYYY-MM-DD, or "" until
 * all three are chosen.
 */
export function BirthdayField({
  value,
  onChange,
  onBlur,
  label,
  description,
  error,
  required,
  disabled,
  nowMs = Date.now(),
  size = 'sm',
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: string;
  description?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  nowMs?: number;
  /** The label size of the form around it. */
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const id = useId();
  const [parts, setParts] = useState<Parts>(() => split(value));
  // A complete value set from outside (a reset, loaded settings) wins over the partial choice.
  const outside = split(value);
  const shown =
    outside.year && `${outside.year}-${outside.month}-${outside.day}` !== joined(parts)
      ? outside
      : parts;

  const language = currentLanguage();
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(htmlLangFor[language], {
      month: 'long',
      timeZone: 'UTC',
    });
    return Array.from({ length: 12 }, (_, i) => ({
      value: pad(i + 1),
      label: format.format(new Date(Date.UTC(2000, i, 1))),
    }));
  }, [language]);
  const thisYear = new Date(nowMs).getUTCFullYear();
  const years = Array.from({ length: 121 }, (_, i) => String(thisYear - i));
  const dayCount = daysIn(shown.year, shown.month);
  const days = Array.from({ length: dayCount }, (_, i) => pad(i + 1));

  function update(patch: Partial<Parts>) {
    const next = { ...shown, ...patch };
    if (next.day && Number(next.day) > daysIn(next.year, next.month)) next.day = '';
    setParts(next);
    onChange(next.year && next.month && next.day ? joined(next) : '');
  }

  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    disabled,
    onBlur,
    error: Boolean(error),
    'aria-describedby': describedBy || undefined,
    'aria-invalid': Boolean(error) || undefined,
    withAsterisk: false,
    'aria-required': required || undefined,
  };
  return (
    <fieldset
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
      data-testid="birthday-field"
    >
      <legend style={{ padding: 0 }}>
        <Input.Label required={required} component="span" size={size}>
          {label}
        </Input.Label>
      </legend>
      {description ? (
        <Input.Description id={descriptionId} mb={6}>
          {description}
        </Input.Description>
      ) : null}
      <Group gap="xs" grow wrap="nowrap" align="flex-start">
        <NativeSelect
          {...common}
          label={t('account.birthday.month')}
          value={shown.month}
          onChange={(e) => update({ month: e.currentTarget.value })}
          data={[{ value: '', label: t('account.birthday.choose') }, ...months]}
          style={{ flexGrow: 1.6 }}
        />
        <NativeSelect
          {...common}
          label={t('account.birthday.day')}
          value={shown.day}
          onChange={(e) => update({ day: e.currentTarget.value })}
          data={[
            { value: '', label: '--' },
            ...days.map((d) => ({ value: d, label: String(Number(d)) })),
          ]}
        />
        <NativeSelect
          {...common}
          label={t('account.birthday.year')}
          value={shown.year}
          onChange={(e) => update({ year: e.currentTarget.value })}
          data={[{ value: '', label: '----' }, ...years]}
          style={{ flexGrow: 1.2 }}
        />
      </Group>
      {error ? (
        <Input.Error id={errorId} mt={6} role="alert">
          {error}
        </Input.Error>
      ) : null}
    </fieldset>
  );
}

function joined(parts: Parts): string {
  return `${parts.year}-${parts.month}-${parts.day}`;
}
