import { Canvas } from './canvas';
import { type EmojiSet, placeEmoji } from './emoji';

/**
 * Comic assets on transparent backgrounds: characters and props as stickers (a white outline
 * and a soft shadow so they stand out on any panel), and speech-bubble styles drawn by code.
 */
/** A character or prop alone on a transparent square; render.ts adds the sticker outline. */
export function stickerSvg(
  seed: string,
  set: EmojiSet,
  emoji: string,
  size = 512,
  options: { flip?: boolean } = {},
): string {
  const c = new Canvas(size, size, seed, 'flat');
  placeEmoji(c, set, emoji, {
    x: size / 2,
    y: size * 0.91,
    size: size * 0.82,
    shadow: false,
    ...(options.flip ? { flip: true } : {}),
  });
  return c.toSvg();
}

export type BubbleKind = 'speech' | 'thought' | 'shout' | 'whisper' | 'caption' | 'box-speech';
export const bubbleKinds: readonly BubbleKind[] = [
  'speech',
  'thought',
  'shout',
  'whisper',
  'caption',
  'box-speech',
];

export interface BubbleStyle {
  fill: string;
  line: string;
  accent: string;
  lineWidth: number;
}

/** One empty speech bubble (the comic editor writes into it). */
export function bubbleSvg(kind: BubbleKind, style: BubbleStyle, width = 640, height = 480): string {
  const c = new Canvas(width, height, kind, 'flat');
  const { fill, line, lineWidth } = style;
  const stroke = `stroke="${line}" stroke-width="${lineWidth}" stroke-linejoin="round"`;
  const cx = width / 2;
  const cy = height * 0.42;
  const rx = width * 0.42;
  const ry = height * 0.32;
  switch (kind) {
    case 'speech':
      c.add(
        `<path d="M${cx - rx * 0.25} ${cy + ry * 0.9} L${cx - rx * 0.5} ${height * 0.95} L${cx + rx * 0.05} ${cy + ry * 0.95} Z" fill="${fill}" ${stroke}/>`,
      );
      c.add(`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${stroke}/>`);
      c.add(
        `<path d="M${cx - rx * 0.27} ${cy + ry * 0.86} L${cx + rx * 0.04} ${cy + ry * 0.9}" stroke="${fill}" stroke-width="${lineWidth * 2}"/>`,
      );
      break;
    case 'thought': {
      const puffs: string[] = [];
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2;
        puffs.push(
          `<circle cx="${(cx + Math.cos(a) * rx * 0.82).toFixed(1)}" cy="${(cy + Math.sin(a) * ry * 0.78).toFixed(1)}" r="${(ry * 0.38).toFixed(1)}"/>`,
        );
      }
      c.add(`<g fill="${fill}" ${stroke}>${puffs.join('')}</g>`);
      c.add(`<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.86}" ry="${ry * 0.8}" fill="${fill}"/>`);
      c.add(
        `<g fill="${fill}" ${stroke}><circle cx="${cx - rx * 0.55}" cy="${height * 0.84}" r="${ry * 0.14}"/><circle cx="${cx - rx * 0.72}" cy="${height * 0.94}" r="${ry * 0.08}"/></g>`,
      );
      break;
    }
    case 'shout': {
      const points: string[] = [];
      for (let i = 0; i < 22; i++) {
        const a = (i / 22) * Math.PI * 2;
        const k = i % 2 === 0 ? 1.08 : 0.78;
        points.push(
          `${(cx + Math.cos(a) * rx * k).toFixed(1)},${(cy + Math.sin(a) * ry * k * 1.05).toFixed(1)}`,
        );
      }
      c.add(`<polygon points="${points.join(' ')}" fill="${style.accent}" ${stroke}/>`);
      break;
    }
    case 'whisper':
      c.add(
        `<path d="M${cx + rx * 0.1} ${cy + ry * 0.95} L${cx + rx * 0.45} ${height * 0.95} L${cx + rx * 0.35} ${cy + ry * 0.85}" fill="${fill}" ${stroke} stroke-dasharray="${lineWidth * 2.5} ${lineWidth * 2}"/>`,
      );
      c.add(
        `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${stroke} stroke-dasharray="${lineWidth * 2.5} ${lineWidth * 2}"/>`,
      );
      break;
    case 'caption':
      c.add(
        `<rect x="${width * 0.08}" y="${height * 0.22}" width="${width * 0.84}" height="${height * 0.42}" rx="${lineWidth * 2}" fill="${style.accent}" ${stroke}/>`,
      );
      c.add(
        `<rect x="${width * 0.08 + lineWidth * 2}" y="${height * 0.22 + lineWidth * 2}" width="${width * 0.84 - lineWidth * 4}" height="${height * 0.06}" fill="#ffffff" opacity="0.35"/>`,
      );
      break;
    case 'box-speech':
      c.add(
        `<path d="M${width * 0.62} ${height * 0.7} L${width * 0.78} ${height * 0.95} L${width * 0.5} ${height * 0.7} Z" fill="${fill}" ${stroke}/>`,
      );
      c.add(
        `<rect x="${width * 0.08}" y="${height * 0.12}" width="${width * 0.84}" height="${height * 0.6}" rx="${height * 0.12}" fill="${fill}" ${stroke}/>`,
      );
      c.add(
        `<path d="M${width * 0.51} ${height * 0.715} L${width * 0.63} ${height * 0.715}" stroke="${fill}" stroke-width="${lineWidth * 2}"/>`,
      );
      break;
  }
  return c.toSvg();
}
