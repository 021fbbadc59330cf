/**
 * The art with the poem's word tiles on it. In the editor a tile is dragged with the mouse or a
 * finger (pointer events), moved with the arrow keys, turned with its turn button and taken off
 * with its × button, Delete, or by dragging it off the picture. The preview shows it still.
 */
import type { PoemTile } from '@storyloom/domain';
import { type KeyboardEvent, type PointerEvent, type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Artwork } from '../core/types';
import { useTouchScreen } from '../core/useTouchScreen';
import classes from './PoetryEditor.module.css';
import { type ArrowKey, isArrowKey, isOffArt, pointInBox } from './tiles';

export interface TileActions {
  move(id: string, to: { x: number; y: number }): void;
  nudge(id: string, key: ArrowKey, big: boolean): void;
  turn(id: string): void;
  remove(id: string): void;
}

interface Drag {
  id: string;
  pointerId: number;
  startX: number;
  startY: number;
  /** Where on the tile it was taken, so it does not jump under the pointer. */
  offsetX: number;
  offsetY: number;
  moved: boolean;
}

/** The picture alone, sized by its own proportions (a calm paper box when it is missing). */
export function ArtImage({ art }: { art: Artwork | null }) {
  const { t } = useTranslation();
  if (!art)
    return <div className={classes.noArt} role="img" aria-label={t('poetryEditor.noArtAlt')} />;
  return (
    <img
      className={classes.artImage}
      src={art.Image.Url}
      alt={art.Title}
      draggable={false}
      width={art.Image.Width || undefined}
      height={art.Image.Height || undefined}
    />
  );
}

export function artRatio(art: Artwork | null): string {
  const w = art?.Image.Width ?? 0;
  const h = art?.Image.Height ?? 0;
  return w > 0 && h > 0 ? `${w} / ${h}` : '4 / 3';
}

/** The tiles as readers see them: still, on the picture. */
export function StillBoard({ art, tiles }: { art: Artwork | null; tiles: readonly PoemTile[] }) {
  return (
    <div className={classes.board} style={{ aspectRatio: artRatio(art) }} data-testid="poem-still">
      <ArtImage art={art} />
      {tiles.map((tile) => (
        <span
          key={tile.id}
          className={classes.tile}
          data-still
          style={{
            left: `${tile.x * 100}%`,
            top: `${tile.y * 100}%`,
            transform: `translate(-50%, -50%) rotate(${tile.rotation}deg)`,
          }}
        >
          {tile.word}
        </span>
      ))}
    </div>
  );
}

export interface PoemBoardProps {
  art: Artwork | null;
  tiles: readonly PoemTile[];
  editable: boolean;
  actions: TileActions;
  boardRef: Ref<HTMLDivElement>;
}

