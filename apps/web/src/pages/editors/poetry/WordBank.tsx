/**
 * The word bank: the art's words and little common words in the book's language. A word is
 * dragged onto the picture (mouse or finger), or chosen with a click, tap, Enter or Space to
 * land in the middle of the picture. "New words" draws the bank again.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type PointerEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useTouchScreen } from '../core/useTouchScreen';
import classes from './PoetryEditor.module.css';
import { isOnArt, pointInBox } from './tiles';

interface BankDrag {
  word: string;
  pointerId: number;
  startX: number;
  startY: number;
  moved: boolean;
}

export interface WordBankProps {
  art: string[];
  common: string[];
  boardRef: RefObject<HTMLDivElement | null>;
  disabled: boolean;
  onPlace(word: string, at?: { x: number; y: number }): void;
  onShuffle(): void;
}

export function WordBank({ art, common, boardRef, disabled, onPlace, onShuffle }: WordBankProps) {
  const { t } = useTranslation();
  const touch = useTouchScreen();
  const helpId = useId();
  const drag = useRef<BankDrag | null>(null);
  /** A click that ends a drag is not a second placement. */
  const skipClick = useRef(false);
  const [ghost, setGhost] = useState<{ word: string; x: number; y: number; over: boolean } | null>(
    null,
  );

  const spotOnArt = (clientX: number, clientY: number) => {
    const rect = boardRef.current?.getBoundingClientRect();
    return rect ? pointInBox(rect, clientX, clientY) : null;
  };

  const onPointerDown = (word: string) => (event: PointerEvent<HTMLButtonElement>) => {
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      word,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      moved: false,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    if (!d.moved && Math.hypot(event.clientX - d.startX, event.clientY - d.startY) < 6) return;
    d.moved = true;
    const spot = spotOnArt(event.clientX, event.clientY);
    setGhost({
      word: d.word,
      x: event.clientX,
      y: event.clientY,
      over: spot ? isOnArt(spot) : false,
    });
  };

  const onPointerEnd = (event: PointerEvent<HTMLButtonElement>, cancelled: boolean) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    setGhost(null);
    if (!d.moved) return;
    skipClick.current = true;
    if (cancelled) return;
    const spot = spotOnArt(event.clientX, event.clientY);
    if (spot && isOnArt(spot)) onPlace(d.word, spot);
  };

  const word = (text: string, kind: 'art' | 'common') => (
    <button
      key={`${kind}:${text}`}
      type="button"
      className={classes.bankWord}
      data-kind={kind}
      data-testid="bank-word"
      data-word={text}
      aria-describedby={helpId}
      disabled={disabled}
      onPointerDown={onPointerDown(text)}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => onPointerEnd(event, false)}
      onPointerCancel={(event) => onPointerEnd(event, true)}
      onClick={() => {
        if (skipClick.current) {
          skipClick.current = false;
          return;
        }
        onPlace(text);
      }}
    >
      {text}
    </button>
  );

  return (
    <Stack gap="sm" data-testid="word-bank">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} size="h4">
          {t('poetryEditor.bankTitle')}
        </Title>
        <Button
          variant="light"
          size="compact-md"
          onClick={onShuffle}
          disabled={disabled}
          data-testid="bank-shuffle"
        >
          {t('poetryEditor.shuffle')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" id={helpId}>
        {t(touch ? 'poetryEditor.bankHelpTouch' : 'poetryEditor.bankHelp')}
      </Text>
      {art.length > 0 ? (
        <section aria-label={t('poetryEditor.bankArt')}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
            {t('poetryEditor.bankArt')}
          </Text>
          <div className={classes.bankWords}>{art.map((w) => word(w, 'art'))}</div>
        </section>
      ) : null}
      <section aria-label={t('poetryEditor.bankCommon')}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
          {t('poetryEditor.bankCommon')}
        </Text>
        <div className={classes.bankWords}>{common.map((w) => word(w, 'common'))}</div>
      </section>
      {ghost ? (
        <span
          className={classes.ghost}
          data-over={ghost.over || undefined}
          style={{ left: ghost.x, top: ghost.y }}
          aria-hidden
        >
          {ghost.word}
        </span>
      ) : null}
    </Stack>
  );
}
