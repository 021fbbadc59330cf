/**
 * A tiny SVG scene builder for the seed art: shapes are added in painting order (back to front),
 * gradients and filters go to <defs> under unique ids, and a seeded random generator makes every
 * picture reproducible (the same seed always paints the same scene).
 */

/** mulberry32: small, fast, good enough for placing trees and stars. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Style = 'flat' | 'watercolor' | 'outline' | 'ink' | 'paper' | 'glow';

export class Canvas {
  private readonly defs: string[] = [];
  private readonly layers: string[] = [];
  private counter = 0;
  readonly random: () => number;

  constructor(
    readonly width: number,
    readonly height: number,
    seed: string,
    readonly style: Style = 'flat',
    /** Dark lines of the outline style (and the ink of the ink style). */
    readonly ink = '#2b2340',
  ) {
    this.random = seededRandom(seed);
  }

  /** A random number in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.random();
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(markup: string): void {
    this.layers.push(markup);
  }

  /** Stroke attributes of the outline style, or nothing. */
  stroke(width = 3): string {
    return this.style === 'outline'
      ? ` stroke="${this.ink}" stroke-width="${width}" stroke-linejoin="round"`
      : '';
  }

  linearGradient(stops: readonly string[], vertical = true): string {
    const id = this.id('lg');
    const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
    const stopTags = stops
      .map(
        (c, i) =>
          `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(3)}" stop-color="${c}"/>`,
      )
      .join('');
    this.def(`<linearGradient id="${id}" ${coords}>${stopTags}</linearGradient>`);
    return `url(#${id})`;
  }

  radialGradient(inner: string, outer: string, innerOpacity = 1, outerOpacity = 0): string {
    const id = this.id('rg');
    this.def(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}" stop-opacity="${innerOpacity}"/><stop offset="1" stop-color="${outer}" stop-opacity="${outerOpacity}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(deviation: number): string {
    const id = this.id('bl');
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** The picture as SVG; the style's finish (paper grain, watercolour softness) is added after rendering (render.ts). */
  toSvg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.layers.join('\n')}</svg>`;
  }
}
