import type { Seeder } from '../../db/seed/index';
import { rebuildSearchIndex } from './indexer';

/** Runs last: indexes every published demo book and every artist page, whatever made them. */
export const searchSeeder: Seeder = {
  name: 'search',
  async run({ db, clock }) {
    await rebuildSearchIndex(db, clock.now());
    return undefined;
  },
};
