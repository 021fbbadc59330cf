import {
  archBridge,
  bamboo,
  blossomTree,
  castle,
  house,
  lantern,
  palmTree,
  pineTree,
  roundTree,
} from './features';
import { cactus } from './features-more';
import { mix } from './palette';
import { has, landColor, paintCast, type SceneArgs, skyAndLight } from './scene-kit';
import { clouds, glow, heightAt, meadow, mist, ridge, river, snowfall, water } from './shapes';

/** Pip Meadow: rolling pastel hills, a river, little houses, flowers. */
export function meadowScene(a: SceneArgs): void {
  const { c, p, s } = a;
  const horizon = c.height * 0.5;
  skyAndLight(a, horizon, 0.78);
  if (s.time !== 'night') clouds(c, 3, c.height * 0.12, c.height * 0.32, '#ffffff', 0.85);
  ridge(c, {
    base: horizon - 10,
    amplitude: c.height * 0.08,
    color: landColor(a, p.far, 0.45),
    waves: 2,
  });
  const mid = ridge(c, {
    base: horizon + c.height * 0.08,
    amplitude: c.height * 0.06,
    color: landColor(a, p.mid, 0.2),
    waves: 3,
  });
  if (has(s, 'house')) {
    const hx = c.width * 0.14;
    house(
      c,
      hx,
      heightAt(mid, hx + 40) + 12,
      c.width * 0.09,
      { wall: '#fff4e0', roof: p.accent[0] as string },
      s.time === 'night',
    );
  }
  for (const tx of [0.08, 0.32, 0.9])
    roundTree(
      c,
      c.width * tx,
      heightAt(mid, c.width * tx) + 16,
      c.height * c.between(0.14, 0.2),
      landColor(a, p.leaf, 0.15),
    );
  const groundTop = c.height * 0.72;
  c.add(
    `<path d="M0 ${groundTop} Q${c.width * 0.5} ${groundTop - c.height * 0.06} ${c.width} ${groundTop + 10} L${c.width} ${c.height} L0 ${c.height} Z" fill="${landColor(a, p.ground, 0)}"${c.stroke(3)}/>`,
  );
  if (has(s, 'river'))
    river(c, groundTop - c.height * 0.03, landColor(a, p.water[0] as string, 0.1));
  if (has(s, 'blossom'))
    blossomTree(c, c.width * 0.85, c.height * 0.86, c.height * 0.42, p.accent[0] as string);
  meadow(c, groundTop + 10, c.height, mix(p.leaf, '#000000', 0.1), p.accent, 60);
  paintCast(a, c.height * 0.9);
}

/** Mira Moonfield: quiet nights, a lake that holds the moon, fireflies. */
export function nightScene(a: SceneArgs): void {
  const { c, p, s } = a;
  const horizon = c.height * 0.6;
  skyAndLight(a, horizon, 0.7);
  ridge(c, {
    base: horizon - c.height * 0.05,
    amplitude: c.height * 0.12,
    color: landColor(a, p.far, 0.3),
    jagged: 1,
    waves: 2,
  });
  ridge(c, {
    base: horizon,
    amplitude: c.height * 0.05,
    color: landColor(a, p.mid, 0.1),
    waves: 3,
  });
  if (has(s, 'lake')) {
    water(
      c,
      horizon + 6,
      p.water.map((w) => landColor(a, w, 0)),
      { x: c.width * 0.7, color: '#fdf3c8' },
    );
  }
  const shore = ridge(c, {
    base: c.height * 0.86,
    amplitude: c.height * 0.04,
    color: landColor(a, p.near, 0),
    waves: 2,
  });
  if (has(s, 'tree'))
    pineTree(
      c,
      c.width * 0.12,
      heightAt(shore, c.width * 0.12) + 8,
      c.height * 0.45,
      mix(p.near, '#000000', 0.25),
    );
  if (has(s, 'house'))
    house(
      c,
      c.width * 0.78,
      heightAt(shore, c.width * 0.8) + 10,
      c.width * 0.1,
      { wall: '#3a3f7a', roof: '#2a2c5a' },
      true,
    );
  if (has(s, 'lanterns')) {
    for (const [lx, ly] of [
      [0.3, 0.3],
      [0.45, 0.22],
      [0.58, 0.34],
    ] as const) {
      c.add(
        `<ellipse cx="${c.width * lx}" cy="${c.height * ly}" rx="${c.height * 0.025}" ry="${c.height * 0.035}" fill="#ffb347"/>`,
      );
      glow(c, c.width * lx, c.height * ly, c.height * 0.08, '#ffcf6b', 0.5);
    }
  }
  for (let i = 0; i < 24; i++) {
    const fx = c.between(0, c.width);
    const fy = c.between(c.height * 0.55, c.height * 0.95);
    glow(c, fx, fy, 9, '#fff59d', 0.9);
  }
  paintCast(a, c.height * 0.92);
}

