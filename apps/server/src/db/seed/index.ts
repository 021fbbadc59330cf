import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { DB } from '../index';

export interface DemoAccount {
  username: string;
  role: string;
}

export interface SeedContext {
  db: DB;
  clock: Clock;
  config: Config;
  /** The password every demo account gets. */
  demoPassword: string;
}

/**
 * One module's part of the demo. Seeders run in the order they were registered (the composition
 * root registers the list in modules/index.ts), once per database.
 */
export interface Seeder {
  name: string;
  run(ctx: SeedContext): Promise<{ accounts?: DemoAccount[] } | undefined>;
}

export interface SeedReport {
  accounts: DemoAccount[];
  password: string;
  passwordGenerated: boolean;
  seeders: string[];
}

const seedKey = 'seed';

let seeders: readonly Seeder[] = [];

/**
 * The seeders db/seed runs, in order. db/ never imports a module: buildApp (and the seed
 * command) register the modules' seeders through their front doors.
 */
export function registerSeeders(list: readonly Seeder[]): void {
  seeders = list;
}

async function seedState(db: DB): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', seedKey)
    .executeTakeFirst();
  return row?.value;
}

async function markSeed(db: DB, clock: Clock, value: string): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key: seedKey, value, updated_at: clock.now() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: clock.now() }))
    .execute();
}

/**
 * Seeds the demo on a fresh database (SEED=demo, the default). A database started with
 * SEED=none is marked as real and never seeded later. Returns null when nothing was seeded.
 */
export async function seedIfFresh(
  db: DB,
  clock: Clock,
  config: Config,
): Promise<SeedReport | null> {
  if (await seedState(db)) return null;
  if (config.seed === 'none') {
    await markSeed(db, clock, 'none');
    return null;
  }
  if (seeders.length === 0) throw new Error('No seeders registered (registerSeeders in buildApp).');
  const passwordGenerated = !config.demoPassword;
  const password = config.demoPassword ?? `loom-${randomBytes(6).toString('base64url')}`;
  const ctx: SeedContext = { db, clock, config, demoPassword: password };
  const accounts: DemoAccount[] = [];
  for (const seeder of seeders) {
    const result = await seeder.run(ctx);
    accounts.push(...(result?.accounts ?? []));
  }
  await markSeed(db, clock, `demo:${clock.now()}`);
  return { accounts, password, passwordGenerated, seeders: seeders.map((s) => s.name) };
}

export function formatSeedReport(report: SeedReport): string {
  const lines = ['Demo content seeded.'];
  if (report.accounts.length) {
    lines.push('Demo accounts (username / role):');
    for (const a of report.accounts) lines.push(`  ${a.username.padEnd(18)} ${a.role}`);
    lines.push(
      `Password for every demo account: ${report.password}${report.passwordGenerated ? '  (generated; set DEMO_PASSWORD to choose one)' : ''}`,
    );
  }
  return lines.join('\n');
}
