/**
 * The page canvas: the page being edited, large, as the reader will see it, and the place where
 * tray pictures are dropped. Dropped on the left or right third, a picture takes that half of
 * the page; in the middle, the whole page. The cover takes a dropped picture whole.
 */
import type { DragEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { ART_DRAG_TYPE } from './ArtTray';
import classes from './PictureBook.module.css';
import type { ArtPlacement } from './pages';

type Zone = 'start' | 'full' | 'end';

/** The zone under the pointer: the outer thirds are the halves (mirrored right to left). */
export function zoneAt(x: number, left: number, width: number, rtl: boolean): Zone {
  const ratio = width > 0 ? (x - left) / width : 0.5;
  const leftSide: Zone = rtl ? 'end' : 'start';
  const rightSide: Zone = rtl ? 'start' : 'end';
  if (ratio < 0.3) return leftSide;
  if (ratio > 0.7) return rightSide;
  return 'full';
}

export function placementOf(zone: Zone): ArtPlacement {
  return zone === 'full' ? { layout: 'full' } : { layout: 'half', side: zone };
}

function hasArt(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes(ART_DRAG_TYPE);
}

export interface DropCanvasProps {
  kind: 'page' | 'cover';
  disabled: boolean;
  /** A tray picture is being dragged somewhere. */
  dragging: boolean;
  onDropArt(artworkId: string, placement: ArtPlacement): void;
  children: ReactNode;
}

export function DropCanvas({ kind, disabled, dragging, onDropArt, children }: DropCanvasProps) {
  const { t } = useTranslation();
  const [zone, setZone] = useState<Zone | null>(null);
  const zoneFor = (event: DragEvent<HTMLElement>): Zone => {
    if (kind === 'cover') return 'full';
    const rect = event.currentTarget.getBoundingClientRect();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    return zoneAt(event.clientX, rect.left, rect.width, rtl);
  };
  const showZones = !disabled && (dragging || zone !== null);
  const zones: Zone[] = kind === 'cover' ? ['full'] : ['start', 'full', 'end'];
  const zoneLabel = (z: Zone) =>
    kind === 'cover'
      ? t('pictureBookEditor.drop.cover')
      : t(`pictureBookEditor.drop.${z === 'full' ? 'full' : z === 'start' ? 'left' : 'right'}`);
  return (
    <section
      className={classes.canvasWrap}
      data-drop-ready={showZones || undefined}
      data-testid="page-canvas"
      data-kind={kind}
      aria-label={t(
        kind === 'cover' ? 'pictureBookEditor.canvas.cover' : 'pictureBookEditor.canvas.page',
      )}
      onDragOver={(event) => {
        if (disabled || !hasArt(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        const next = zoneFor(event);
        if (next !== zone) setZone(next);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setZone(null);
      }}
      onDrop={(event) => {
        if (disabled || !hasArt(event)) return;
        event.preventDefault();
        const artworkId = event.dataTransfer.getData(ART_DRAG_TYPE);
        const placement = placementOf(zoneFor(event));
        setZone(null);
        if (artworkId) onDropArt(artworkId, placement);
      }}
    >
      {children}
      {showZones ? (
        <div className={classes.dropZones} data-cover={kind === 'cover' || undefined} aria-hidden>
          {zones.map((z) => (
            <div key={z} className={classes.dropZone} data-active={zone === z || undefined}>
              {zoneLabel(z)}
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