/** Lin Bamboo: layered ink mountains in mist, a river, a red bridge, lanterns. */
export function inkScene(a: SceneArgs): void {
  const { c, p, s } = a;
  const horizon = c.height * 0.55;
  skyAndLight(a, horizon, 0.8);
  const tones = [p.far, mix(p.far, p.mid, 0.5), p.mid];
  tones.forEach((tone, i) => {
    ridge(c, {
      base: c.height * (0.38 + i * 0.1),
      amplitude: c.height * (0.18 - i * 0.03),
      color: tone,
      jagged: 1.4 - i * 0.3,
      waves: 2 + i,
    });
    mist(c, c.height * (0.37 + i * 0.1), c.height * 0.16, p.sky.day[0] as string, 0.5);
  });
  if (has(s, 'river')) river(c, horizon, p.water[0] as string, '#ffffff');
  if (has(s, 'bridge'))
    archBridge(c, c.width * 0.36, c.height * 0.8, c.width * 0.28, p.accent[0] as string);
  if (has(s, 'bamboo'))
    for (const bx of [0.03, 0.07, 0.11, 0.9, 0.94])
      bamboo(
        c,
        c.width * bx,
        c.height,
        c.height * c.between(0.55, 0.85),
        mix(p.leaf, '#000000', 0.1),
      );
  if (has(s, 'lanterns'))
    for (const lx of [0.2, 0.32, 0.68, 0.8])
      lantern(
        c,
        c.width * lx,
        c.height * c.between(0.08, 0.16),
        c.height * 0.035,
        p.accent[0] as string,
        s.time !== 'day',
      );
  if (has(s, 'blossom')) blossomTree(c, c.width * 0.82, c.height * 0.98, c.height * 0.5, '#f4b6c2');
  paintCast(a, c.height * 0.93);
  // The artist's red seal.
  const sx = c.width * 0.9;
  const sy = c.height * 0.06;
  const w = c.height * 0.06;
  c.add(
    `<rect x="${sx}" y="${sy}" width="${w}" height="${w * 1.3}" rx="4" fill="${p.accent[0]}" opacity="0.85"/><path d="M${sx + w * 0.25} ${sy + w * 0.25} h${w * 0.5} M${sx + w * 0.5} ${sy + w * 0.25} v${w * 0.8} M${sx + w * 0.25} ${sy + w * 0.65} h${w * 0.5} M${sx + w * 0.25} ${sy + w * 1.05} h${w * 0.5}" stroke="#f3ede0" stroke-width="3" stroke-linecap="round"/>`,
  );
}

/** Yuki Snowdrift: snowy hills, pines, a cabin with warm windows, falling snow. */
export function snowScene(a: SceneArgs): void {
  const { c, p, s } = a;
  const horizon = c.height * 0.55;
  skyAndLight(a, horizon, 0.22);
  if (has(s, 'aurora')) {
    for (let i = 0; i < 3; i++) {
      c.add(
        `<path d="M0 ${c.height * (0.18 + i * 0.06)} Q${c.width * 0.3} ${c.height * (0.05 + i * 0.05)} ${c.width * 0.6} ${c.height * (0.2 + i * 0.05)} T${c.width} ${c.height * (0.12 + i * 0.06)}" stroke="${['#7ef9c6', '#7ef9ff', '#c77dff'][i]}" stroke-width="${c.height * 0.05}" fill="none" opacity="0.35" filter="${c.blur(12)}"/>`,
      );
    }
  }
  ridge(c, {
    base: horizon - 20,
    amplitude: c.height * 0.14,
    color: landColor(a, p.far, 0.2),
    jagged: 1.2,
    waves: 2,
  });
  const mid = ridge(c, {
    base: horizon + c.height * 0.08,
    amplitude: c.height * 0.06,
    color: landColor(a, p.mid, 0.1),
    waves: 3,
  });
  for (const tx of [0.05, 0.12, 0.2, 0.88, 0.95])
    pineTree(
      c,
      c.width * tx,
      heightAt(mid, c.width * tx) + 20,
      c.height * c.between(0.22, 0.32),
      landColor(a, p.leaf, 0.1),
      true,
    );
  if (has(s, 'cabin'))
    house(
      c,
      c.width * 0.62,
      heightAt(mid, c.width * 0.66) + 26,
      c.width * 0.12,
      { wall: '#a0522d', roof: '#ffffff', door: '#5b3a29' },
      s.time !== 'day',
    );
  const ground = ridge(c, {
    base: c.height * 0.8,
    amplitude: c.height * 0.03,
    color: landColor(a, p.ground, 0),
    waves: 1.5,
  });
  c.add(
    `<path d="M0 ${heightAt(ground, 0) + 30} Q${c.width * 0.4} ${c.height * 0.86} ${c.width} ${c.height * 0.9} L${c.width} ${c.height} L0 ${c.height} Z" fill="#dbe9f6" opacity="0.6"/>`,
  );
  snowfall(c, 140);
  paintCast(a, c.height * 0.9);
}

