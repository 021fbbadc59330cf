/**
 * Choosing one picture of the book's art set (a flash fiction's cover, a chapter's spot
 * illustration): a dialog of big picture buttons, full screen at phone width.
 */
import { Image, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Artwork } from '../../api/art';
import { useTranslation } from '../../i18n/react';
import classes from './ArtPicker.module.css';

export interface ArtPickerProps {
  opened: boolean;
  title: string;
  artworks: Artwork[];
  /** The picture chosen now (shown as pressed). */
  selectedId?: string | null;
  onPick: (artwork: Artwork) => void;
  onClose: () => void;
}

export function ArtPicker({
  opened,
  title,
  artworks,
  selectedId,
  onPick,
  onClose,
}: ArtPickerProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" fullScreen={phone} centered>
      {artworks.length === 0 ? (
        <Text c="dimmed">{t('richText.picker.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="art-picker">
          {artworks.map((art) => (
            <UnstyledButton
              key={art.ArtworkId}
              className={classes.tile}
              aria-pressed={selectedId === art.ArtworkId}
              data-selected={selectedId === art.ArtworkId || undefined}
              onClick={() => onPick(art)}
              data-testid="art-picker-item"
              data-artwork-id={art.ArtworkId}
            >
              <Image src={art.Image.ThumbUrl} alt="" className={classes.thumb} />
              <Text size="sm" fw={600} lineClamp={1} mt={4}>
                {art.Title || t('richText.picker.untitled')}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {art.Artist.Name}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Modal>
  );
}
