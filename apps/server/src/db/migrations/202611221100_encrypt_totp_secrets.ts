import type { Kysely } from 'kysely';
import {
  type AtRestKey,
  currentMigrationSecret,
  deriveAtRestKey,
  isSealed,
  seal,
  unseal,
} from '../../platform/secrets/index';

const columns = ['totp_secret', 'totp_pending_secret'] as const;

/**
 * Seals every TOTP secret (confirmed and pending) still stored as plain text. Sealed values are
 * left alone, so running it again changes nothing. Returns how many values were sealed.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function sealTotpSecrets(db: Kysely<any>, key: AtRestKey): Promise<number> {
  const rows = (await db
    .selectFrom('users')
    .select(['id', ...columns])
    .where((eb) => eb.or(columns.map((c) => eb(c, 'is not', null))))
    .execute()) as { id: string; totp_secret: string | null; totp_pending_secret: string | null }[];
  let sealed = 0;
  for (const row of rows) {
    const patch: Record<string, string> = {};
    for (const column of columns) {
      const value = row[column];
      if (value && !isSealed(value)) {
        patch[column] = seal(key, value, row.id);
        sealed += 1;
      }
    }
    if (Object.keys(patch).length > 0) {
      await db.updateTable('users').set(patch).where('id', '=', row.id).execute();
    }
  }
  return sealed;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
async function plainTextCount(db: Kysely<any>): Promise<number> {
  const rows = (await db
    .selectFrom('users')
    .select(columns)
    .where((eb) => eb.or(columns.map((c) => eb(c, 'is not', null))))
    .execute()) as Record<(typeof columns)[number], string | null>[];
  return rows.filter((row) => columns.some((c) => row[c] && !isSealed(row[c] as string))).length;
}

/** TOTP secrets at rest: AES-256-GCM under a key derived from the session secret. */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  const secret = currentMigrationSecret();
  if (secret) {
    await sealTotpSecrets(db, deriveAtRestKey(secret, 'totp-secret'));
    return;
  }
  if ((await plainTextCount(db)) > 0) {
    throw new Error(
      'TOTP secrets need the session secret to be sealed: run the migration through npm start or npm run db:migrate',
    );
  }
}

/** Opens the sealed secrets again (needs the same session secret). */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function down(db: Kysely<any>): Promise<void> {
  const secret = currentMigrationSecret();
  if (!secret) throw new Error('TOTP secrets need the session secret to be opened');
  const key = deriveAtRestKey(secret, 'totp-secret');
  const rows = (await db
    .selectFrom('users')
    .select(['id', ...columns])
    .where((eb) => eb.or(columns.map((c) => eb(c, 'is not', null))))
    .execute()) as { id: string; totp_secret: string | null; totp_pending_secret: string | null }[];
  for (const row of rows) {
    const patch: Record<string, string> = {};
    for (const column of columns) {
      const value = row[column];
      if (value && isSealed(value)) patch[column] = unseal(key, value, row.id);
    }
    if (Object.keys(patch).length > 0) {
      await db.updateTable('users').set(patch).where('id', '=', row.id).execute();
    }
  }
}
