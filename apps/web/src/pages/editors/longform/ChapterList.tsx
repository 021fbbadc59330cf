/**
 * The book's chapters in order: choose one to write in, add, delete (after a confirm), and move
 * them by dragging or with the up and down buttons (the keyboard way).
 */
import { ActionIcon, Button, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { LongformChapter } from '@storyloom/domain';
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { DocPart } from '../core/types';
import { useTouchScreen } from '../core/useTouchScreen';
import classes from './Longform.module.css';

export interface ChapterListProps {
  chapters: DocPart<LongformChapter>[];
  words: Map<string, number>;
  currentId: string;
  readOnly: boolean;
  canAdd: boolean;
  max: number;
  onSelect: (id: string) => void;
  onAdd: () => void;
  onDelete: (id: string) => void;
  onMove: (id: string, step: -1 | 1) => void;
  onReorder: (from: number, to: number) => void;
}

export function chapterName(
  chapter: LongformChapter,
  index: number,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  return chapter.title.trim() || t('longformEditor.chapterFallback', { n: index + 1 });
}

export function ChapterList({
  chapters,
  words,
  currentId,
  readOnly,
  canAdd,
  max,
  onSelect,
  onAdd,
  onDelete,
  onMove,
  onReorder,
}: ChapterListProps) {
  const { t, i18n } = useTranslation();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const numbers = new Intl.NumberFormat(i18n.language);
  const touch = useTouchScreen();
  return (
    <nav aria-label={t('longformEditor.chapterList')} className={classes.chapterNav}>
      <Text fw={700} size="lg" mb={4}>
        {t('longformEditor.chapters')}
      </Text>
      {readOnly ? null : (
        <Text size="xs" c="dimmed" mb="xs">
          {t(touch ? 'longformEditor.dragHintTouch' : 'longformEditor.dragHint')}
        </Text>
      )}
      <ol className={classes.chapterList} data-testid="chapter-list">
        {chapters.map((chapter, index) => {
          const name = chapterName(chapter.content, index, t);
          const count = words.get(chapter.id) ?? 0;
          const current = chapter.id === currentId;
          return (
            <li
              key={chapter.id}
              className={classes.chapterItem}
              data-current={current || undefined}
              data-drag-over={dragOver === index && dragFrom !== index ? true : undefined}
              data-testid="chapter-item"
              data-chapter-id={chapter.id}
              draggable={!readOnly}
              onDragStart={(e) => {
                setDragFrom(index);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', chapter.id);
              }}
              onDragOver={(e) => {
                if (dragFrom === null) return;
                e.preventDefault();
                setDragOver(index);
              }}
              onDragLeave={() => setDragOver((over) => (over === index ? null : over))}
              onDrop={(e) => {
                e.preventDefault();
                if (dragFrom !== null) onReorder(dragFrom, index);
                setDragFrom(null);
                setDragOver(null);
              }}
              onDragEnd={() => {
                setDragFrom(null);
                setDragOver(null);
              }}
            >
              {readOnly ? null : (
                <span className={classes.grip} aria-hidden>
                  <IconGripVertical size={16} />
                </span>
              )}
              <UnstyledButton
                className={classes.chapterButton}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(chapter.id)}
                data-testid="chapter-open"
              >
                <Text size="xs" c="dimmed" component="span" className={classes.chapterNumber}>
                  {index + 1}
                </Text>
                <span className={classes.chapterText}>
                  <Text
                    fw={current ? 700 : 500}
                    lineClamp={2}
                    component="span"
                    className={classes.chapterTitle}
                    data-testid="chapter-name"
                  >
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed" component="span">
                    {t('longformEditor.chapterWords', { count, words: numbers.format(count) })}
                  </Text>
                </span>
              </UnstyledButton>
              {readOnly ? null : (
                <Group gap={2} wrap="nowrap" className={classes.chapterTools}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('longformEditor.moveUp', { title: name })}
                    disabled={index === 0}
                    onClick={() => onMove(chapter.id, -1)}
                    data-testid="chapter-up"
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('longformEditor.moveDown', { title: name })}
                    disabled={index === chapters.length - 1}
                    onClick={() => onMove(chapter.id, 1)}
                    data-testid="chapter-down"
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <Tooltip
                    label={
                      chapters.length <= 1
                        ? t('longformEditor.lastChapter')
                        : t('longformEditor.delete', { title: name })
                    }
                  >
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('longformEditor.delete', { title: name })}
                      disabled={chapters.length <= 1}
                      onClick={() => onDelete(chapter.id)}
                      data-testid="chapter-delete"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
            </li>
          );
        })}
      </ol>
      {readOnly ? null : (
        <>
          <Button
            mt="sm"
            fullWidth
            variant="light"
            leftSection={<IconPlus size={18} />}
            onClick={onAdd}
            disabled={!canAdd}
            data-testid="add-chapter"
          >
            {t('longformEditor.addChapter')}
          </Button>
          {canAdd ? null : (
            <Text size="xs" c="dimmed" mt={4}>
              {t('longformEditor.chapterLimit', { max })}
            </Text>
          )}
        </>
      )}
    </nav>
  );
}
