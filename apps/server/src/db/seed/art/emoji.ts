import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Canvas } from './canvas';

/**
 * Openly licensed emoji sets shipped on npm, used as characters and props in the seed art.
 * Each set's picture licence (which can differ from its code's) is recorded per artwork and
 * shown on the artist page.
 */
export type EmojiSet = 'fluent' | 'noto' | 'twemoji' | 'openmoji';

export interface Licence {
  name: string;
  url: string;
  /** Who made the pictures, as the attribution names them. */
  credit: string;
}

export const emojiLicences: Record<EmojiSet, Licence> = {
  fluent: {
    name: 'MIT',
    url: 'https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE',
    credit: 'Fluent Emoji © Microsoft Corporation (MIT)',
  },
  noto: {
    name: 'Apache-2.0',
    url: 'https://github.com/googlefonts/noto-emoji/blob/main/svg/LICENSE',
    credit: 'Noto Emoji © Google (Apache-2.0)',
  },
  twemoji: {
    name: 'CC-BY-4.0',
    url: 'https://creativecommons.org/licenses/by/4.0/',
    credit: 'Twemoji © Twitter, Inc. and contributors (CC BY 4.0)',
  },
  openmoji: {
    name: 'CC-BY-SA-4.0',
    url: 'https://creativecommons.org/licenses/by-sa/4.0/',
    credit: 'OpenMoji © openmoji.org (CC BY-SA 4.0)',
  },
};

/** Pictures drawn by code only: given to the public domain. */
export const codeDrawnLicence: Licence = {
  name: 'CC0-1.0',
  url: 'https://creativecommons.org/publicdomain/zero/1.0/',
  credit: 'drawn by code for the Storyloom demo',
};

const require = createRequire(import.meta.url);

interface IconifySet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

const iconify = new Map<string, IconifySet>();
function iconifySet(pkg: string): IconifySet {
  let set = iconify.get(pkg);
  if (!set) {
    set = JSON.parse(readFileSync(require.resolve(`${pkg}/icons.json`), 'utf8')) as IconifySet;
    iconify.set(pkg, set);
  }
  return set;
}

let codepoints: Map<string, string> | undefined;
/** Emoji names (Fluent's) to code points, for the sets whose files are named by code point. */
function codepointOf(name: string): string {
  if (!codepoints) {
    const chars = JSON.parse(
      readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/chars.json'), 'utf8'),
    ) as Record<string, string>;
    codepoints = new Map();
    for (const [cp, n] of Object.entries(chars)) if (!codepoints.has(n)) codepoints.set(n, cp);
  }
  const cp = codepoints.get(name);
  if (!cp) throw new Error(`unknown emoji name: ${name}`);
  return cp;
}

function fileSvg(dir: string, candidates: string[]): { viewBox: string; body: string } {
  for (const file of candidates) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    const svg = readFileSync(path, 'utf8');
    const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 72 72';
    const body = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
    return { viewBox, body };
  }
  throw new Error(`emoji file not found: ${candidates.join(', ')}`);
}

function rawEmoji(set: EmojiSet, name: string): { viewBox: string; body: string } {
  if (set === 'fluent' || set === 'noto') {
    const data = iconifySet(
      set === 'fluent' ? '@iconify-json/fluent-emoji-flat' : '@iconify-json/noto',
    );
    const key = data.icons[name] ? name : data.aliases?.[name]?.parent;
    const icon = key ? data.icons[key] : undefined;
    if (!icon) throw new Error(`emoji ${name} not in ${set}`);
    return {
      viewBox: `0 0 ${icon.width ?? data.width ?? 16} ${icon.height ?? data.height ?? 16}`,
      body: icon.body,
    };
  }
  const cp = codepointOf(name);
  const stripped = cp
    .split('-')
    .filter((p) => p !== 'fe0f')
    .join('-');
  if (set === 'twemoji') {
    return fileSvg(dirname(require.resolve('@twemoji/svg/package.json')), [
      `${stripped}.svg`,
      `${cp}.svg`,
      `${stripped}-fe0f.svg`,
    ]);
  }
  const dir = join(dirname(require.resolve('openmoji/package.json')), 'color', 'svg');
  return fileSvg(dir, [
    `${cp.toUpperCase()}.svg`,
    `${stripped.toUpperCase()}.svg`,
    `${cp.toUpperCase()}-FE0F.svg`,
  ]);
}

/** The emoji's markup with its ids made unique, so several can share one picture. */
function namespaced(body: string, prefix: string): string {
  return body
    .replace(/\sid="([^"]+)"/g, ` id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
}

export interface Placement {
  /** Centre x and the y of the feet (bottom edge). */
  x: number;
  y: number;
  size: number;
  flip?: boolean;
  shadow?: boolean;
  rotate?: number;
  opacity?: number;
}

/** Draws an emoji character standing at (x, y), with a soft shadow on the ground. */
export function placeEmoji(c: Canvas, set: EmojiSet, name: string, at: Placement): void {
  const { viewBox, body } = rawEmoji(set, name);
  const s = at.size;
  const left = at.x - s / 2;
  const top = at.y - s;
  if (at.shadow !== false) {
    c.add(
      `<ellipse cx="${at.x}" cy="${at.y - s * 0.04}" rx="${s * 0.36}" ry="${s * 0.07}" fill="#1d1530" opacity="0.22"/>`,
    );
  }
  const transforms: string[] = [];
  if (at.flip) transforms.push(`translate(${2 * at.x} 0) scale(-1 1)`);
  if (at.rotate) transforms.push(`rotate(${at.rotate} ${at.x} ${at.y - s / 2})`);
  const transform = transforms.length ? ` transform="${transforms.join(' ')}"` : '';
  c.add(
    `<g${transform}${at.opacity !== undefined ? ` opacity="${at.opacity}"` : ''}><svg x="${left.toFixed(1)}" y="${top.toFixed(1)}" width="${s}" height="${s}" viewBox="${viewBox}">${namespaced(body, c.id('e'))}</svg></g>`,
  );
}
