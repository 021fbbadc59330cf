import type { Canvas } from './canvas';
import { type EmojiSet, placeEmoji } from './emoji';
import { hazed, type Palette, type TimeOfDay } from './palette';
import { moon, sky, stars, sun } from './shapes';

/** Someone (or something) in the picture: an emoji placed large, in the scene's light. */
export interface CastMember {
  emoji: string;
  /** 0..1 across the picture. */
  x: number;
  /** Feet at this fraction of the height (default: the scene's ground line). */
  y?: number;
  /** Height as a fraction of the picture's height (default 0.3). */
  size?: number;
  flip?: boolean;
  rotate?: number;
  /** Peeks out from behind a bush (emoji that are only a head look best this way). */
  peek?: boolean;
}

export interface Subject {
  time: TimeOfDay;
  cast?: CastMember[];
  /** Theme-specific things to draw (lighthouse, bridge, cabin...). */
  features?: string[];
}

export interface SceneArgs {
  c: Canvas;
  p: Palette;
  s: Subject;
  set: EmojiSet;
}

export const has = (s: Subject, feature: string) => s.features?.includes(feature) ?? false;

/** Sky with the light of its time of day: sun by day, low sun at sunset, moon and stars at night. */
export function skyAndLight(args: SceneArgs, horizon: number, lightX = 0.75): { skyMid: string } {
  const { c, p, s } = args;
  const stops = p.sky[s.time];
  sky(c, stops, horizon + 40);
  const x = c.width * lightX;
  if (s.time === 'night') {
    stars(c, 90, horizon * 0.9);
    moon(c, x, c.height * 0.2, c.height * 0.07, { full: has(s, 'full-moon') });
  } else if (s.time === 'sunset') {
    sun(c, x, horizon - c.height * 0.06, c.height * 0.09, '#fff1c1', '#ffb36b');
  } else if (s.time === 'dawn') {
    sun(c, x, horizon - c.height * 0.02, c.height * 0.07, '#fff6d8', '#ffc8a0');
  } else {
    sun(c, x, c.height * 0.16, c.height * 0.065);
  }
  return { skyMid: stops[Math.floor(stops.length / 2)] as string };
}

/** Land colours in the scene's light: hazier with distance, darker at night. */
export function landColor(args: SceneArgs, color: string, distance: number): string {
  const { p, s } = args;
  const skyColor = p.sky[s.time][p.sky[s.time].length - 1] as string;
  const tinted = hazed(color, skyColor, distance);
  if (s.time === 'night') return hazed(tinted, '#283470', 0.4);
  if (s.time === 'sunset') return hazed(tinted, '#a0506a', 0.18);
  return tinted;
}

/** A round bush, in front of whoever peeks out of it. */
export function bush(args: SceneArgs, x: number, bottom: number, width: number): void {
  const { c, p } = args;
  const leaf = landColor(args, p.leaf, 0);
  const r = width * 0.16;
  const blobs = [
    [x - width * 0.3, bottom - r * 0.7, r * 0.95],
    [x + width * 0.3, bottom - r * 0.75, r],
    [x - width * 0.1, bottom - r * 1.05, r * 1.05],
    [x + width * 0.12, bottom - r * 1.1, r * 1.1],
  ];
  c.add(
    `<ellipse cx="${x}" cy="${bottom}" rx="${width * 0.5}" ry="${width * 0.07}" fill="#1d1530" opacity="0.2"/>`,
  );
  c.add(
    `<g fill="${leaf}"${c.stroke(2.5)}>${blobs.map(([bx, by, br]) => `<circle cx="${(bx as number).toFixed(1)}" cy="${(by as number).toFixed(1)}" r="${(br as number).toFixed(1)}"/>`).join('')}<rect x="${x - width * 0.45}" y="${bottom - r * 0.8}" width="${width * 0.9}" height="${r * 0.8}" rx="${r * 0.4}"/></g>`,
  );
  c.add(
    `<g fill="#ffffff" opacity="0.16">${blobs.map(([bx, by, br]) => `<circle cx="${((bx as number) - (br as number) * 0.3).toFixed(1)}" cy="${((by as number) - (br as number) * 0.35).toFixed(1)}" r="${((br as number) * 0.35).toFixed(1)}"/>`).join('')}</g>`,
  );
}

/** Draws the cast, feet on the ground line unless told otherwise; dimmer at night. */
export function paintCast(args: SceneArgs, groundY: number): void {
  const { c, s, set } = args;
  for (const m of s.cast ?? []) {
    // OpenMoji draws inside a wide margin: larger boxes make its characters the same size.
    const size = (m.size ?? 0.3) * c.height * (set === 'openmoji' ? 1.35 : 1);
    const y = m.y !== undefined ? m.y * c.height : groundY;
    placeEmoji(c, set, m.emoji, {
      x: m.x * c.width,
      y,
      size,
      ...(m.flip ? { flip: true } : {}),
      ...(m.rotate ? { rotate: m.rotate } : {}),
      shadow: (m.y === undefined || m.y > 0.6) && !m.peek,
    });
    if (m.peek) bush(args, m.x * c.width, y + size * 0.04, size * 1.3);
  }
  if (s.time === 'night') {
    c.add(`<rect width="${c.width}" height="${c.height}" fill="#0c1236" opacity="0.06"/>`);
  } else if (s.time === 'sunset') {
    c.add(`<rect width="${c.width}" height="${c.height}" fill="#ff9a5a" opacity="0.08"/>`);
  }
}
