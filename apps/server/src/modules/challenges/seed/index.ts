import type { SeedUnit } from '../content';
import { characterUnit } from './unit-character';
import { plotUnit } from './unit-plot';
import { poetryUnit } from './unit-poetry';
import { settingUnit } from './unit-setting';

/** The units in order (one data file each, decision 031). */
export const curriculum: SeedUnit[] = [characterUnit, settingUnit, plotUnit, poetryUnit];
