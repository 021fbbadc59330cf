/**
 * The page being edited, with pointer gestures: press a picture or bubble to select it (Shift, or
 * "Choose several" on a touch screen, adds to the selection), drag to move the selection, drag a
 * bubble's handle to point its tail; press an empty spot of a panel to choose the panel. With the
 * canvas focused, arrow keys nudge (Shift: further), Delete removes, Ctrl/Cmd+D duplicates and
 * Escape lets go.
 */
import type { ComicPage } from '@storyloom/domain';
import { type KeyboardEvent, type PointerEvent as ReactPointerEvent, useRef } from 'react';
import { type ComicImage, ComicPageView } from '../../../components/comic/ComicPageView';
import { useTranslation } from '../../../i18n/react';
import classes from './Comic.module.css';
import type { Selection } from './comic';
import { moveTo, nudge, removeThings, setRotation, setScale, setTail } from './things';

export interface ComicCanvasProps {
  page: ComicPage;
  images: ReadonlyMap<string, ComicImage>;
  label: string;
  zoom: number;
  readOnly: boolean;
  selection: Selection;
  onSelect(selection: Selection): void;
  /** Changes the page; gestures pass one key per gesture so a drag undoes in one step. */
  onChange(update: (page: ComicPage) => ComicPage, key?: string): void;
  onDropArt(panel: number, artworkId: string, x: number, y: number): void;
  onDuplicate(): void;
  /** "Choose several" is on: a press adds to the selection or takes out, as Shift does. */
  several?: boolean;
}

interface Gesture {
  key: string;
  panel: number;
  box: DOMRect;
  startX: number;
  startY: number;
  starts: Map<string, { x: number; y: number }>;
  tail: string | null;
  /** A handle of one picture: its size or its turn. */
  handle: { id: string; kind: 'scale' | 'rotate'; x: number; y: number } | null;
}

let gestures = 0;

export function ComicCanvas(props: ComicCanvasProps) {
  const { t } = useTranslation();
  const { page, selection, onSelect, onChange, readOnly } = props;
  const gesture = useRef<Gesture | null>(null);

  const begin = (
    panel: number,
    event: ReactPointerEvent<HTMLElement>,
    ids: string[],
    tail: string | null,
    handle: Gesture['handle'] = null,
  ) => {
    const panelElement = (event.currentTarget.closest('[data-panel]') ??
      event.currentTarget) as HTMLElement;
    const things = page.panels[panel];
    if (!things || readOnly) return;
    const starts = new Map<string, { x: number; y: number }>();
    for (const thing of [...things.items, ...things.bubbles]) {
      if (ids.includes(thing.id)) starts.set(thing.id, { x: thing.x, y: thing.y });
    }
    gestures += 1;
    gesture.current = {
      key: `gesture:${gestures}`,
      panel,
      box: panelElement.getBoundingClientRect(),
      startX: event.clientX,
      startY: event.clientY,
      starts,
      tail,
      handle,
    };
    panelElement.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g || g.box.width === 0) return;
    if (g.handle) {
      const { id, kind, x, y } = g.handle;
      const px = (event.clientX - g.box.left) / g.box.width;
      const py = (event.clientY - g.box.top) / g.box.height;
      if (kind === 'scale') {
        onChange((p) => setScale(p, g.panel, id, Math.abs(px - x) * 2), g.key);
      } else {
        const angle = Math.atan2((py - y) * g.box.height, (px - x) * g.box.width);
        onChange((p) => setRotation(p, g.panel, id, (angle * 180) / Math.PI + 90), g.key);
      }
      return;
    }
    if (g.tail) {
      const tailId = g.tail;
      const x = (event.clientX - g.box.left) / g.box.width;
      const y = (event.clientY - g.box.top) / g.box.height;
      onChange((p) => setTail(p, g.panel, tailId, x, y), g.key);
      return;
    }
    const dx = (event.clientX - g.startX) / g.box.width;
    const dy = (event.clientY - g.startY) / g.box.height;
    if (Math.abs(dx) + Math.abs(dy) < 0.002) return;
    onChange((p) => moveTo(p, g.panel, g.starts, dx, dy), g.key);
  };
  const end = () => {
    gesture.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readOnly || selection.ids.length === 0) return;
    const step = event.shiftKey ? 0.05 : 0.01;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      onChange((p) => nudge(p, selection.panel, selection.ids, move[0], move[1]), 'nudge');
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      onChange((p) => removeThings(p, selection.panel, selection.ids));
      onSelect({ panel: selection.panel, ids: [] });
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'd') {
      props.onDuplicate();
    } else if (event.key === 'Escape') {
      onSelect({ panel: selection.panel, ids: [] });
    } else return;
    event.preventDefault();
  };

  const selectedIds = new Set(selection.ids);
  return (
    <div
      className={classes.canvas}
      style={{ width: `min(100%, ${Math.round(560 * props.zoom)}px)` }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes the keyboard (nudge, delete).
      tabIndex={0}
      role="application"
      aria-label={t('comicEditor.canvas.label')}
      aria-describedby="comic-canvas-help"
      data-testid="comic-canvas"
      onKeyDown={onKeyDown}
      onPointerMove={onPointerMove}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <span id="comic-canvas-help" hidden>
        {t('comicEditor.canvas.help')}
      </span>
      <ComicPageView
        page={page}
        images={props.images}
        label={props.label}
        testId="comic-page"
        editing={{
          selectedPanel: selection.panel,
          selectedIds,
          panelLabel: (p) => t('comicEditor.canvas.panel', { number: p + 1 }),
          onPanelDown: (panel) => onSelect({ panel, ids: [] }),
          onThingDown: (panel, id, event) => {
            let ids: string[];
            if ((event.shiftKey || props.several) && panel === selection.panel) {
              ids = selectedIds.has(id)
                ? selection.ids.filter((x) => x !== id)
                : [...selection.ids, id];
            } else {
              ids = selectedIds.has(id) && panel === selection.panel ? selection.ids : [id];
            }
            onSelect({ panel, ids });
            if (ids.includes(id)) begin(panel, event, ids, null);
          },
          onTailDown: (panel, id, event) => begin(panel, event, [], id),
          onHandleDown: (panel, id, kind, event) => {
            const item = page.panels[panel]?.items.find((i) => i.id === id);
            if (item) begin(panel, event, [], null, { id, kind, x: item.x, y: item.y });
          },
          onDropArt: props.onDropArt,
        }}
      />
    </div>
  );
}
