import { Canvas, type Style } from './canvas';
import type { EmojiSet } from './emoji';
import type { Palette } from './palette';
import type { Subject } from './scene-kit';
import {
  castleScene,
  desertScene,
  inkScene,
  meadowScene,
  nightScene,
  snowScene,
} from './scenes-land';
import { cityScene, jungleScene, reefScene, seaScene, spaceScene } from './scenes-more';

export type Theme =
  | 'meadow'
  | 'night'
  | 'sea'
  | 'ink'
  | 'jungle'
  | 'snow'
  | 'space'
  | 'castle'
  | 'city'
  | 'desert'
  | 'reef';

const painters = {
  meadow: meadowScene,
  night: nightScene,
  sea: seaScene,
  ink: inkScene,
  jungle: jungleScene,
  snow: snowScene,
  space: spaceScene,
  castle: castleScene,
  city: cityScene,
  desert: desertScene,
  reef: reefScene,
} satisfies Record<Theme, unknown>;

export interface SceneRequest {
  seed: string;
  theme: Theme;
  palette: Palette;
  style: Style;
  set: EmojiSet;
  subject: Subject;
  width: number;
  height: number;
}

/** One whole picture as SVG markup. */
export function sceneSvg(r: SceneRequest): string {
  const c = new Canvas(r.width, r.height, r.seed, r.style);
  painters[r.theme]({ c, p: r.palette, s: r.subject, set: r.set });
  return c.toSvg();
}
