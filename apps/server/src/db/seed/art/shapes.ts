import type { Canvas } from './canvas';

/** Sky, light, land and water: the layers every scene is built from, back to front. */

export function sky(c: Canvas, stops: readonly string[], until = c.height): void {
  c.add(`<rect width="${c.width}" height="${until}" fill="${c.linearGradient(stops)}"/>`);
}

export function glow(
  c: Canvas,
  x: number,
  y: number,
  r: number,
  color: string,
  opacity = 0.55,
): void {
  c.add(
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.radialGradient(color, color, opacity, 0)}"/>`,
  );
}

export function sun(
  c: Canvas,
  x: number,
  y: number,
  r: number,
  color = '#fff3b0',
  halo = '#ffd36e',
): void {
  glow(c, x, y, r * 3.2, halo, 0.6);
  c.add(`<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"${c.stroke(3)}/>`);
}

/** A crescent (or full) moon with a soft halo. */
export function moon(
  c: Canvas,
  x: number,
  y: number,
  r: number,
  options: { full?: boolean; sky?: string } = {},
): void {
  glow(c, x, y, r * 3.5, '#fdf6d8', 0.35);
  if (options.full) {
    c.add(`<circle cx="${x}" cy="${y}" r="${r}" fill="#fdf3c8"${c.stroke(3)}/>`);
    for (let i = 0; i < 4; i++) {
      const a = c.between(0, Math.PI * 2);
      const d = c.between(0, r * 0.6);
      c.add(
        `<circle cx="${(x + Math.cos(a) * d).toFixed(1)}" cy="${(y + Math.sin(a) * d).toFixed(1)}" r="${c.between(r * 0.08, r * 0.18).toFixed(1)}" fill="#eadfae" opacity="0.8"/>`,
      );
    }
    return;
  }
  const mask = c.id('mk');
  c.def(
    `<mask id="${mask}"><rect x="${x - r * 2}" y="${y - r * 2}" width="${r * 4}" height="${r * 4}" fill="white"/><circle cx="${x + r * 0.45}" cy="${y - r * 0.25}" r="${r * 0.88}" fill="black"/></mask>`,
  );
  c.add(`<circle cx="${x}" cy="${y}" r="${r}" fill="#fdf3c8" mask="url(#${mask})"${c.stroke(3)}/>`);
}

export function stars(c: Canvas, count: number, maxY: number, color = '#fffbe6'): void {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = c.between(0, c.width);
    const y = c.between(0, maxY) * c.between(0.3, 1);
    const r = c.between(0.8, 2.6);
    dots.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" opacity="${c.between(0.4, 1).toFixed(2)}"/>`,
    );
  }
  c.add(`<g fill="${color}">${dots.join('')}</g>`);
  for (let i = 0; i < Math.max(3, count / 25); i++) {
    sparkle(c, c.between(0, c.width), c.between(0, maxY * 0.8), c.between(6, 12), color);
  }
}

/** A four-pointed twinkle. */
export function sparkle(c: Canvas, x: number, y: number, s: number, color: string): void {
  const q = s * 0.22;
  c.add(
    `<path d="M${x} ${y - s} Q${x + q} ${y - q} ${x + s} ${y} Q${x + q} ${y + q} ${x} ${y + s} Q${x - q} ${y + q} ${x - s} ${y} Q${x - q} ${y - q} ${x} ${y - s}Z" fill="${color}" opacity="0.9"/>`,
  );
}

