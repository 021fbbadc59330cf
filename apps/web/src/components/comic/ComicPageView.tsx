/**
 * One comic page drawn with DOM (issue "Comics"): the layout's panels, each clipping its pictures
 * (in array order: the first at the back) and its bubbles (with their tails) on top. The editor
 * draws the same page with selection and pointer handlers; the reader and the previews draw it
 * as it is. Sizes follow the page's width (container query units), so a page looks the same at
 * any size.
 */
import type { ComicBubble, ComicItem, ComicPage } from '@storyloom/domain';
import { panelRects } from '@storyloom/domain';
import type {
  DragEvent,
  HTMLAttributes,
  ReactNode,
  PointerEvent as ReactPointerEvent,
} from 'react';
import classes from './ComicPage.module.css';

export interface ComicImage {
  Url: string;
  Width: number;
  Height: number;
}

export interface PageEditing {
  selectedPanel: number;
  selectedIds: ReadonlySet<string>;
  onThingDown(panel: number, id: string, event: ReactPointerEvent<HTMLElement>): void;
  onTailDown(panel: number, id: string, event: ReactPointerEvent<HTMLElement>): void;
  onHandleDown(
    panel: number,
    id: string,
    kind: 'scale' | 'rotate',
    event: ReactPointerEvent<HTMLElement>,
  ): void;
  onPanelDown(panel: number, event: ReactPointerEvent<HTMLElement>): void;
  onDropArt(panel: number, artworkId: string, x: number, y: number): void;
  panelLabel(panel: number): string;
}

export const ART_DRAG_TYPE = 'application/x-storyloom-artwork';

const pct = (n: number) => `${n * 100}%`;

type ThingProps = HTMLAttributes<HTMLElement> & Record<`data-${string}`, unknown>;

function Item({
  item,
  image,
  extra,
}: {
  item: ComicItem;
  image: ComicImage | undefined;
  extra: ThingProps;
}) {
  const transform = `translate(-50%, -50%) rotate(${item.rotation}deg) scaleX(${item.flip ? -1 : 1})`;
  const style = { left: pct(item.x), top: pct(item.y), width: pct(item.scale), transform };
  return image ? (
    <img
      {...extra}
      className={classes.item}
      src={image.Url}
      alt=""
      draggable={false}
      style={style}
    />
  ) : (
    <span
      {...extra}
      className={`${classes.item} ${classes.missing}`}
      style={{ ...style, aspectRatio: '1' }}
    />
  );
}

function Tail({ bubble }: { bubble: ComicBubble }) {
  if (!bubble.tail || bubble.style === 'caption') return null;
  const bx = bubble.x * 100;
  const by = bubble.y * 100;
  const tx = bubble.tail.x * 100;
  const ty = bubble.tail.y * 100;
  if (bubble.style === 'thought') {
    return (
      <g>
        {[0.55, 0.75, 0.92].map((f, i) => (
          <ellipse
            key={f}
            cx={bx + (tx - bx) * f}
            cy={by + (ty - by) * f}
            rx={2.2 - i * 0.6}
            ry={1.8 - i * 0.5}
            className={classes.tailShape}
          />
        ))}
      </g>
    );
  }
  const w = bubble.style === 'shout' ? 5 : 3.5;
  return (
    <polygon
      points={`${bx - w},${by} ${bx + w},${by} ${tx},${ty}`}
      className={classes.tailShape}
      data-style={bubble.style}
    />
  );
}

function Bubble({ bubble, extra }: { bubble: ComicBubble; extra: ThingProps }) {
  return (
    <div
      {...extra}
      className={classes.bubble}
      data-style={bubble.style}
      data-testid="comic-bubble"
      style={{
        left: pct(bubble.x),
        top: pct(bubble.y),
        width: pct(bubble.width),
        fontSize: `max(9px, calc(${bubble.fontSize} / 600 * 100cqw))`,
      }}
    >
      {bubble.text}
    </div>
  );
}

function thingDown(editing: PageEditing, panel: number, id: string) {
  return (event: ReactPointerEvent<HTMLElement>) => {
    event.stopPropagation();
    editing.onThingDown(panel, id, event);
  };
}

export interface ComicPageViewProps {
  page: ComicPage;
  images: ReadonlyMap<string, ComicImage>;
  label: string;
  testId?: string;
  editing?: PageEditing;
  /** Things the editor draws over a panel (selection frames, handles). */
  overlay?(panel: number): ReactNode;
}

