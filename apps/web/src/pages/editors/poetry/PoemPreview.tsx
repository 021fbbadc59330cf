/** The poem as a reader will see it: the picture (with its tiles), the lines, the writer's name. */
import { Badge, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isTilesOnly, type Poem } from '@storyloom/domain';
import { useTranslation } from '../../../i18n/react';
import type { Artwork } from '../core/types';
import { ArtImage, StillBoard } from './PoemBoard';
import classes from './PoetryEditor.module.css';
import { shownLines } from './poem';

export function PoemReading({
  title,
  author,
  art,
  poem,
}: {
  title: string;
  author: string;
  art: Artwork | null;
  poem: Poem;
}) {
  const { t } = useTranslation();
  const tiles = poem.mode === 'tiles' ? poem.tiles : [];
  const lines = shownLines(poem.lines);
  const empty = tiles.length === 0 && lines.length === 0;
  return (
    <Stack gap="md" className={classes.reading} data-testid="poem-preview">
      <Stack gap={2} align="center">
        <Title order={2} className={classes.readingTitle}>
          {title || t('write.untitled')}
        </Title>
        {author ? (
          <Text c="dimmed" size="sm">
            {t('poetryEditor.by', { author })}
          </Text>
        ) : null}
        {isTilesOnly(poem) ? (
          <Badge variant="light" color="grape" mt={4}>
            {t('poetryEditor.tilesOnly')}
          </Badge>
        ) : null}
      </Stack>
      {poem.mode === 'tiles' ? (
        <StillBoard art={art} tiles={tiles} />
      ) : (
        <div className={classes.readingArt}>
          <ArtImage art={art} />
        </div>
      )}
      {lines.length > 0 ? (
        <div className={classes.readingLines} data-testid="preview-lines">
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no ids; order is the poem
            <p key={i}>{line.trim() ? line : '\u00a0'}</p>
          ))}
        </div>
      ) : null}
      {empty ? (
        <Text c="dimmed" ta="center">
          {t('poetryEditor.previewEmpty')}
        </Text>
      ) : null}
      {art ? (
        <Text size="xs" c="dimmed" ta="center">
          {art.Attribution ||
            t('poetryEditor.artCredit', { title: art.Title, artist: art.Artist.Name })}
        </Text>
      ) : null}
    </Stack>
  );
}

export function PoemPreview({
  opened,
  onClose,
  ...reading
}: {
  opened: boolean;
  onClose(): void;
  title: string;
  author: string;
  art: Artwork | null;
  poem: Poem;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('poetryEditor.previewTitle')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('poetryEditor.close') }}
    >
      <PoemReading {...reading} />
    </Modal>
  );
}