/** A puffy cloud of overlapping circles on a flat base. */
export function cloud(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  color = '#ffffff',
  opacity = 0.9,
): void {
  const puffs: string[] = [];
  const n = 4 + Math.floor(c.random() * 3);
  for (let i = 0; i < n; i++) {
    const px = x + (w * (i + 0.5)) / n + c.between(-w * 0.05, w * 0.05);
    const r = (w / n) * c.between(0.7, 1.25) * (i === 0 || i === n - 1 ? 0.7 : 1);
    puffs.push(
      `<circle cx="${px.toFixed(1)}" cy="${(y - r * 0.35).toFixed(1)}" r="${r.toFixed(1)}"/>`,
    );
  }
  puffs.push(
    `<rect x="${x + w * 0.05}" y="${y - w * 0.08}" width="${w * 0.9}" height="${w * 0.16}" rx="${w * 0.08}"/>`,
  );
  // Outlined styles: stroke everything, then fill over it, so only the silhouette keeps a line.
  const stroked = c.stroke(2.5) ? `<g${c.stroke(5)}>${puffs.join('')}</g>` : '';
  c.add(`<g fill="${color}" opacity="${opacity}">${stroked}<g>${puffs.join('')}</g></g>`);
}

export function clouds(
  c: Canvas,
  count: number,
  minY: number,
  maxY: number,
  color = '#ffffff',
  opacity = 0.9,
): void {
  for (let i = 0; i < count; i++) {
    const w = c.between(c.width * 0.12, c.width * 0.24);
    const x = (c.width / count) * i + c.between(-40, 60);
    cloud(c, x, c.between(minY, maxY), w, color, opacity);
  }
}

/**
 * A land or sea ridge across the picture: `base` is its mean height, `amplitude` how far it
 * rises, `jagged` > 0 for mountains (sharp peaks), 0 for rolling hills.
 */
export function ridge(
  c: Canvas,
  options: {
    base: number;
    amplitude: number;
    color: string;
    jagged?: number;
    waves?: number;
    fill?: string;
  },
): number[] {
  const { base, amplitude, color } = options;
  const waves = options.waves ?? 2.5;
  const phase = [c.between(0, 6), c.between(0, 6), c.between(0, 6)];
  const step = 12;
  const heights: number[] = [];
  let d = '';
  for (let x = 0; x <= c.width + step; x += step) {
    const t = (x / c.width) * Math.PI * 2;
    let h =
      Math.sin(t * waves * 0.5 + (phase[0] as number)) * 0.55 +
      Math.sin(t * waves + (phase[1] as number)) * 0.3 +
      Math.sin(t * waves * 2.3 + (phase[2] as number)) * 0.15;
    if (options.jagged) {
      h = 1 - Math.abs(h) * 1.6;
      h += Math.sin(t * waves * 6.1 + (phase[1] as number)) * 0.08 * options.jagged;
    }
    const y = base - h * amplitude;
    heights.push(y);
    d += `${x === 0 ? 'M' : 'L'}${x} ${y.toFixed(1)} `;
  }
  d += `L${c.width + step} ${c.height} L0 ${c.height} Z`;
  c.add(`<path d="${d}" fill="${options.fill ?? color}"${c.stroke(3)}/>`);
  return heights;
}

/** The height of a ridge at x (from the heights `ridge` returned). */
export function heightAt(heights: readonly number[], x: number): number {
  const i = Math.max(0, Math.min(heights.length - 1, Math.round(x / 12)));
  return heights[i] as number;
}

/** A band of mist (ink and watercolour scenes). */
export function mist(c: Canvas, y: number, h: number, color: string, opacity = 0.6): void {
  c.add(
    `<rect x="-20" y="${y}" width="${c.width + 40}" height="${h}" fill="${c.linearGradient([`${color}00`, color, `${color}00`])}" opacity="${opacity}"/>`,
  );
}

/** Still water from the horizon down, with shimmer lines and the light's reflection. */
export function water(
  c: Canvas,
  horizon: number,
  colors: readonly string[],
  reflection?: { x: number; color: string },
): void {
  c.add(
    `<rect y="${horizon}" width="${c.width}" height="${c.height - horizon}" fill="${c.linearGradient(colors)}"/>`,
  );
  if (reflection) {
    for (let i = 0; i < 9; i++) {
      const y = horizon + 10 + i * ((c.height - horizon) / 10);
      const w = 40 + i * 14;
      c.add(
        `<rect x="${(reflection.x - w / 2 + c.between(-10, 10)).toFixed(1)}" y="${y.toFixed(1)}" width="${w}" height="5" rx="2.5" fill="${reflection.color}" opacity="${(0.7 - i * 0.06).toFixed(2)}"/>`,
      );
    }
  }
  const lines: string[] = [];
  for (let i = 0; i < 26; i++) {
    const y = c.between(horizon + 8, c.height);
    const x = c.between(0, c.width);
    const w = c.between(30, 120) * (0.5 + (y - horizon) / (c.height - horizon));
    lines.push(
      `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="3" rx="1.5"/>`,
    );
  }
  c.add(`<g fill="#ffffff" opacity="0.22">${lines.join('')}</g>`);
}

