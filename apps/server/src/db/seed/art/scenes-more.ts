import { roundTree } from './features';
import {
  bigLeaf,
  bubbles,
  coral,
  lighthouse,
  planet,
  rays,
  rocket,
  sailboat,
  seaweed,
  skyline,
} from './features-more';
import { mix } from './palette';
import { has, landColor, paintCast, type SceneArgs, skyAndLight } from './scene-kit';
import { clouds, glow, ridge, sky, sparkle, stars, water } from './shapes';

/** Tomas Tidewater: the sea, a lighthouse on the rocks, sailboats, a sandy beach. */
export function seaScene(a: SceneArgs): void {
  const { c, p, s } = a;
  const horizon = c.height * 0.52;
  skyAndLight(a, horizon, 0.55);
  if (s.time !== 'night') clouds(c, 3, c.height * 0.1, c.height * 0.3, '#ffffff', 0.85);
  if (has(s, 'island')) {
    c.add(
      `<path d="M${c.width * 0.62} ${horizon + 2} Q${c.width * 0.7} ${horizon - c.height * 0.09} ${c.width * 0.8} ${horizon + 2} Z" fill="${landColor(a, p.mid, 0.35)}"${c.stroke(2.5)}/>`,
    );
    roundTree(
      c,
      c.width * 0.7,
      horizon - c.height * 0.05,
      c.height * 0.09,
      landColor(a, p.leaf, 0.3),
    );
  }
  const lightColor = s.time === 'night' ? '#fdf3c8' : '#fff1c1';
  water(
    c,
    horizon,
    p.water.map((w) => landColor(a, w, 0)),
    { x: c.width * 0.55, color: lightColor },
  );
  if (has(s, 'boats')) {
    sailboat(c, c.width * 0.38, horizon + c.height * 0.06, c.width * 0.08, p.accent[0] as string);
    sailboat(c, c.width * 0.82, horizon + c.height * 0.12, c.width * 0.11, p.accent[1] as string);
  }
  if (has(s, 'lighthouse')) {
    c.add(
      `<path d="M0 ${c.height * 0.62} Q${c.width * 0.12} ${c.height * 0.52} ${c.width * 0.26} ${c.height * 0.66} Q${c.width * 0.3} ${c.height * 0.75} ${c.width * 0.22} ${c.height} L0 ${c.height} Z" fill="${landColor(a, '#7b7f8c', 0.05)}"${c.stroke(3)}/>`,
    );
    lighthouse(
      c,
      c.width * 0.12,
      c.height * 0.58,
      c.height * 0.42,
      s.time === 'night' || s.time === 'sunset',
    );
  }
  if (has(s, 'beach')) {
    c.add(
      `<path d="M${c.width * 0.25} ${c.height} Q${c.width * 0.55} ${c.height * 0.76} ${c.width} ${c.height * 0.74} L${c.width} ${c.height} Z" fill="${landColor(a, p.ground, 0)}"${c.stroke(3)}/>`,
    );
    c.add(
      `<path d="M${c.width * 0.3} ${c.height * 0.975} Q${c.width * 0.56} ${c.height * 0.78} ${c.width} ${c.height * 0.765}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.7"/>`,
    );
  }
  paintCast(a, c.height * 0.94);
}

/** Rosa Selva: a jungle clearing framed by big leaves, flowers and vines. */
export function jungleScene(a: SceneArgs): void {
  const { c, p, s } = a;
  sky(c, p.sky[s.time]);
  rays(c, '#fffbe0', 0.12);
  for (let layer = 0; layer < 3; layer++) {
    const color = landColor(a, [p.far, p.mid, p.near][layer] as string, 0.2 - layer * 0.08);
    for (let i = 0; i < 7; i++) {
      roundTree(
        c,
        c.between(0, c.width),
        c.height * (0.55 + layer * 0.08),
        c.height * c.between(0.3, 0.5),
        color,
        mix(color, '#3b2a1a', 0.6),
      );
    }
  }
  c.add(
    `<rect y="${c.height * 0.78}" width="${c.width}" height="${c.height * 0.22}" fill="${landColor(a, p.ground, 0)}"/>`,
  );
  for (let i = 0; i < 5; i++) {
    const vx = c.between(c.width * 0.15, c.width * 0.85);
    c.add(
      `<path d="M${vx} 0 Q${vx + 30} ${c.height * 0.2} ${vx - 10} ${c.height * c.between(0.25, 0.45)}" stroke="${mix(p.leaf, '#000000', 0.2)}" stroke-width="5" fill="none"/>`,
    );
  }
  const leaf = landColor(a, p.leaf, 0);
  for (const [x, y, len, ang] of [
    [0, 0.1, 0.35, 30],
    [0, 0.45, 0.4, -10],
    [0, 0.8, 0.3, -40],
    [1, 0.05, 0.38, 150],
    [1, 0.4, 0.35, 190],
    [1, 0.85, 0.3, 220],
  ] as const) {
    bigLeaf(
      c,
      x * c.width,
      y * c.height,
      len * c.width,
      ang,
      mix(leaf, '#000000', c.between(0, 0.2)),
    );
  }
  for (let i = 0; i < 9; i++) {
    const fx = c.between(0, c.width);
    const fy = c.between(c.height * 0.8, c.height * 0.98);
    const color = c.pick(p.accent);
    c.add(
      `<g fill="${color}">${[0, 72, 144, 216, 288].map((d) => `<ellipse cx="${fx}" cy="${fy - 9}" rx="5" ry="10" transform="rotate(${d} ${fx} ${fy})"/>`).join('')}</g><circle cx="${fx}" cy="${fy}" r="4" fill="#ffe066"/>`,
    );
  }
  paintCast(a, c.height * 0.93);
}

