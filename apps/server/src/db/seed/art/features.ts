import type { Canvas } from './canvas';

/** Things that stand in a scene: trees, houses, towers, boats, lanterns, rockets... */

export function roundTree(
  c: Canvas,
  x: number,
  ground: number,
  h: number,
  leaf: string,
  trunk = '#7a5236',
): void {
  const r = h * 0.32;
  c.add(
    `<rect x="${x - h * 0.05}" y="${ground - h * 0.5}" width="${h * 0.1}" height="${h * 0.5}" fill="${trunk}"${c.stroke(2.5)}/>`,
  );
  c.add(
    `<g fill="${leaf}"${c.stroke(2.5)}><circle cx="${x}" cy="${ground - h * 0.66}" r="${r}"/><circle cx="${x - r * 0.6}" cy="${ground - h * 0.55}" r="${r * 0.7}"/><circle cx="${x + r * 0.65}" cy="${ground - h * 0.57}" r="${r * 0.72}"/></g>`,
  );
  c.add(
    `<circle cx="${x - r * 0.35}" cy="${ground - h * 0.76}" r="${r * 0.35}" fill="#ffffff" opacity="0.18"/>`,
  );
}

export function pineTree(
  c: Canvas,
  x: number,
  ground: number,
  h: number,
  leaf: string,
  snow = false,
): void {
  c.add(
    `<rect x="${x - h * 0.04}" y="${ground - h * 0.18}" width="${h * 0.08}" height="${h * 0.18}" fill="#6b4a32"/>`,
  );
  const tiers = 3;
  for (let i = 0; i < tiers; i++) {
    const top = ground - h + i * h * 0.25;
    const bottom = top + h * 0.45;
    const half = h * (0.16 + i * 0.07);
    c.add(
      `<path d="M${x} ${top} L${x + half} ${bottom} L${x - half} ${bottom} Z" fill="${leaf}"${c.stroke(2.5)}/>`,
    );
    if (snow) {
      c.add(
        `<path d="M${x} ${top} L${x + half * 0.45} ${top + h * 0.2} Q${x} ${top + h * 0.16} ${x - half * 0.45} ${top + h * 0.2} Z" fill="#ffffff"/>`,
      );
    }
  }
}

export function palmTree(c: Canvas, x: number, ground: number, h: number, leaf: string): void {
  const topX = x + h * 0.12;
  const topY = ground - h;
  c.add(
    `<path d="M${x - 8} ${ground} Q${x + h * 0.02} ${ground - h * 0.5} ${topX} ${topY} L${topX + 8} ${topY + 4} Q${x + h * 0.08} ${ground - h * 0.5} ${x + 10} ${ground} Z" fill="#9b6b43"${c.stroke(2.5)}/>`,
  );
  for (const a of [-160, -120, -60, -20, 20]) {
    const rad = (a * Math.PI) / 180;
    const ex = topX + Math.cos(rad) * h * 0.42;
    const ey = topY + Math.sin(rad) * h * 0.25 + h * 0.12;
    c.add(
      `<path d="M${topX} ${topY} Q${(topX + ex) / 2} ${topY - h * 0.12} ${ex} ${ey} Q${(topX + ex) / 2} ${topY - h * 0.02} ${topX} ${topY}" fill="${leaf}"${c.stroke(2)}/>`,
    );
  }
}

export function blossomTree(c: Canvas, x: number, ground: number, h: number, petals: string): void {
  c.add(
    `<path d="M${x - 10} ${ground} Q${x - 4} ${ground - h * 0.4} ${x - h * 0.2} ${ground - h * 0.7} M${x} ${ground - h * 0.35} Q${x + h * 0.1} ${ground - h * 0.55} ${x + h * 0.25} ${ground - h * 0.68}" stroke="#5b3a2e" stroke-width="${h * 0.05}" fill="none" stroke-linecap="round"/>`,
  );
  const blobs: string[] = [];
  for (let i = 0; i < 14; i++) {
    blobs.push(
      `<circle cx="${(x + c.between(-h * 0.38, h * 0.38)).toFixed(1)}" cy="${(ground - h * 0.72 + c.between(-h * 0.2, h * 0.15)).toFixed(1)}" r="${c.between(h * 0.09, h * 0.16).toFixed(1)}"/>`,
    );
  }
  c.add(`<g fill="${petals}" opacity="0.92">${blobs.join('')}</g>`);
}

