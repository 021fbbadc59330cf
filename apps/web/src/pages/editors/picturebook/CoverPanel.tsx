/** The cover's settings: the title, the author's name, the cover picture and the background. */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type BookCover, bookLimits } from '@storyloom/domain';
import { useTranslation } from '../../../i18n/react';
import { BackgroundPicker } from './BackgroundPicker';
import classes from './PictureBook.module.css';

export interface CoverPanelProps {
  cover: BookCover;
  title: string;
  /** The name the cover shows when no author is typed (the writer's username). */
  defaultAuthor: string;
  readOnly: boolean;
  onTitle(title: string): void;
  onAuthor(author: string): void;
  onRemoveArt(): void;
  onBackground(colour: string): void;
  onOpenTray?: (() => void) | undefined;
}

export function CoverPanel({
  cover,
  title,
  defaultAuthor,
  readOnly,
  onTitle,
  onAuthor,
  onRemoveArt,
  onBackground,
  onOpenTray,
}: CoverPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" className={classes.panel} data-testid="cover-panel">
      <TextInput
        label={t('pictureBookEditor.cover.title')}
        placeholder={t('pictureBookEditor.cover.titlePlaceholder')}
        value={title}
        readOnly={readOnly}
        maxLength={bookLimits.title}
        size="md"
        onChange={(e) => onTitle(e.currentTarget.value)}
        data-testid="cover-title"
      />
      <TextInput
        label={t('pictureBookEditor.cover.author')}
        placeholder={defaultAuthor}
        description={t('pictureBookEditor.cover.authorHint')}
        value={cover.author}
        readOnly={readOnly}
        maxLength={bookLimits.author}
        size="md"
        onChange={(e) => onAuthor(e.currentTarget.value)}
        data-testid="cover-author"
      />
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('pictureBookEditor.cover.picture')}
        </Text>
        <Text size="sm" c="dimmed">
          {cover.artworkId
            ? t('pictureBookEditor.cover.pictureChosen')
            : t('pictureBookEditor.cover.noPicture')}
        </Text>
        <Group gap="xs">
          {onOpenTray ? (
            <Button variant="light" size="xs" onClick={onOpenTray} disabled={readOnly}>
              {cover.artworkId
                ? t('pictureBookEditor.page.change')
                : t('pictureBookEditor.page.choose')}
            </Button>
          ) : null}
          {cover.artworkId ? (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              onClick={onRemoveArt}
              disabled={readOnly}
              data-testid="remove-cover-art"
            >
              {t('pictureBookEditor.page.remove')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <BackgroundPicker
        value={cover.background}
        disabled={readOnly}
        onChange={onBackground}
        testId="cover-background"
      />
    </Stack>
  );
}
