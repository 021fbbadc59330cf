/** An artist's colours: each gallery keeps to its own, so it looks like one hand. */
export interface Palette {
  sky: Record<TimeOfDay, string[]>;
  /** Far to near land (or water) layers. */
  far: string;
  mid: string;
  near: string;
  ground: string;
  leaf: string;
  accent: string[];
  water: string[];
}

export type TimeOfDay = 'day' | 'sunset' | 'night' | 'dawn';

/** Mixes two #rrggbb colours (t = 0 gives a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1, 7), 16);
  const pb = Number.parseInt(b.slice(1, 7), 16);
  const channel = (shift: number) => {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    return Math.round(ca + (cb - ca) * t);
  };
  return `#${((channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).padStart(6, '0')}`;
}

/** Land colours tinted towards the sky colour with distance (atmospheric perspective). */
export function hazed(color: string, skyColor: string, distance: number): string {
  return mix(color, skyColor, distance);
}

export const palettes = {
  /** Pip Meadow: flat pastel countryside. */
  pastel: {
    sky: {
      day: ['#9fd8f5', '#cdeefc', '#f4fbff'],
      sunset: ['#f7a8c4', '#ffc9a8', '#fff0c2'],
      night: ['#2a2f6b', '#47508f', '#7d7fb8'],
      dawn: ['#c6b8f0', '#ffd3e0', '#fff4d6'],
    },
    far: '#a9d8c3',
    mid: '#8fcf9a',
    near: '#74c07f',
    ground: '#7cc67d',
    leaf: '#4fae6a',
    accent: ['#ff8fab', '#ffd166', '#a0c4ff', '#ffadad', '#cdb4db'],
    water: ['#8fd3f4', '#5fb6e6'],
  },
  /** Mira Moonfield: deep blues and violet nights. */
  night: {
    sky: {
      day: ['#6fa8dc', '#a9cce8', '#e3f0fa'],
      sunset: ['#3b2e6e', '#9b4f8f', '#f2a365'],
      night: ['#16205a', '#2f3f94', '#6a68b8'],
      dawn: ['#2b2d6e', '#7a5a9c', '#f0b6a0'],
    },
    far: '#6a74c0',
    mid: '#4f5aa6',
    near: '#3a4590',
    ground: '#3a4590',
    leaf: '#3d5a96',
    accent: ['#ffd866', '#ffb3c7', '#9ee7ff'],
    water: ['#4656a8', '#27306e'],
  },
  /** Tomas Tidewater: warm sea light, bold lines. */
  sea: {
    sky: {
      day: ['#5ec4f0', '#a6e3fa', '#f1fbff'],
      sunset: ['#ff7e67', '#ffb26b', '#ffe08a'],
      night: ['#142850', '#27496d', '#4b6f99'],
      dawn: ['#ffb1a3', '#ffd6a5', '#fdffb6'],
    },
    far: '#6c8fb3',
    mid: '#4f7f6f',
    near: '#3f6f55',
    ground: '#f2d49b',
    leaf: '#3f8f5a',
    accent: ['#e4484f', '#f6c244', '#ffffff'],
    water: ['#2e9fd8', '#1b6ca8'],
  },
  /** Lin Bamboo: ink and mist, a touch of red. */
  ink: {
    sky: {
      day: ['#f3ede0', '#efe6d3', '#e8dcc4'],
      sunset: ['#f6e2c8', '#f0cfae', '#e9c29a'],
      night: ['#4a4e5c', '#6b6f7d', '#9a9aa3'],
      dawn: ['#f1e6d6', '#ecdcc8', '#e6d2bc'],
    },
    far: '#b9b6ad',
    mid: '#8d8a84',
    near: '#4e4c4a',
    ground: '#6d6a63',
    leaf: '#5f7a5a',
    accent: ['#c8372d', '#d9a441'],
    water: ['#d9d3c4', '#c5bdab'],
  },
  /** Rosa Selva: saturated jungle greens and tropical flowers. */
  jungle: {
    sky: {
      day: ['#bff3c8', '#e8ffd9', '#fff9d6'],
      sunset: ['#ffb347', '#ffd56b', '#fff1b8'],
      night: ['#0b3d2e', '#145a43', '#2f7a5a'],
      dawn: ['#c3f0ca', '#f9f7b0', '#ffe4c4'],
    },
    far: '#5bbf7a',
    mid: '#2f9e5c',
    near: '#1d7a44',
    ground: '#3d8f4a',
    leaf: '#23a056',
    accent: ['#ff5d8f', '#ffbe0b', '#fb5607', '#8338ec'],
    water: ['#4cc9f0', '#168aad'],
  },
  /** Yuki Snowdrift: snow, ice blues, warm windows. */
  snow: {
    sky: {
      day: ['#a8d8f0', '#d6eefa', '#f7fcff'],
      sunset: ['#b9a8e8', '#f5b8c8', '#ffe3c7'],
      night: ['#16213e', '#2c3e6e', '#4a6199'],
      dawn: ['#cfc6f2', '#f6d6e6', '#fff1e6'],
    },
    far: '#dbe9f6',
    mid: '#eaf3fb',
    near: '#f8fbff',
    ground: '#ffffff',
    leaf: '#2f6b5a',
    accent: ['#e4484f', '#ffd866', '#7cc6fe'],
    water: ['#bfe1f2', '#8cc3e0'],
  },
  /** Orion Rocketeer: space purples and neon. */
  space: {
    sky: {
      day: ['#1b1464', '#3a1c71', '#5f2c82'],
      sunset: ['#240b36', '#6a1b6b', '#c31432'],
      night: ['#05051a', '#120b3a', '#2a1660'],
      dawn: ['#0f0c29', '#302b63', '#24243e'],
    },
    far: '#6b5b95',
    mid: '#8e7cc3',
    near: '#a99bd8',
    ground: '#b8aee0',
    leaf: '#7ef9c6',
    accent: ['#ff6ec7', '#7ef9ff', '#ffd866', '#a4ff6e'],
    water: ['#2a1660', '#05051a'],
  },
  /** Ada Turret: storybook castles on paper. */
  castle: {
    sky: {
      day: ['#b8e1ff', '#dff2ff', '#fff8e7'],
      sunset: ['#e0aaff', '#ffb4a2', '#ffe5b4'],
      night: ['#1d1a4b', '#3c2f80', '#6d5ba8'],
      dawn: ['#ffd6e0', '#ffe9d6', '#fff8e7'],
    },
    far: '#b5c99a',
    mid: '#97b47a',
    near: '#7fa366',
    ground: '#8fb573',
    leaf: '#5a8f4e',
    accent: ['#e85d75', '#7b6cd9', '#f4c152'],
    water: ['#9ad1ee', '#6bb3dc'],
  },
  /** Marco Skyline: city blues and taxi yellows. */
  city: {
    sky: {
      day: ['#8ecae6', '#bde0f3', '#eef8ff'],
      sunset: ['#ff8c69', '#ffb88c', '#ffe1a8'],
      night: ['#0d1b2a', '#1b263b', '#415a77'],
      dawn: ['#a3bded', '#d7c4f0', '#fde2e4'],
    },
    far: '#9db4c8',
    mid: '#6f8ba4',
    near: '#4a6580',
    ground: '#5b6470',
    leaf: '#4caf7a',
    accent: ['#ffcb05', '#ef476f', '#06d6a0', '#118ab2'],
    water: ['#4a6580', '#1b263b'],
  },
  /** Amara Dunes: warm sand and deep desert skies. */
  desert: {
    sky: {
      day: ['#7ec8e3', '#bfe6f2', '#fff4dc'],
      sunset: ['#c0392b', '#f39c12', '#f9e79f'],
      night: ['#1a1040', '#3b2667', '#7b4f8a'],
      dawn: ['#f8b195', '#f67280', '#c06c84'],
    },
    far: '#e8b07a',
    mid: '#e09a5f',
    near: '#d38345',
    ground: '#eab676',
    leaf: '#4f9a5a',
    accent: ['#2a9d8f', '#e76f51', '#f4a261'],
    water: ['#4fc1e9', '#2e86c1'],
  },
  /** Coral Finn: underwater turquoise. */
  reef: {
    sky: {
      day: ['#4fd1e8', '#1fa2c9', '#0b5f8a'],
      sunset: ['#3fb8c8', '#1b7fa6', '#0b4a6e'],
      night: ['#0b4a6e', '#072f4a', '#041c2e'],
      dawn: ['#6ee2e8', '#2bb0c9', '#0e6b8f'],
    },
    far: '#f2d7a6',
    mid: '#e9c48b',
    near: '#e0b676',
    ground: '#f0d3a0',
    leaf: '#2fbf71',
    accent: ['#ff6f91', '#ff9671', '#ffc75f', '#c34a36'],
    water: ['#4fd1e8', '#0b5f8a'],
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;