export function ComicPageView({
  page,
  images,
  label,
  testId,
  editing,
  overlay,
}: ComicPageViewProps) {
  const rects = panelRects(page.layout);
  return (
    <div
      className={classes.page}
      style={{ background: page.background }}
      {...(editing ? { role: 'group', 'aria-label': label } : { role: 'img', 'aria-label': label })}
      data-testid={testId}
      data-layout={page.layout}
    >
      {page.panels.map((panel, p) => {
        const rect = rects[p];
        if (!rect) return null;
        const drop = editing
          ? {
              onDragOver: (event: DragEvent<HTMLDivElement>) => {
                if (event.dataTransfer.types.includes(ART_DRAG_TYPE)) event.preventDefault();
              },
              onDrop: (event: DragEvent<HTMLDivElement>) => {
                const id = event.dataTransfer.getData(ART_DRAG_TYPE);
                if (!id) return;
                event.preventDefault();
                const box = event.currentTarget.getBoundingClientRect();
                editing.onDropArt(
                  p,
                  id,
                  (event.clientX - box.left) / box.width,
                  (event.clientY - box.top) / box.height,
                );
              },
            }
          : {};
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: panels are the layout's positions.
            key={`${page.layout}-${p}`}
            className={classes.panel}
            data-testid="comic-panel"
            data-panel={p}
            data-selected={editing?.selectedPanel === p || undefined}
            {...(editing ? { role: 'group', 'aria-label': editing.panelLabel(p) } : {})}
            style={{
              left: pct(rect.x),
              top: pct(rect.y),
              width: pct(rect.width),
              height: pct(rect.height),
              background: panel.background,
            }}
            onPointerDown={editing ? (event) => editing.onPanelDown(p, event) : undefined}
            {...drop}
          >
            {panel.items.map((item) => (
              <Item
                key={item.id}
                item={item}
                image={images.get(item.artworkId)}
                extra={{
                  'data-testid': 'comic-item',
                  'data-id': item.id,
                  'data-artwork': item.artworkId,
                  'data-flip': item.flip || undefined,
                  'data-selected': editing?.selectedIds.has(item.id) || undefined,
                  onPointerDown: editing ? thingDown(editing, p, item.id) : undefined,
                }}
              />
            ))}
            <svg
              className={classes.tails}
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
              aria-hidden
            >
              {panel.bubbles.map((b) => (
                <Tail key={b.id} bubble={b} />
              ))}
            </svg>
            {panel.bubbles.map((bubble) => (
              <Bubble
                key={bubble.id}
                bubble={bubble}
                extra={{
                  'data-id': bubble.id,
                  'data-selected': editing?.selectedIds.has(bubble.id) || undefined,
                  onPointerDown: editing ? thingDown(editing, p, bubble.id) : undefined,
                }}
              />
            ))}
            {editing
              ? panel.bubbles.map((bubble) =>
                  editing.selectedIds.has(bubble.id) && bubble.tail ? (
                    <span
                      key={bubble.id}
                      className={classes.tailHandle}
                      data-testid="tail-handle"
                      style={{ left: pct(bubble.tail.x), top: pct(bubble.tail.y) }}
                      onPointerDown={(event) => {
                        event.stopPropagation();
                        editing.onTailDown(p, bubble.id, event);
                      }}
                    />
                  ) : null,
                )
              : null}
            {editing && editing.selectedIds.size === 1
              ? panel.items
                  .filter((item) => editing.selectedIds.has(item.id))
                  .map((item) => {
                    // The picture's half height as a fraction of the panel's height.
                    const image = images.get(item.artworkId);
                    const aspect = image && image.Width > 0 ? image.Height / image.Width : 1;
                    const halfHeight =
                      (item.scale * aspect * rect.width * 3) / (rect.height * 4) / 2;
                    return [
                      <span
                        key={`${item.id}-scale`}
                        className={classes.scaleHandle}
                        data-testid="scale-handle"
                        style={{ left: pct(item.x + item.scale / 2), top: pct(item.y) }}
                        onPointerDown={(event) => {
                          event.stopPropagation();
                          editing.onHandleDown(p, item.id, 'scale', event);
                        }}
                      />,
                      <span
                        key={`${item.id}-rotate`}
                        className={classes.rotateHandle}
                        data-testid="rotate-handle"
                        style={{
                          left: pct(item.x),
                          top: pct(Math.max(0.03, item.y - halfHeight - 0.05)),
                        }}
                        onPointerDown={(event) => {
                          event.stopPropagation();
                          editing.onHandleDown(p, item.id, 'rotate', event);
                        }}
                      />,
                    ];
                  })
              : null}
            {overlay?.(p)}
          </div>
        );
      })}
    </div>
  );
}
