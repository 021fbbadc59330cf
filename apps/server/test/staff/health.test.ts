import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, browser, signedIn } from '../helpers/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: accountEnv });
});
afterAll(() => t.close());

describe('the console health (issue 21)', () => {
  it('shows version, database size, job queue, storage and mail', async () => {
    const admin = (await signedIn(t, { staffRole: 'admin', accountType: 0 })).client;
    const res = await admin.post<{
      Version: string;
      Node: string;
      Database: { Dialect: string; SizeBytes: number | null };
      Jobs: { Queue: string; Queued: number | null };
      Storage: { Kind: string; Ok: boolean };
      Mail: { Mode: string; OutboxFiles: number | null };
    }>('/api/Admin/Health', {});
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const health = res.body.result;
    expect(health.Version).toMatch(/^\d+\.\d+\.\d+/);
    expect(health.Node).toBe(process.version);
    expect(health.Database.Dialect).toBe(t.app.dialect);
    expect(health.Database.SizeBytes).toBeGreaterThan(0);
    expect(health.Jobs.Queue).toBe(t.app.dialect === 'postgres' ? 'pg-boss' : 'embedded');
    expect(health.Storage).toEqual({ Kind: 'local', Ok: true });
    expect(health.Mail.Mode).toBe('outbox');
  });

  it('is for admins only, and takes no fields', async () => {
    const admin = (await signedIn(t, { staffRole: 'admin', accountType: 0 })).client;
    expect((await admin.post('/api/Admin/Health', { X: 1 })).body.code).toBe(ErrorCode.BAD_INPUT);
    const moderator = (await signedIn(t, { staffRole: 'moderator', accountType: 0 })).client;
    const writer = (await signedIn(t)).client;
    expect((await moderator.post('/api/Admin/Health', {})).body.code).toBe(ErrorCode.NO_PERMISSION);
    expect((await writer.post('/api/Admin/Health', {})).body.code).toBe(ErrorCode.NO_PERMISSION);
    expect((await browser(t).post('/api/Admin/Health', {})).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
  });
});