/** Ada Turret: a storybook castle on a green hill, a winding path. */
export function castleScene(a: SceneArgs): void {
  const { c, p, s } = a;
  const horizon = c.height * 0.58;
  skyAndLight(a, horizon, 0.15);
  if (s.time !== 'night') clouds(c, 3, c.height * 0.1, c.height * 0.28, '#ffffff', 0.9);
  ridge(c, {
    base: horizon,
    amplitude: c.height * 0.1,
    color: landColor(a, p.far, 0.35),
    waves: 2,
  });
  const hill = ridge(c, {
    base: horizon + c.height * 0.1,
    amplitude: c.height * 0.08,
    color: landColor(a, p.mid, 0.15),
    waves: 1.6,
  });
  const cx = c.width * (has(s, 'castle-left') ? 0.14 : 0.56);
  castle(c, cx, heightAt(hill, cx + c.width * 0.15) + 14, c.width * 0.32, {
    wall: s.time === 'night' ? '#b9b3d6' : '#ece4d4',
    roof: p.accent[1] as string,
    flag: p.accent[0] as string,
  });
  c.add(
    `<path d="M${cx + c.width * 0.16} ${heightAt(hill, cx + c.width * 0.16) + 14} Q${c.width * 0.4} ${c.height * 0.85} ${c.width * 0.3} ${c.height} L${c.width * 0.48} ${c.height} Q${c.width * 0.5} ${c.height * 0.85} ${cx + c.width * 0.18} ${heightAt(hill, cx + c.width * 0.18) + 14} Z" fill="#e8d5a9" opacity="0.9"/>`,
  );
  for (const tx of [0.05, 0.22, 0.94])
    roundTree(
      c,
      c.width * tx,
      c.height * c.between(0.8, 0.9),
      c.height * 0.24,
      landColor(a, p.leaf, 0.05),
    );
  meadow(c, c.height * 0.82, c.height, mix(p.leaf, '#000000', 0.15), p.accent, 30);
  paintCast(a, c.height * 0.93);
}

/** Amara Dunes: layered dunes, cacti, an oasis. */
export function desertScene(a: SceneArgs): void {
  const { c, p, s } = a;
  const horizon = c.height * 0.6;
  skyAndLight(a, horizon, 0.7);
  ridge(c, {
    base: horizon,
    amplitude: c.height * 0.06,
    color: landColor(a, p.far, 0.3),
    waves: 1.5,
  });
  if (has(s, 'pyramids')) {
    for (const [px, pw] of [
      [0.15, 0.2],
      [0.3, 0.14],
    ] as const) {
      c.add(
        `<path d="M${c.width * px} ${horizon + 10} L${c.width * (px + pw / 2)} ${horizon - c.height * pw * 0.9} L${c.width * (px + pw)} ${horizon + 10} Z" fill="${landColor(a, '#d9a066', 0.25)}"${c.stroke(3)}/>`,
      );
    }
  }
  ridge(c, {
    base: horizon + c.height * 0.1,
    amplitude: c.height * 0.07,
    color: landColor(a, p.mid, 0.1),
    waves: 2,
  });
  if (has(s, 'oasis')) {
    c.add(
      `<ellipse cx="${c.width * 0.7}" cy="${c.height * 0.78}" rx="${c.width * 0.16}" ry="${c.height * 0.04}" fill="${p.water[0]}"${c.stroke(3)}/>`,
    );
    palmTree(c, c.width * 0.62, c.height * 0.78, c.height * 0.32, p.leaf);
    palmTree(c, c.width * 0.82, c.height * 0.79, c.height * 0.26, p.leaf);
  }
  ridge(c, {
    base: c.height * 0.86,
    amplitude: c.height * 0.04,
    color: landColor(a, p.near, 0),
    waves: 1.2,
  });
  cactus(c, c.width * 0.1, c.height * 0.95, c.height * 0.22, landColor(a, '#5a9a5a', 0));
  if (!has(s, 'oasis'))
    cactus(c, c.width * 0.88, c.height * 0.97, c.height * 0.16, landColor(a, '#5a9a5a', 0));
  paintCast(a, c.height * 0.95);
}
