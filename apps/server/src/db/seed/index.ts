import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { DB } from '../index';

export interface DemoAccount {
  username: string;
  role: string;
  /** Staff: the otpauth:// address of its two-step sign-in (the seeded TOTP secret). */
  totpUri?: string;
}

export interface SeedContext {
  db: DB;
  clock: Clock;
  config: Config;
  /** The password every demo account gets. */
  demoPassword: string;
  /** The TOTP secret (base32) of the demo staff accounts: staff always need two-step sign-in. */
  demoTotpSecret: string;
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
  totpSecret: string;
  totpSecretGenerated: boolean;
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
  const totpSecretGenerated = !config.demoTotpSecret;
  const totpSecret = config.demoTotpSecret ?? randomBase32(32);
  const ctx: SeedContext = {
    db,
    clock,
    config,
    demoPassword: password,
    demoTotpSecret: totpSecret,
  };
  const accounts: DemoAccount[] = [];
  for (const seeder of seeders) {
    const result = await seeder.run(ctx);
    accounts.push(...(result?.accounts ?? []));
  }
  await markSeed(db, clock, `demo:${clock.now()}`);
  return {
    accounts,
    password,
    passwordGenerated,
    totpSecret,
    totpSecretGenerated,
    seeders: seeders.map((s) => s.name),
  };
}

/** A random base32 secret (RFC 4648 alphabet) of `length` characters: 5 bits each. */
function randomBase32(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return [...randomBytes(length)].map((b) => alphabet[b % 32]).join('');
}

export function formatSeedReport(report: SeedReport): string {
  const lines = ['Demo content seeded.'];
  if (report.accounts.length) {
    lines.push('Demo accounts (username / role):');
    for (const a of report.accounts) lines.push(`  ${a.username.padEnd(18)} ${a.role}`);
    lines.push(
      `Password for every demo account: ${report.password}${report.passwordGenerated ? '  (generated; set DEMO_PASSWORD to choose one)' : ''}`,
    );
    const staff = report.accounts.filter((a) => a.totpUri);
    if (staff.length) {
      lines.push(
        `Staff accounts always sign in in two steps. Their authenticator secret: ${report.totpSecret}${report.totpSecretGenerated ? '  (generated; set DEMO_TOTP_SECRET to choose one)' : ''}`,
        'Add it to an authenticator app (or open the otpauth address below with one), then enter its 6-digit code after the password:',
      );
      for (const a of staff) lines.push(`  ${a.username.padEnd(18)} ${a.totpUri}`);
    }
  }
  return lines.join('\n');
}