export function bamboo(c: Canvas, x: number, ground: number, h: number, color: string): void {
  const w = h * 0.035;
  c.add(`<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${color}"/>`);
  for (let y = ground - h + h * 0.15; y < ground; y += h * 0.16) {
    c.add(`<rect x="${x - 1}" y="${y}" width="${w + 2}" height="3" fill="#00000030"/>`);
    const dir = c.random() < 0.5 ? -1 : 1;
    c.add(
      `<path d="M${x + w / 2} ${y} q${dir * h * 0.08} ${-h * 0.02} ${dir * h * 0.16} ${h * 0.03} q${-dir * h * 0.08} ${h * 0.01} ${-dir * h * 0.16} ${-h * 0.03}" fill="${color}"/>`,
    );
  }
}

export function house(
  c: Canvas,
  x: number,
  ground: number,
  w: number,
  colors: { wall: string; roof: string; door?: string },
  lit = false,
): void {
  const h = w * 0.7;
  const win = lit ? '#ffd866' : '#bfe3ff';
  c.add(
    `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${colors.wall}"${c.stroke(3)}/>`,
  );
  c.add(
    `<path d="M${x - w * 0.1} ${ground - h} L${x + w / 2} ${ground - h - w * 0.5} L${x + w * 1.1} ${ground - h} Z" fill="${colors.roof}"${c.stroke(3)}/>`,
  );
  c.add(
    `<rect x="${x + w * 0.4}" y="${ground - h * 0.5}" width="${w * 0.2}" height="${h * 0.5}" rx="${w * 0.04}" fill="${colors.door ?? '#8b5a3c'}"${c.stroke(2)}/>`,
  );
  for (const wx of [x + w * 0.1, x + w * 0.7]) {
    if (lit)
      c.add(
        `<circle cx="${wx + w * 0.1}" cy="${ground - h * 0.62}" r="${w * 0.3}" fill="${c.radialGradient('#ffd866', '#ffd866', 0.45, 0)}"/>`,
      );
    c.add(
      `<rect x="${wx}" y="${ground - h * 0.75}" width="${w * 0.2}" height="${w * 0.18}" fill="${win}"${c.stroke(2)}/>`,
    );
  }
  c.add(
    `<rect x="${x + w * 0.68}" y="${ground - h - w * 0.42}" width="${w * 0.1}" height="${w * 0.2}" fill="${colors.roof}"${c.stroke(2)}/>`,
  );
}

export function castle(
  c: Canvas,
  x: number,
  ground: number,
  w: number,
  colors: { wall: string; roof: string; flag: string },
): void {
  const h = w * 0.55;
  const crenel = (x0: number, y0: number, width: number) => {
    const n = Math.max(3, Math.round(width / (w * 0.06)));
    let d = '';
    for (let i = 0; i < n; i += 2)
      d += `<rect x="${x0 + (i * width) / n}" y="${y0 - w * 0.04}" width="${width / n}" height="${w * 0.04}"/>`;
    return `<g fill="${colors.wall}"${c.stroke(2)}>${d}</g>`;
  };
  c.add(
    `<rect x="${x + w * 0.15}" y="${ground - h}" width="${w * 0.7}" height="${h}" fill="${colors.wall}"${c.stroke(3)}/>`,
  );
  c.add(crenel(x + w * 0.15, ground - h, w * 0.7));
  for (const [tx, tw, th] of [
    [x, w * 0.2, h * 1.35],
    [x + w * 0.8, w * 0.2, h * 1.35],
    [x + w * 0.4, w * 0.2, h * 1.7],
  ] as const) {
    c.add(
      `<rect x="${tx}" y="${ground - th}" width="${tw}" height="${th}" fill="${colors.wall}"${c.stroke(3)}/>`,
    );
    c.add(
      `<path d="M${tx - tw * 0.12} ${ground - th} L${tx + tw / 2} ${ground - th - tw * 1.1} L${tx + tw * 1.12} ${ground - th} Z" fill="${colors.roof}"${c.stroke(3)}/>`,
    );
    c.add(
      `<path d="M${tx + tw / 2} ${ground - th - tw * 1.1} l0 ${-tw * 0.5} l${tw * 0.45} ${tw * 0.12} l${-tw * 0.45} ${tw * 0.14}" fill="${colors.flag}" stroke="#5b4636" stroke-width="2"/>`,
    );
    c.add(
      `<rect x="${tx + tw * 0.35}" y="${ground - th * 0.75}" width="${tw * 0.3}" height="${tw * 0.42}" rx="${tw * 0.15}" fill="#3b3355" opacity="0.8"/>`,
    );
  }
  c.add(
    `<path d="M${x + w * 0.42} ${ground} L${x + w * 0.42} ${ground - h * 0.38} Q${x + w * 0.5} ${ground - h * 0.55} ${x + w * 0.58} ${ground - h * 0.38} L${x + w * 0.58} ${ground} Z" fill="#6b4a32"${c.stroke(2.5)}/>`,
  );
}

