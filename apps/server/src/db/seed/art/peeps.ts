import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Licence } from './emoji';

/**
 * Open Peeps people (Pablo Stanley's hand-drawn people, openpeeps.com) for the comic kit, read
 * from the `react-peeps` package (decision 030). Its drawings are React components; they are
 * turned into SVG markup here at seed time by running the package's compiled modules with a
 * stand-in `react` that builds plain trees (no React, no DOM, nothing downloaded), then
 * composed: a pose (body), a head of hair, a face (the expression) and sometimes glasses or a
 * beard, in the package's own offsets.
 */

/**
 * The package's LICENSE is MIT (© Emre Çakır) and names no other licence for the drawings, so
 * MIT is what is recorded; the credit also names the drawings' source, Open Peeps (CC0 1.0).
 */
export const peepsLicence: Licence = {
  name: 'MIT',
  url: 'https://github.com/CeamKrier/react-peeps/blob/master/LICENSE',
  credit: 'Open Peeps by Pablo Stanley (CC0 1.0) · react-peeps © Emre Çakır (MIT)',
};

const require = createRequire(import.meta.url);

interface Node {
  type: unknown;
  props: Record<string, unknown>;
  children: unknown[];
}

const Fragment = Symbol('Fragment');
/** The little of React the package's modules use, building plain trees. */
const standInReact = {
  __esModule: true,
  default: undefined as unknown,
  Fragment,
  createElement(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) {
    return { type, props: props ?? {}, children } satisfies Node;
  },
  useMemo<T>(make: () => T): T {
    return make();
  },
};
standInReact.default = standInReact;

type Exports = Record<string, unknown>;
const modules = new Map<string, Exports>();

/** Loads one of the package's CommonJS modules with the stand-in React. */
function load(file: string): Exports {
  const cached = modules.get(file);
  if (cached) return cached;
  const module = { exports: {} as Exports };
  modules.set(file, module.exports);
  const code = readFileSync(file, 'utf8');
  const localRequire = (spec: string): unknown => {
    if (spec === 'react') return standInReact;
    const base = resolve(dirname(file), spec);
    const path = existsSync(`${base}.js`) ? `${base}.js` : join(base, 'index.js');
    return load(path);
  };
  new Function('exports', 'require', 'module', code)(module.exports, localRequire, module);
  modules.set(file, module.exports);
  return module.exports;
}

let installed: boolean | undefined;
/**
 * Whether the package is installed. `npm ci` always installs it; a node_modules made before it
 * was added (a copy kept from an older checkout) lacks it, and the seed then leaves the people out
 * (with one warning) instead of failing every seed on that machine.
 */
export function peepsInstalled(): boolean {
  if (installed === undefined) {
    try {
      require.resolve('react-peeps/package.json');
      installed = true;
    } catch {
      installed = false;
      console.warn(
        'seed art: react-peeps is not installed (run npm ci); Open Peeps people left out',
      );
    }
  }
  return installed;
}

let root: string | undefined;
function peepsModule(path: string): Exports {
  root ??= join(dirname(require.resolve('react-peeps/package.json')), 'lib', 'peeps');
  return load(join(root, path));
}

const attributeNames: Record<string, string> = {
  className: 'class',
  xlinkHref: 'href',
};
/** SVG attributes keep these camel-case names; the rest become kebab-case. */
const camelAttributes = new Set([
  'viewBox',
  'gradientTransform',
  'gradientUnits',
  'patternUnits',
  'patternTransform',
  'preserveAspectRatio',
]);

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A tree of the stand-in React as SVG markup (function components are run). */
function markup(node: unknown): string {
  if (node === null || node === undefined || node === false || node === true) return '';
  if (Array.isArray(node)) return node.map(markup).join('');
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  const { type, props, children } = node as Node;
  if (typeof type === 'function') {
    return markup((type as (p: Record<string, unknown>) => unknown)({ ...props, children }));
  }
  if (type === Fragment) return markup(children);
  const attributes = Object.entries(props)
    .filter(([k, v]) => k !== 'key' && k !== 'style' && k !== 'children' && v != null)
    .map(([k, v]) => {
      const name =
        attributeNames[k] ??
        (camelAttributes.has(k) ? k : k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
      return ` ${name}="${escapeAttribute(String(v))}"`;
    })
    .join('');
  return `<${String(type)}${attributes}>${markup(children)}</${String(type)}>`;
}

export interface PeepLook {
  /** A pose of the package (bust, sitting or standing), e.g. 'PointingFingerWB'. */
  body: string;
  hair: string;
  /** The expression, e.g. 'SmileBig', 'Awe', 'Rage'. */
  face: string;
  facialHair?: string;
  accessory?: string;
  /** The line colour and the fill of the drawing's light parts (skin, clothes). */
  stroke?: string;
  fill?: string;
}

function poseGroup(look: PeepLook): string {
  const Pose = (peepsModule('pose/index.js') as { default: unknown }).default;
  const Head = (peepsModule('head/index.js') as { default: unknown }).default;
  const colours = { strokeColor: look.stroke ?? '#1d1530', backgroundColor: look.fill ?? '#fff' };
  return markup([
    standInReact.createElement(Pose, { piece: look.body, ...colours }),
    standInReact.createElement(Head, {
      hairPiece: look.hair,
      facePiece: look.face,
      facialHairPiece: look.facialHair,
      accessoryPiece: look.accessory,
      ...colours,
    }),
  ]);
}

/**
 * Where each pose used by the seed lies in the package's units (measured once from the rendered
 * drawing, with the widest hair), so a person fills the square sticker, feet to hair.
 */
export const poseFrames = {
  PointingFingerWB: { x: -16, width: 1301, height: 2672 },
  WalkingBW: { x: -86, width: 1041, height: 2911 },
  RoboDanceWB: { x: -149, width: 1357, height: 2988 },
  CrossedArmsBW: { x: -212, width: 1097, height: 2932 },
  EasingBW: { x: -191, width: 1076, height: 2946 },
  RestingWB: { x: 5, width: 1280, height: 2939 },
  CrossedLegs: { x: 83, width: 1427, height: 2306 },
  OneLegUpBW: { x: -72, width: 1308, height: 1983 },
  MediumBW: { x: -290, width: 1329, height: 1898 },
  Explaining: { x: 41, width: 731, height: 1153 },
  PointingUp: { x: 27, width: 879, height: 1160 },
  Coffee: { x: 20, width: 795, height: 1160 },
} as const;
export type PeepPose = keyof typeof poseFrames;

/**
 * A person alone on a transparent square (render.ts adds the sticker outline): the whole figure
 * for a standing or sitting pose, head and shoulders for a bust, centred, feet at the bottom.
 */
export function peepSvg(look: PeepLook & { body: PeepPose }, size = 512): string {
  const frame = poseFrames[look.body];
  const side = Math.max(frame.width, frame.height) * 1.06;
  const left = frame.x + frame.width / 2 - side / 2;
  const top = frame.height - side + side * 0.02;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"`,
    ` viewBox="${left.toFixed(0)} ${top.toFixed(0)} ${side.toFixed(0)} ${side.toFixed(0)}">`,
    poseGroup(look),
    '</svg>',
  ].join('');
}
