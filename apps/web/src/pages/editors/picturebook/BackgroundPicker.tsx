/** A page's or the cover's background: a few friendly swatches and a colour input for any other. */
import { ColorInput, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import classes from './PictureBook.module.css';
import { backgroundSwatches, cleanColour } from './pages';

export interface BackgroundPickerProps {
  value: string;
  disabled: boolean;
  onChange(colour: string): void;
  testId: string;
}

export function BackgroundPicker({ value, disabled, onChange, testId }: BackgroundPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  return (
    <Stack gap={6} data-testid={testId}>
      <Text fw={600} size="sm" id={`${testId}-label`}>
        {t('pictureBookEditor.background.label')}
      </Text>
      <Group gap={8} role="group" aria-labelledby={`${testId}-label`}>
        {backgroundSwatches.map((colour) => (
          <button
            key={colour}
            type="button"
            className={classes.swatch}
            style={{ background: colour }}
            aria-pressed={value === colour}
            aria-label={t(`pictureBookEditor.background.swatch.${colour.slice(1)}`)}
            title={t(`pictureBookEditor.background.swatch.${colour.slice(1)}`)}
            disabled={disabled}
            onClick={() => onChange(colour)}
          />
        ))}
      </Group>
      <ColorInput
        size="sm"
        label={t('pictureBookEditor.background.other')}
        value={typed}
        format="hex"
        disabled={disabled}
        withEyeDropper={false}
        swatches={[...backgroundSwatches]}
        onChange={(next) => {
          setTyped(next);
          const clean = cleanColour(next);
          if (clean) onChange(clean);
        }}
        onBlur={() => setTyped(value)}
      />
    </Stack>
  );
}