/** A red paper lantern hanging from y on a string. */
export function lantern(
  c: Canvas,
  x: number,
  y: number,
  r: number,
  color = '#e8433a',
  lit = true,
): void {
  if (lit)
    c.add(
      `<circle cx="${x}" cy="${y + r}" r="${r * 2.6}" fill="${c.radialGradient('#ffcf6b', '#ffcf6b', 0.55, 0)}"/>`,
    );
  c.add(
    `<line x1="${x}" y1="${y - r * 1.4}" x2="${x}" y2="${y}" stroke="#3a2a20" stroke-width="2"/>`,
  );
  c.add(
    `<rect x="${x - r * 0.45}" y="${y}" width="${r * 0.9}" height="${r * 0.22}" fill="#d9a441"/>`,
  );
  c.add(
    `<ellipse cx="${x}" cy="${y + r * 1.15}" rx="${r}" ry="${r * 0.95}" fill="${color}"${c.stroke(2.5)}/>`,
  );
  c.add(
    `<path d="M${x} ${y + r * 0.2} Q${x - r * 0.55} ${y + r * 1.15} ${x} ${y + r * 2.1} M${x} ${y + r * 0.2} Q${x + r * 0.55} ${y + r * 1.15} ${x} ${y + r * 2.1}" stroke="#00000035" stroke-width="2" fill="none"/>`,
  );
  c.add(
    `<rect x="${x - r * 0.45}" y="${y + r * 2.05}" width="${r * 0.9}" height="${r * 0.22}" fill="#d9a441"/>`,
  );
  c.add(
    `<path d="M${x - r * 0.2} ${y + r * 2.27} l0 ${r * 0.5} M${x} ${y + r * 2.27} l0 ${r * 0.6} M${x + r * 0.2} ${y + r * 2.27} l0 ${r * 0.5}" stroke="#d9a441" stroke-width="2"/>`,
  );
}

/** A round-arched footbridge over a river. */
export function archBridge(c: Canvas, x: number, y: number, w: number, color: string): void {
  const h = w * 0.28;
  c.add(
    `<path d="M${x} ${y} Q${x + w / 2} ${y - h * 2} ${x + w} ${y} L${x + w} ${y + 10} Q${x + w / 2} ${y - h * 1.6} ${x} ${y + 10} Z" fill="${color}"${c.stroke(3)}/>`,
  );
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    const px = x + w * t;
    const py = y - h * 2 * 2 * t * (1 - t) * 0.5 * 2;
    c.add(
      `<rect x="${px - 2}" y="${py - h * 0.45}" width="4" height="${h * 0.45}" fill="${color}"/>`,
    );
  }
  c.add(
    `<path d="M${x} ${y - h * 0.45} Q${x + w / 2} ${y - h * 2.45} ${x + w} ${y - h * 0.45}" stroke="${color}" stroke-width="5" fill="none"/>`,
  );
}