/** A river winding from the horizon to the front, widening as it comes near. */
export function river(c: Canvas, top: number, color: string, shine = '#ffffff'): void {
  const cx = c.between(c.width * 0.35, c.width * 0.65);
  const left: string[] = [];
  const right: string[] = [];
  const steps = 14;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const y = top + (c.height - top) * t;
    const sway = Math.sin(t * Math.PI * 1.6 + 0.8) * c.width * 0.16 * t;
    const half = 6 + t * t * c.width * 0.2;
    left.push(`${(cx + sway - half).toFixed(1)} ${y.toFixed(1)}`);
    right.unshift(`${(cx + sway + half).toFixed(1)} ${y.toFixed(1)}`);
  }
  c.add(`<path d="M${left.join(' L')} L${right.join(' L')} Z" fill="${color}"${c.stroke(3)}/>`);
  for (let i = 0; i < 8; i++) {
    const t = c.between(0.2, 0.95);
    const y = top + (c.height - top) * t;
    const sway = Math.sin(t * Math.PI * 1.6 + 0.8) * c.width * 0.16 * t;
    const w = 10 + t * 90;
    c.add(
      `<rect x="${(cx + sway - w / 2).toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="3" rx="1.5" fill="${shine}" opacity="0.45"/>`,
    );
  }
}

/** Tufts of grass and little flowers scattered on the ground between y0 and y1. */
export function meadow(
  c: Canvas,
  y0: number,
  y1: number,
  grass: string,
  flowers: readonly string[],
  count = 40,
): void {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = c.between(0, c.width);
    const y = c.between(y0, y1);
    const s = 0.6 + ((y - y0) / Math.max(1, y1 - y0)) * 0.9;
    parts.push(
      `<path d="M${x} ${y} q${-4 * s} ${-12 * s} ${-9 * s} ${-16 * s} M${x} ${y} q0 ${-14 * s} ${2 * s} ${-20 * s} M${x} ${y} q${5 * s} ${-10 * s} ${10 * s} ${-14 * s}" stroke="${grass}" stroke-width="${2.5 * s}" fill="none" stroke-linecap="round"/>`,
    );
    if (flowers.length && c.random() < 0.45) {
      const f = c.pick(flowers);
      const r = 3.5 * s;
      const fx = x + c.between(-14, 14);
      const fy = y - c.between(4, 12) * s;
      parts.push(
        `<g fill="${f}"><circle cx="${fx - r}" cy="${fy}" r="${r}"/><circle cx="${fx + r}" cy="${fy}" r="${r}"/><circle cx="${fx}" cy="${fy - r}" r="${r}"/><circle cx="${fx}" cy="${fy + r}" r="${r}"/></g><circle cx="${fx}" cy="${fy}" r="${r * 0.8}" fill="#ffe066"/>`,
      );
    }
  }
  c.add(`<g>${parts.join('')}</g>`);
}

/** Falling snow. */
export function snowfall(c: Canvas, count: number): void {
  const flakes: string[] = [];
  for (let i = 0; i < count; i++) {
    flakes.push(
      `<circle cx="${c.between(0, c.width).toFixed(1)}" cy="${c.between(0, c.height).toFixed(1)}" r="${c.between(1.5, 5).toFixed(1)}" opacity="${c.between(0.5, 0.95).toFixed(2)}"/>`,
    );
  }
  c.add(`<g fill="#ffffff">${flakes.join('')}</g>`);
}
