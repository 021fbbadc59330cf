import type { Canvas } from './canvas';

/** Things of the sea, the sky and the city: lighthouses, boats, rockets, planets, reefs. */

export function lighthouse(c: Canvas, x: number, ground: number, h: number, beam: boolean): void {
  const w = h * 0.2;
  const top = ground - h;
  if (beam) {
    c.add(
      `<path d="M${x} ${top + h * 0.08} L${x - c.width * 0.55} ${top - h * 0.15} L${x - c.width * 0.55} ${top + h * 0.3} Z" fill="${c.linearGradient(['#fff6c8', '#fff6c800'], false)}" opacity="0.55" transform="scale(-1,1) translate(${-2 * x},0)"/>`,
    );
  }
  c.add(
    `<path d="M${x - w / 2} ${ground} L${x - w * 0.32} ${top + h * 0.15} L${x + w * 0.32} ${top + h * 0.15} L${x + w / 2} ${ground} Z" fill="#fdfdfd"${c.stroke(3)}/>`,
  );
  for (let i = 1; i <= 3; i += 2) {
    const y0 = top + h * 0.15 + (i * h * 0.85) / 4;
    const y1 = y0 + (h * 0.85) / 4;
    const k0 = 0.32 + (0.18 * (y0 - top - h * 0.15)) / (h * 0.85);
    const k1 = 0.32 + (0.18 * (y1 - top - h * 0.15)) / (h * 0.85);
    c.add(
      `<path d="M${x - w * k0} ${y0} L${x + w * k0} ${y0} L${x + w * k1} ${y1} L${x - w * k1} ${y1} Z" fill="#e4484f"/>`,
    );
  }
  c.add(
    `<rect x="${x - w * 0.3}" y="${top + h * 0.02}" width="${w * 0.6}" height="${h * 0.13}" fill="${beam ? '#fff2a8' : '#cfe8ff'}"${c.stroke(2.5)}/>`,
  );
  c.add(
    `<path d="M${x - w * 0.4} ${top + h * 0.02} L${x} ${top - h * 0.08} L${x + w * 0.4} ${top + h * 0.02} Z" fill="#e4484f"${c.stroke(2.5)}/>`,
  );
}

export function sailboat(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  hull: string,
  sail = '#fffaf0',
): void {
  c.add(
    `<path d="M${x - w / 2} ${y} L${x + w / 2} ${y} L${x + w * 0.35} ${y + w * 0.18} L${x - w * 0.35} ${y + w * 0.18} Z" fill="${hull}"${c.stroke(2.5)}/>`,
  );
  c.add(`<rect x="${x - 2}" y="${y - w * 0.8}" width="4" height="${w * 0.8}" fill="#5b4636"/>`);
  c.add(
    `<path d="M${x + 3} ${y - w * 0.78} L${x + w * 0.38} ${y - w * 0.08} L${x + 3} ${y - w * 0.08} Z" fill="${sail}"${c.stroke(2)}/>`,
  );
  c.add(
    `<path d="M${x - 3} ${y - w * 0.6} L${x - w * 0.3} ${y - w * 0.08} L${x - 3} ${y - w * 0.08} Z" fill="${sail}" opacity="0.85"${c.stroke(2)}/>`,
  );
}