export function PoemBoard({ art, tiles, editable, actions, boardRef }: PoemBoardProps) {
  const { t } = useTranslation();
  const touch = useTouchScreen();
  const helpId = useId();
  const box = useRef<HTMLDivElement | null>(null);
  const drag = useRef<Drag | null>(null);
  const [dragAt, setDragAt] = useState<{ id: string; x: number; y: number } | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  /** Takes a tile off and keeps the keyboard on the board: on the next tile, or the board. */
  const removeAt = (index: number) => {
    const tile = tiles[index];
    if (!tile) return;
    const next = tiles[index + 1] ?? tiles[index - 1];
    actions.remove(tile.id);
    const button = next ? buttons.current.get(next.id) : null;
    if (button) button.focus();
    else box.current?.focus();
  };

  const setBox = (node: HTMLDivElement | null) => {
    box.current = node;
    if (typeof boardRef === 'function') boardRef(node);
    else if (boardRef) (boardRef as { current: HTMLDivElement | null }).current = node;
  };

  const pointAt = (clientX: number, clientY: number) => {
    const rect = box.current?.getBoundingClientRect();
    return rect ? pointInBox(rect, clientX, clientY) : { x: 0.5, y: 0.5 };
  };

  const onPointerDown = (tile: PoemTile) => (event: PointerEvent<HTMLButtonElement>) => {
    if (!editable || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = pointAt(event.clientX, event.clientY);
    drag.current = {
      id: tile.id,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      offsetX: at.x - tile.x,
      offsetY: at.y - tile.y,
      moved: false,
    };
    setSelected(tile.id);
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    if (!d.moved && Math.hypot(event.clientX - d.startX, event.clientY - d.startY) < 4) return;
    d.moved = true;
    const at = pointAt(event.clientX, event.clientY);
    setDragAt({ id: d.id, x: at.x - d.offsetX, y: at.y - d.offsetY });
  };

  const endDrag = (event: PointerEvent<HTMLButtonElement>, cancelled: boolean) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragAt(null);
    if (cancelled || !d.moved) return;
    const at = pointAt(event.clientX, event.clientY);
    const to = { x: at.x - d.offsetX, y: at.y - d.offsetY };
    if (isOffArt(at)) actions.remove(d.id);
    else actions.move(d.id, to);
  };

  const onKeyDown =
    (tile: PoemTile, index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!editable) return;
      if (isArrowKey(event.key)) {
        event.preventDefault();
        actions.nudge(tile.id, event.key, event.shiftKey);
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        removeAt(index);
      } else if (event.key === 'Escape') {
        setSelected(null);
      }
    };

  return (
    <div
      ref={setBox}
      className={classes.board}
      style={{ aspectRatio: artRatio(art) }}
      data-testid="poem-board"
      tabIndex={-1}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget || event.target instanceof HTMLImageElement) {
          setSelected(null);
        }
      }}
    >
      <ArtImage art={art} />
      <p id={helpId} className={classes.visuallyHidden}>
        {t(touch ? 'poetryEditor.tileHelpTouch' : 'poetryEditor.tileHelp')}
      </p>
      {tiles.map((tile, index) => {
        const moving = dragAt?.id === tile.id ? dragAt : null;
        const x = moving ? moving.x : tile.x;
        const y = moving ? moving.y : tile.y;
        const off = moving ? isOffArt({ x, y }) : false;
        return (
          <div
            key={tile.id}
            className={classes.tileWrap}
            data-selected={selected === tile.id || undefined}
            data-dragging={moving ? true : undefined}
            style={{
              left: `${x * 100}%`,
              top: `${y * 100}%`,
              transform: `translate(-50%, -50%) rotate(${tile.rotation}deg)`,
            }}
          >
            <button
              type="button"
              ref={(node) => {
                if (node) buttons.current.set(tile.id, node);
                else buttons.current.delete(tile.id);
              }}
              className={classes.tile}
              data-testid="poem-tile"
              data-word={tile.word}
              data-off={off || undefined}
              aria-label={t('poetryEditor.tileLabel', { word: tile.word })}
              aria-describedby={helpId}
              disabled={!editable}
              onPointerDown={onPointerDown(tile)}
              onPointerMove={onPointerMove}
              onPointerUp={(event) => endDrag(event, false)}
              onPointerCancel={(event) => endDrag(event, true)}
              onKeyDown={onKeyDown(tile, index)}
              onFocus={() => setSelected(tile.id)}
            >
              {tile.word}
            </button>
            {editable && !moving ? (
              <>
                <button
                  type="button"
                  className={classes.tileRemove}
                  aria-label={t('poetryEditor.removeTile', { word: tile.word })}
                  title={t('poetryEditor.removeTile', { word: tile.word })}
                  onClick={() => removeAt(index)}
                >
                  ×
                </button>
                <button
                  type="button"
                  className={classes.tileTurn}
                  aria-label={t('poetryEditor.turnTile', { word: tile.word })}
                  title={t('poetryEditor.turnTile', { word: tile.word })}
                  onClick={() => actions.turn(tile.id)}
                >
                  ↻
                </button>
              </>
            ) : null}
            {off ? (
              <span className={classes.offHint} aria-hidden>
                {t('poetryEditor.dragOff')}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
