import type { SeedContext } from '../../src/db/seed/index';
import { helpSeeder } from '../../src/modules/help/seed';
import type { TestApp } from '../helpers/app';
import { staffTotpSecret } from '../helpers/factories';

/** Runs the help module's part of the demo (the FAQ and updates) on a test app. */
export async function seedHelp(t: TestApp): Promise<void> {
  const seed: SeedContext = {
    db: t.app.db,
    clock: t.clock,
    config: t.config,
    demoPassword: 'x',
    demoTotpSecret: staffTotpSecret,
  };
  await helpSeeder.run(seed);
}

export interface FaqView {
  FaqId: string;
  Topic: string;
  Question: string;
  Answer: string;
  Path: string;
}