export function rocket(
  c: Canvas,
  x: number,
  y: number,
  h: number,
  body = '#f4f4f8',
  accent = '#e4484f',
): void {
  const w = h * 0.32;
  c.add(
    `<path d="M${x - w * 0.3} ${y + h * 0.42} Q${x} ${y + h * 0.95} ${x + w * 0.3} ${y + h * 0.42} Z" fill="${c.linearGradient(['#fff3a0', '#ff9f43', '#ff6b3500'])}"/>`,
  );
  c.add(
    `<path d="M${x - w / 2} ${y + h * 0.2} L${x - w * 0.95} ${y + h * 0.5} L${x - w / 2} ${y + h * 0.42} Z M${x + w / 2} ${y + h * 0.2} L${x + w * 0.95} ${y + h * 0.5} L${x + w / 2} ${y + h * 0.42} Z" fill="${accent}"${c.stroke(2.5)}/>`,
  );
  c.add(
    `<path d="M${x} ${y - h / 2} Q${x + w * 0.75} ${y - h * 0.1} ${x + w / 2} ${y + h * 0.45} L${x - w / 2} ${y + h * 0.45} Q${x - w * 0.75} ${y - h * 0.1} ${x} ${y - h / 2} Z" fill="${body}"${c.stroke(3)}/>`,
  );
  c.add(
    `<path d="M${x} ${y - h / 2} Q${x + w * 0.42} ${y - h * 0.32} ${x + w * 0.52} ${y - h * 0.22} L${x - w * 0.52} ${y - h * 0.22} Q${x - w * 0.42} ${y - h * 0.32} ${x} ${y - h / 2} Z" fill="${accent}"/>`,
  );
  c.add(
    `<circle cx="${x}" cy="${y - h * 0.02}" r="${w * 0.22}" fill="#7fd1ff" stroke="#9aa0b5" stroke-width="${w * 0.07}"/>`,
  );
}

export function planet(
  c: Canvas,
  x: number,
  y: number,
  r: number,
  color: string,
  ring?: string,
): void {
  glow(c, x, y, r * 1.6, color, 0.35);
  if (ring)
    c.add(
      `<ellipse cx="${x}" cy="${y}" rx="${r * 1.9}" ry="${r * 0.45}" fill="none" stroke="${ring}" stroke-width="${r * 0.16}" transform="rotate(-14 ${x} ${y})"/>`,
    );
  c.add(`<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"${c.stroke(3)}/>`);
  c.add(
    `<path d="M${x - r * 0.9} ${y - r * 0.2} Q${x} ${y - r * 0.45} ${x + r * 0.9} ${y - r * 0.1}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${r * 0.14}" fill="none"/>`,
  );
  c.add(
    `<circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.3}" fill="#ffffff" opacity="0.18"/>`,
  );
  if (ring)
    c.add(
      `<path d="M${x - r * 1.84} ${y + r * 0.45} A${r * 1.9} ${r * 0.45} -14 0 0 ${x + r * 1.84} ${y - r * 0.45}" fill="none" stroke="${ring}" stroke-width="${r * 0.16}" transform="rotate(0 ${x} ${y})"/>`,
    );
}

function glow(c: Canvas, x: number, y: number, r: number, color: string, opacity: number): void {
  c.add(
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.radialGradient(color, color, opacity, 0)}"/>`,
  );
}

/** A row of buildings with windows; lit windows at night. */
export function skyline(
  c: Canvas,
  ground: number,
  colors: readonly string[],
  lit: boolean,
  tall = 0.45,
): void {
  let x = -10;
  while (x < c.width) {
    const w = c.between(60, 130);
    const h = c.between(c.height * tall * 0.4, c.height * tall);
    const color = c.pick(colors);
    c.add(
      `<rect x="${x.toFixed(1)}" y="${(ground - h).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${color}"${c.stroke(2.5)}/>`,
    );
    const wins: string[] = [];
    for (let wy = ground - h + 14; wy < ground - 24; wy += 26) {
      for (let wx = x + 10; wx < x + w - 18; wx += 22) {
        const on = lit ? c.random() < 0.55 : c.random() < 0.2;
        wins.push(
          `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="11" height="14" fill="${on ? (lit ? '#ffd866' : '#dff3ff') : '#00000030'}"/>`,
        );
      }
    }
    c.add(`<g>${wins.join('')}</g>`);
    x += w + c.between(-8, 6);
  }
}

