/**
 * The preview: the book as the reader will see it, the cover first and then every page, turned
 * with the buttons or the arrow keys.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BookCover } from '@storyloom/domain';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { type ArtLookup, CoverView, PageView } from './PageView';
import classes from './PictureBook.module.css';
import { normalizePage, type PagePart } from './pages';

export interface PreviewModalProps {
  opened: boolean;
  onClose(): void;
  parts: PagePart[];
  cover: BookCover;
  title: string;
  art: ArtLookup;
  /** Where to open: 0 is the cover, n is page n. */
  start: number;
}

export function PreviewModal({
  opened,
  onClose,
  parts,
  cover,
  title,
  art,
  start,
}: PreviewModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const [at, setAt] = useState(start);
  const last = parts.length;
  useEffect(() => {
    if (opened) setAt(Math.min(start, last));
  }, [opened, start, last]);
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setAt((n) => Math.min(last, n + 1));
      else if (event.key === 'ArrowLeft') setAt((n) => Math.max(0, n - 1));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, last]);
  const part = at > 0 ? parts[at - 1] : undefined;
  const where =
    at === 0
      ? t('pictureBookEditor.preview.cover')
      : t('pictureBookEditor.preview.page', { number: at, count: last });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('pictureBookEditor.preview.title')}
      size="min(1100px, 96vw)"
      fullScreen={phone}
      centered
      data-testid="picturebook-preview"
    >
      <div className={classes.previewStage}>
        <div className={classes.previewPage} data-testid="preview-page" data-at={at}>
          {part ? (
            <PageView page={normalizePage(part.content)} art={art} label={where} />
          ) : (
            <CoverView cover={cover} title={title} art={art} label={where} />
          )}
        </div>
        <Group justify="space-between" w="100%" wrap="nowrap">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            disabled={at === 0}
            onClick={() => setAt((n) => Math.max(0, n - 1))}
            data-testid="preview-back"
          >
            {t('pictureBookEditor.preview.back')}
          </Button>
          <Text fw={600} aria-live="polite" data-testid="preview-where">
            {where}
          </Text>
          <Button
            rightSection={<IconArrowRight size={18} aria-hidden />}
            disabled={at >= last}
            onClick={() => setAt((n) => Math.min(last, n + 1))}
            data-testid="preview-next"
          >
            {t('pictureBookEditor.preview.next')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('pictureBookEditor.preview.keys')}
        </Text>
      </div>
    </Modal>
  );
}
