/**
 * The page strip: the cover and every page as small pictures, in reading order. Pages are chosen
 * by a click, reordered by dragging (or with the move buttons, by keyboard), added, duplicated
 * and deleted. The last page cannot be deleted; a book holds at most `max` pages.
 */
import { Button, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { BookCover } from '@storyloom/domain';
import { IconArrowLeft, IconArrowRight, IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { type ArtLookup, CoverView, PageView } from './PageView';
import classes from './PictureBook.module.css';
import { canAddPage, normalizePage, type PagePart } from './pages';

export const PAGE_DRAG_TYPE = 'application/x-storyloom-page';

export type Selection = 'cover' | string;

export interface PageStripProps {
  parts: PagePart[];
  cover: BookCover;
  title: string;
  art: ArtLookup;
  selected: Selection;
  max: number;
  readOnly: boolean;
  onSelect(selection: Selection): void;
  onAdd(): void;
  onDuplicate(id: string): void;
  onMoveBy(id: string, by: -1 | 1): void;
  /** A page dragged onto another: before or after it. */
  onDropPage(draggedId: string, targetId: string, after: boolean): void;
  onDelete(id: string): void;
}

function isPageDrag(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes(PAGE_DRAG_TYPE);
}

export function PageStrip({
  parts,
  cover,
  title,
  art,
  selected,
  max,
  readOnly,
  onSelect,
  onAdd,
  onDuplicate,
  onMoveBy,
  onDropPage,
  onDelete,
}: PageStripProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<{ id: string; after: boolean } | null>(null);
  const index = parts.findIndex((p) => p.id === selected);
  const page = index === -1 ? null : parts[index];
  const full = !canAddPage(parts.length, max);
  const lastPage = parts.length <= 1;
  const list = useRef<HTMLOListElement>(null);
  // Keep the page being edited in sight (a new page at the end of a long book, a moved page).
  const position = selected === 'cover' ? -1 : index;
  useEffect(() => {
    if (position < -1) return;
    const current = list.current?.querySelector<HTMLElement>('[aria-current="true"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [position]);

  const sideOf = (event: DragEvent<HTMLElement>): boolean => {
    const rect = event.currentTarget.getBoundingClientRect();
    const middle = rect.left + rect.width / 2;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    return rtl ? event.clientX < middle : event.clientX > middle;
  };

  return (
    <nav className={classes.strip} aria-label={t('pictureBookEditor.strip.label')}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Text fw={700} size="sm" data-testid="page-count">
            {t('pictureBookEditor.strip.count', { count: parts.length, max })}
          </Text>
          {full ? (
            <Text size="sm" c="orange.9" role="status" data-testid="page-limit">
              {t('pictureBookEditor.strip.full', { max })}
            </Text>
          ) : null}
        </Group>
        {page && !readOnly ? (
          <Group gap={6} wrap="wrap" data-testid="page-tools">
            <Tooltip label={t('pictureBookEditor.strip.moveLeft')}>
              <Button
                variant="default"
                size="xs"
                px={8}
                disabled={index === 0}
                onClick={() => onMoveBy(page.id, -1)}
                aria-label={t('pictureBookEditor.strip.moveLeft')}
                data-testid="move-page-left"
              >
                <IconArrowLeft size={18} aria-hidden />
              </Button>
            </Tooltip>
            <Tooltip label={t('pictureBookEditor.strip.moveRight')}>
              <Button
                variant="default"
                size="xs"
                px={8}
                disabled={index === parts.length - 1}
                onClick={() => onMoveBy(page.id, 1)}
                aria-label={t('pictureBookEditor.strip.moveRight')}
                data-testid="move-page-right"
              >
                <IconArrowRight size={18} aria-hidden />
              </Button>
            </Tooltip>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconCopy size={16} aria-hidden />}
              disabled={full}
              onClick={() => onDuplicate(page.id)}
              data-testid="duplicate-page"
            >
              {t('pictureBookEditor.strip.duplicate')}
            </Button>
            <Tooltip label={t('pictureBookEditor.strip.lastPage')} disabled={!lastPage}>
              <Button
                variant="default"
                size="xs"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                disabled={lastPage}
                onClick={() => onDelete(page.id)}
                data-testid="delete-page"
              >
                {t('pictureBookEditor.strip.delete')}
              </Button>
            </Tooltip>
          </Group>
        ) : null}
      </Group>
      <VisuallyHidden aria-live="polite" data-testid="strip-position">
        {page
          ? t('pictureBookEditor.strip.position', { number: index + 1, count: parts.length })
          : t('pictureBookEditor.strip.onCover')}
      </VisuallyHidden>
      <ol className={classes.stripList} data-testid="page-strip" ref={list}>
        <li className={classes.stripItem}>
          <button
            type="button"
            className={classes.thumbButton}
            aria-current={selected === 'cover'}
            onClick={() => onSelect('cover')}
            data-testid="strip-cover"
          >
            <CoverView cover={cover} title={title} art={art} thumb />
            <span className={classes.thumbLabel}>{t('pictureBookEditor.strip.cover')}</span>
          </button>
        </li>
        {parts.map((part, i) => (
          <li
            key={part.id}
            className={classes.stripItem}
            data-drop={dropAt?.id === part.id ? (dropAt.after ? 'after' : 'before') : undefined}
            onDragOver={(event) => {
              if (readOnly || !isPageDrag(event)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              const after = sideOf(event);
              if (dropAt?.id !== part.id || dropAt.after !== after) {
                setDropAt({ id: part.id, after });
              }
            }}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                setDropAt((d) => (d?.id === part.id ? null : d));
              }
            }}
            onDrop={(event) => {
              if (readOnly || !isPageDrag(event)) return;
              event.preventDefault();
              const dragged = event.dataTransfer.getData(PAGE_DRAG_TYPE);
              setDropAt(null);
              setDragging(null);
              if (dragged) onDropPage(dragged, part.id, sideOf(event));
            }}
          >
            <button
              type="button"
              className={classes.thumbButton}
              aria-current={selected === part.id}
              aria-label={t('pictureBookEditor.strip.page', { number: i + 1 })}
              draggable={!readOnly}
              data-dragging={dragging === part.id || undefined}
              data-testid="strip-page"
              data-page-id={part.id}
              onClick={() => onSelect(part.id)}
              onDragStart={(event) => {
                event.dataTransfer.setData(PAGE_DRAG_TYPE, part.id);
                event.dataTransfer.effectAllowed = 'move';
                setDragging(part.id);
              }}
              onDragEnd={() => {
                setDragging(null);
                setDropAt(null);
              }}
            >
              <PageView page={normalizePage(part.content)} art={art} thumb />
              <span className={classes.thumbLabel} aria-hidden>
                {i + 1}
              </span>
            </button>
          </li>
        ))}
        {readOnly ? null : (
          <li className={classes.stripItem}>
            <Tooltip label={t('pictureBookEditor.strip.full', { max })} disabled={!full}>
              <Button
                variant="light"
                className={classes.addTile}
                onClick={onAdd}
                disabled={full}
                data-testid="add-page"
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              >
                <Group gap={4} justify="center">
                  <IconPlus size={18} aria-hidden />
                  {t('pictureBookEditor.strip.add')}
                </Group>
              </Button>
            </Tooltip>
          </li>
        )}
      </ol>
    </nav>
  );
}