export function cactus(c: Canvas, x: number, ground: number, h: number, color: string): void {
  const w = h * 0.18;
  c.add(
    `<g fill="${color}"${c.stroke(2.5)}><rect x="${x - w / 2}" y="${ground - h}" width="${w}" height="${h}" rx="${w / 2}"/><path d="M${x - w / 2} ${ground - h * 0.45} h${-w * 0.7} a${w * 0.4} ${w * 0.4} 0 0 1 ${-w * 0.4} ${-w * 0.4} v${-h * 0.22} a${w * 0.4} ${w * 0.4} 0 0 1 ${w * 0.8} 0 v${h * 0.1} h${w * 0.3} Z"/><path d="M${x + w / 2} ${ground - h * 0.6} h${w * 0.6} a${w * 0.4} ${w * 0.4} 0 0 0 ${w * 0.4} ${-w * 0.4} v${-h * 0.15} a${w * 0.4} ${w * 0.4} 0 0 0 ${-w * 0.8} 0 v${h * 0.05} h${-w * 0.2} Z"/></g>`,
  );
}

export function seaweed(c: Canvas, x: number, ground: number, h: number, color: string): void {
  let d = `M${x} ${ground}`;
  const steps = 6;
  for (let i = 1; i <= steps; i++) {
    const y = ground - (h * i) / steps;
    d += ` Q${x + (i % 2 ? 1 : -1) * h * 0.12} ${y + h / steps / 2} ${x} ${y}`;
  }
  c.add(
    `<path d="${d}" stroke="${color}" stroke-width="${h * 0.06}" fill="none" stroke-linecap="round"/>`,
  );
}

export function coral(c: Canvas, x: number, ground: number, h: number, color: string): void {
  const branch = (x0: number, y0: number, len: number, angle: number, depth: number): string => {
    const x1 = x0 + Math.cos(angle) * len;
    const y1 = y0 - Math.sin(angle) * len;
    let s = `M${x0.toFixed(1)} ${y0.toFixed(1)} L${x1.toFixed(1)} ${y1.toFixed(1)} `;
    if (depth > 0) {
      s += branch(x1, y1, len * 0.7, angle + 0.45, depth - 1);
      s += branch(x1, y1, len * 0.7, angle - 0.45, depth - 1);
    }
    return s;
  };
  c.add(
    `<path d="${branch(x, ground, h * 0.4, Math.PI / 2, 3)}" stroke="${color}" stroke-width="${h * 0.08}" fill="none" stroke-linecap="round"/>`,
  );
}

export function bubbles(c: Canvas, count: number): void {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = c.between(3, 12);
    parts.push(
      `<circle cx="${c.between(0, c.width).toFixed(1)}" cy="${c.between(0, c.height).toFixed(1)}" r="${r.toFixed(1)}"/>`,
    );
  }
  c.add(`<g fill="#ffffff22" stroke="#ffffffaa" stroke-width="1.5">${parts.join('')}</g>`);
}

/** Light rays from the top (underwater, forest). */
export function rays(c: Canvas, color = '#ffffff', opacity = 0.18): void {
  for (let i = 0; i < 6; i++) {
    const x = c.between(0, c.width);
    const w = c.between(40, 110);
    c.add(
      `<path d="M${x} 0 L${x + w} 0 L${x + w * 2.4} ${c.height} L${x + w * 0.6} ${c.height} Z" fill="${color}" opacity="${opacity}"/>`,
    );
  }
}

/** Big jungle leaves from the edges. */
export function bigLeaf(
  c: Canvas,
  x: number,
  y: number,
  len: number,
  angle: number,
  color: string,
): void {
  c.add(
    `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0 Q${len * 0.5} ${-len * 0.32} ${len} 0 Q${len * 0.5} ${len * 0.32} 0 0 Z" fill="${color}"${c.stroke(2.5)}/><path d="M0 0 L${len * 0.95} 0" stroke="#00000030" stroke-width="3"/></g>`,
  );
}