/** Orion Rocketeer: deep space, ringed planets, a rocket, a little moon to land on. */
export function spaceScene(a: SceneArgs): void {
  const { c, p, s } = a;
  sky(c, p.sky[s.time]);
  for (let i = 0; i < 3; i++) {
    glow(
      c,
      c.between(0, c.width),
      c.between(0, c.height * 0.7),
      c.height * c.between(0.25, 0.4),
      c.pick(p.accent),
      0.18,
    );
  }
  stars(c, 160, c.height);
  const big = c.random() < 0.5 ? 0.78 : 0.22;
  planet(
    c,
    c.width * big,
    c.height * c.between(0.18, 0.32),
    c.height * c.between(0.09, 0.14),
    c.pick(p.accent),
    c.random() < 0.6 ? '#ffd866' : undefined,
  );
  planet(
    c,
    c.width * (1 - big + c.between(-0.08, 0.08)),
    c.height * c.between(0.1, 0.22),
    c.height * c.between(0.03, 0.06),
    c.pick(p.accent),
  );
  if (has(s, 'rocket'))
    rocket(c, c.width * 0.5, c.height * 0.36, c.height * 0.34, '#f4f4f8', p.accent[0] as string);
  if (has(s, 'moon-ground')) {
    ridge(c, {
      base: c.height * 0.86,
      amplitude: c.height * 0.04,
      color: landColor(a, p.ground, 0),
      waves: 1.5,
    });
    for (let i = 0; i < 7; i++) {
      const x = c.between(0, c.width);
      const y = c.between(c.height * 0.9, c.height * 0.98);
      const r = c.between(12, 34);
      c.add(
        `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.35}" fill="${mix(p.ground, '#000000', 0.2)}"/>`,
      );
    }
  }
  for (let i = 0; i < 6; i++)
    sparkle(c, c.between(0, c.width), c.between(0, c.height * 0.7), c.between(8, 16), '#ffffff');
  paintCast(a, c.height * 0.94);
}

/** Marco Skyline: a city street, buildings with windows, maybe rain. */
export function cityScene(a: SceneArgs): void {
  const { c, p, s } = a;
  const ground = c.height * 0.78;
  skyAndLight(a, ground, 0.82);
  if (s.time === 'day') clouds(c, 2, c.height * 0.1, c.height * 0.2, '#ffffff', 0.9);
  skyline(
    c,
    ground - c.height * 0.06,
    [landColor(a, p.far, 0.4), landColor(a, mix(p.far, p.mid, 0.5), 0.35)],
    s.time === 'night',
    0.55,
  );
  skyline(
    c,
    ground,
    [
      landColor(a, p.mid, 0.1),
      landColor(a, p.near, 0.1),
      landColor(a, p.accent[3] as string, 0.35),
    ],
    s.time === 'night',
    0.4,
  );
  c.add(
    `<rect y="${ground}" width="${c.width}" height="${c.height - ground}" fill="${landColor(a, p.ground, 0)}"/>`,
  );
  c.add(
    `<rect y="${ground}" width="${c.width}" height="${c.height * 0.03}" fill="${landColor(a, '#9aa3ad', 0)}"/>`,
  );
  for (let x = 20; x < c.width; x += 120)
    c.add(
      `<rect x="${x}" y="${c.height * 0.9}" width="60" height="8" fill="#ffffff" opacity="0.8"/>`,
    );
  if (has(s, 'trees'))
    for (const tx of [0.1, 0.5, 0.9])
      roundTree(c, c.width * tx, ground + 6, c.height * 0.2, landColor(a, p.leaf, 0));
  if (s.time === 'night')
    for (const lx of [0.25, 0.75]) {
      c.add(
        `<rect x="${c.width * lx}" y="${ground - c.height * 0.22}" width="6" height="${c.height * 0.22}" fill="#3a4150"/>`,
      );
      glow(c, c.width * lx + 3, ground - c.height * 0.22, c.height * 0.1, '#ffd866', 0.6);
    }
  if (has(s, 'rain')) {
    const drops: string[] = [];
    for (let i = 0; i < 160; i++) {
      const x = c.between(0, c.width);
      const y = c.between(0, c.height);
      drops.push(`<path d="M${x.toFixed(1)} ${y.toFixed(1)} l-6 18"/>`);
    }
    c.add(`<g stroke="#dbeafe" stroke-width="2" opacity="0.6">${drops.join('')}</g>`);
  }
  paintCast(a, c.height * 0.95);
}

/** Coral Finn: under the sea, light rays, coral, seaweed and bubbles. */
export function reefScene(a: SceneArgs): void {
  const { c, p, s } = a;
  sky(c, p.sky[s.time]);
  rays(c, '#ffffff', 0.12);
  ridge(c, {
    base: c.height * 0.78,
    amplitude: c.height * 0.05,
    color: mix(p.far, p.sky[s.time][2] as string, 0.45),
    waves: 2,
  });
  ridge(c, { base: c.height * 0.88, amplitude: c.height * 0.03, color: p.ground, waves: 1.5 });
  for (let i = 0; i < 9; i++) {
    seaweed(
      c,
      c.between(0, c.width),
      c.height * c.between(0.88, 1),
      c.height * c.between(0.2, 0.4),
      mix(p.leaf, '#003322', c.between(0, 0.3)),
    );
  }
  for (let i = 0; i < 6; i++)
    coral(
      c,
      c.between(0, c.width),
      c.height * c.between(0.9, 1),
      c.height * c.between(0.18, 0.3),
      c.pick(p.accent),
    );
  bubbles(c, 40);
  paintCast(a, c.height * 0.93);
}

export { water };
