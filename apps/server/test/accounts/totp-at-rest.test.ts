import { ErrorCode } from '@storyloom/domain';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSessionSecret } from '../../src/config';
import { migrateToLatest } from '../../src/db/migrate';
import {
  down as openTotpSecretsMigration,
  sealTotpSecrets,
  up as sealTotpSecretsMigration,
} from '../../src/db/migrations/202611221100_encrypt_totp_secrets';
import {
  deriveAtRestKey,
  isSealed,
  SealedValueError,
  seal,
  setMigrationSecret,
  totpSecretKey,
  unseal,
} from '../../src/platform/secrets/index';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  accountEnv,
  browser,
  buildUser,
  signedIn,
  signIn,
  testPassword,
} from '../helpers/factories';

/** TOTP secrets at rest: sealed with AES-256-GCM (runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountEnv });
});
afterAll(async () => {
  setMigrationSecret(undefined);
  await t.close();
});

const codeFor = (secret: string, at = t.clock.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });

const storedSecrets = (id: string) =>
  t.app.db
    .selectFrom('users')
    .select(['totp_secret', 'totp_pending_secret'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('sealing', () => {
  const key = deriveAtRestKey('x'.repeat(40), 'totp-secret');

  it('opens what it sealed, with a fresh IV each time', () => {
    const a = seal(key, 'JBSWY3DPEHPK3PXP', 'user-1');
    const b = seal(key, 'JBSWY3DPEHPK3PXP', 'user-1');
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal(key, a, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key, another row, altered bytes and plain text', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP', 'user-1');
    const otherKey = deriveAtRestKey('y'.repeat(40), 'totp-secret');
    expect(() => unseal(otherKey, sealed, 'user-1')).toThrow(SealedValueError);
    expect(() => unseal(key, sealed, 'user-2')).toThrow(SealedValueError);
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] as number) ^ 1;
    expect(() => unseal(key, `v1.${raw.toString('base64url')}`, 'user-1')).toThrow(
      SealedValueError,
    );
    expect(() => unseal(key, 'JBSWY3DPEHPK3PXP', 'user-1')).toThrow(SealedValueError);
    expect(() => unseal(key, 'v1.AAAA', 'user-1')).toThrow(SealedValueError);
  });

  it('derives different keys for different purposes and secrets', () => {
    expect(deriveAtRestKey('s'.repeat(40), 'totp-secret')).toHaveLength(32);
    expect(deriveAtRestKey('s'.repeat(40), 'totp-secret')).toEqual(
      deriveAtRestKey('s'.repeat(40), 'totp-secret'),
    );
    expect(deriveAtRestKey('s'.repeat(40), 'other')).not.toEqual(
      deriveAtRestKey('s'.repeat(40), 'totp-secret'),
    );
  });
});

describe('TOTP secrets in the database', () => {
  it('are never stored as plain text, and sign-in still checks the code', async () => {
    const { client, user } = await signedIn(t, { accountType: 2 });
    const setup = await client.post<{ Secret: string }>('/api/User/TotpSetup');
    const secret = setup.body.result.Secret;
    const pending = await storedSecrets(user.row.id);
    expect(pending.totp_pending_secret && isSealed(pending.totp_pending_secret)).toBe(true);
    expect(pending.totp_pending_secret).not.toContain(secret);
    expect((await client.post('/api/User/TotpConfirm', { Code: codeFor(secret) })).body.code).toBe(
      0,
    );
    const stored = await storedSecrets(user.row.id);
    expect(stored.totp_pending_secret).toBeNull();
    expect(stored.totp_secret && isSealed(stored.totp_secret)).toBe(true);
    expect(unseal(totpSecretKey(t.config), stored.totp_secret as string, user.row.id)).toBe(secret);
    t.clock.advance(60_000);
    const ok = await signIn(browser(t), user.username, testPassword, { TotpCode: codeFor(secret) });
    expect(ok.body.code).toBe(0);
  });

  it('a sealed secret copied into another account does not open there', async () => {
    const { client, user } = await signedIn(t, { accountType: 2 });
    const setup = await client.post<{ Secret: string }>('/api/User/TotpSetup');
    await client.post('/api/User/TotpConfirm', { Code: codeFor(setup.body.result.Secret) });
    const victim = await buildUser(t, { accountType: 2 });
    const { totp_secret } = await storedSecrets(user.row.id);
    await t.app.db
      .updateTable('users')
      .set({ totp_secret, totp_enabled: 1 })
      .where('id', '=', victim.row.id)
      .execute();
    t.clock.advance(60_000);
    const res = await signIn(browser(t), victim.username, testPassword, {
      TotpCode: codeFor(setup.body.result.Secret),
    });
    expect(res.body.code).toBe(ErrorCode.TOTP_INVALID);
    expect(res.raw.body).not.toContain(setup.body.result.Secret);
    await t.app.db
      .updateTable('users')
      .set({ totp_secret: null, totp_enabled: 0 })
      .where('id', '=', victim.row.id)
      .execute();
  });
});

describe('migration 202611221100_encrypt_totp_secrets', () => {
  async function legacyTotpUser(secret: string, pending: string | null = null) {
    const user = await buildUser(t, { accountType: 2 });
    await t.app.db
      .updateTable('users')
      .set({ totp_secret: secret, totp_pending_secret: pending, totp_enabled: 1 })
      .where('id', '=', user.row.id)
      .execute();
    return user;
  }

  it('seals plain-text secrets (confirmed and pending) so sign-in works with the sealed ones', async () => {
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const pending = new OTPAuth.Secret({ size: 20 }).base32;
    const user = await legacyTotpUser(secret, pending);
    const sealedBefore = await legacyTotpUser('placeholder');
    await t.app.db
      .updateTable('users')
      .set({ totp_secret: seal(totpSecretKey(t.config), secret, sealedBefore.row.id) })
      .where('id', '=', sealedBefore.row.id)
      .execute();
    const { totp_secret: untouched } = await storedSecrets(sealedBefore.row.id);

    setMigrationSecret(resolveSessionSecret(t.config));
    await sealTotpSecretsMigration(t.app.db);
    setMigrationSecret(undefined);

    const stored = await storedSecrets(user.row.id);
    const key = totpSecretKey(t.config);
    expect(unseal(key, stored.totp_secret as string, user.row.id)).toBe(secret);
    expect(unseal(key, stored.totp_pending_secret as string, user.row.id)).toBe(pending);
    // Already sealed values are left as they were; a second run changes nothing.
    expect((await storedSecrets(sealedBefore.row.id)).totp_secret).toBe(untouched);
    expect(await sealTotpSecrets(t.app.db, key)).toBe(0);
    expect(await storedSecrets(user.row.id)).toEqual(stored);

    t.clock.advance(60_000);
    const ok = await signIn(browser(t), user.username, testPassword, { TotpCode: codeFor(secret) });
    expect(ok.body.code).toBe(0);
    const wrong = await signIn(browser(t), user.username, testPassword, { TotpCode: '000000' });
    expect(wrong.body.code).toBe(ErrorCode.TOTP_INVALID);
  });

  it('refuses to run over plain-text secrets without the session secret; down opens them', async () => {
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const user = await legacyTotpUser(secret);
    await expect(sealTotpSecretsMigration(t.app.db)).rejects.toThrow(/session secret/);
    expect((await storedSecrets(user.row.id)).totp_secret).toBe(secret);

    setMigrationSecret(resolveSessionSecret(t.config));
    await sealTotpSecretsMigration(t.app.db);
    expect(isSealed((await storedSecrets(user.row.id)).totp_secret as string)).toBe(true);
    await openTotpSecretsMigration(t.app.db);
    expect((await storedSecrets(user.row.id)).totp_secret).toBe(secret);
    await sealTotpSecretsMigration(t.app.db);
    setMigrationSecret(undefined);
  });

  it('migrateToLatest passes the session secret on, and clears it afterwards', async () => {
    // Everything is applied already: the call is a no-op that must still leave no secret behind.
    expect(await migrateToLatest(t.app.db, { sessionSecret: 'z'.repeat(40) })).toEqual([]);
    const user = await legacyTotpUser(new OTPAuth.Secret({ size: 20 }).base32);
    await expect(sealTotpSecretsMigration(t.app.db)).rejects.toThrow(/session secret/);
    // Leave the database as the application expects it.
    await sealTotpSecrets(t.app.db, totpSecretKey(t.config));
    expect(isSealed((await storedSecrets(user.row.id)).totp_secret as string)).toBe(true);
  });
});
