import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveSessionSecret } from '../../src/config';

describe('configuration from the environment', () => {
  it('defaults to embedded mode', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: resolve('./data/storyloom.db') });
    expect(config.seed).toBe('demo');
    expect(config.stripe).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('honours PORT, DATA_DIR and a PostgreSQL DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '4100',
      DATA_DIR: '/tmp/sl-x',
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(config.port).toBe(4100);
    expect(config.dataDir).toBe('/tmp/sl-x');
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
      poolSize: 10,
      statementTimeoutMs: 0,
    });
  });

  it('names every problem in a bad configuration', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED: 'lots' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect(String(err)).toContain('PORT');
      expect(String(err)).toContain('DATABASE_URL');
    }
  });

  it('keeps a generated session secret under DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sl-secret-'));
    try {
      const config = loadConfig({ DATA_DIR: dir });
      const first = resolveSessionSecret(config);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(existsSync(join(dir, 'session-secret'))).toBe(true);
      expect(resolveSessionSecret(config)).toBe(first);
      expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('starting the server', { timeout: 90_000 }, () => {
  const main = resolve(__dirname, '../../src/main.ts');
  const tsx = resolve(__dirname, '../../../../node_modules/.bin/tsx');

  it('refuses to start with a clear message on a bad configuration', () => {
    const run = spawnSync(tsx, [main], {
      env: { ...process.env, PORT: 'eighty' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Storyloom cannot start');
    expect(run.stderr).toContain('PORT');
  });

  it('refuses to start with a clear message when DATA_DIR cannot hold the data', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sl-file-'));
    const file = join(dir, 'not-a-directory');
    writeFileSync(file, 'x');
    try {
      const run = spawnSync(tsx, [main], {
        env: { ...process.env, DATA_DIR: file, DATABASE_URL: '', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Storyloom cannot start');
      expect(run.stderr).not.toContain('    at ');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a clear message when the database is unreachable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sl-start-'));
    try {
      const run = spawnSync(tsx, [main], {
        env: {
          ...process.env,
          DATA_DIR: dir,
          DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
          LOG_LEVEL: 'silent',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('cannot reach the PostgreSQL database');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
