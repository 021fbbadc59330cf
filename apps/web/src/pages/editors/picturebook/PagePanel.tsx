/**
 * What the writer changes on the page being edited: its words (plain lines, kept as paragraphs),
 * where the picture sits (full page, or the left or right half), where the words sit (top,
 * bottom or beside the picture: never over its middle), and the background colour.
 */
import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { countWords, type TextPosition } from '@storyloom/domain';
import { useTranslation } from '../../../i18n/react';
import { BackgroundPicker } from './BackgroundPicker';
import classes from './PictureBook.module.css';
import type { ArtPlacement, Page } from './pages';
import { pageText } from './pages';

export interface PagePanelProps {
  page: Page;
  pageNumber: number;
  readOnly: boolean;
  onText(text: string): void;
  onPlacement(placement: ArtPlacement): void;
  onRemoveArt(): void;
  onTextPosition(position: TextPosition): void;
  onBackground(colour: string): void;
  onOpenTray?: (() => void) | undefined;
}

type PlacementChoice = 'full' | 'left' | 'right';

function choiceOf(page: Page): PlacementChoice {
  if (!page.art || page.art.layout === 'full') return 'full';
  return page.art.side === 'start' ? 'left' : 'right';
}

export function PagePanel({
  page,
  pageNumber,
  readOnly,
  onText,
  onPlacement,
  onRemoveArt,
  onTextPosition,
  onBackground,
  onOpenTray,
}: PagePanelProps) {
  const { t } = useTranslation();
  const text = pageText(page);
  const words = countWords(text);
  return (
    <Stack gap="md" className={classes.panel} data-testid="page-panel">
      <Textarea
        label={t('pictureBookEditor.page.textLabel', { number: pageNumber })}
        placeholder={t('pictureBookEditor.page.textPlaceholder')}
        value={text}
        readOnly={readOnly}
        autosize
        minRows={4}
        maxRows={12}
        size="md"
        onChange={(e) => onText(e.currentTarget.value)}
        description={t('pictureBookEditor.page.words', { count: words })}
        data-testid="page-text"
      />
      <Stack gap={6}>
        <Text fw={600} size="sm" id="picture-place-label">
          {t('pictureBookEditor.page.picture')}
        </Text>
        {page.art ? (
          <>
            <SegmentedControl
              fullWidth
              aria-labelledby="picture-place-label"
              value={choiceOf(page)}
              disabled={readOnly}
              data-testid="art-placement"
              onChange={(value) => {
                const choice = value as PlacementChoice;
                onPlacement(
                  choice === 'full'
                    ? { layout: 'full' }
                    : { layout: 'half', side: choice === 'left' ? 'start' : 'end' },
                );
              }}
              data={[
                { value: 'full', label: t('pictureBookEditor.page.full') },
                { value: 'left', label: t('pictureBookEditor.page.left') },
                { value: 'right', label: t('pictureBookEditor.page.right') },
              ]}
            />
            <Group gap="xs">
              {onOpenTray ? (
                <Button variant="light" size="xs" onClick={onOpenTray} disabled={readOnly}>
                  {t('pictureBookEditor.page.change')}
                </Button>
              ) : null}
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                onClick={onRemoveArt}
                disabled={readOnly}
                data-testid="remove-art"
              >
                {t('pictureBookEditor.page.remove')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('pictureBookEditor.page.noPicture')}
            </Text>
            {onOpenTray ? (
              <Button variant="light" onClick={onOpenTray} disabled={readOnly}>
                {t('pictureBookEditor.page.choose')}
              </Button>
            ) : null}
          </>
        )}
      </Stack>
      <Stack gap={6}>
        <Text fw={600} size="sm" id="text-place-label">
          {t('pictureBookEditor.page.textPosition')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby="text-place-label"
          value={page.textPosition}
          disabled={readOnly}
          data-testid="text-position"
          onChange={(value) => onTextPosition(value as TextPosition)}
          data={[
            { value: 'top', label: t('pictureBookEditor.page.top') },
            { value: 'bottom', label: t('pictureBookEditor.page.bottom') },
            { value: 'beside', label: t('pictureBookEditor.page.beside') },
          ]}
        />
      </Stack>
      <BackgroundPicker
        value={page.background}
        disabled={readOnly}
        onChange={onBackground}
        testId="page-background"
      />
    </Stack>
  );
}
