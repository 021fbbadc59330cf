import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, pause } from '../lib/server.mjs';

/**
 * The shared parts of the cluster run (bench/cluster.mjs), each its own process so the runner
 * can stop and restart it: a redis-server of the run's own (no persistence) and the local S3
 * peer (s3rver, the S3-compatible server the storage tests use, started by s3-peer.mjs).
 */

/** A redis-server on a free port, restartable on the same port. */
export class RedisProcess {
  constructor(port) {
    this.port = port;
    this.url = `redis://127.0.0.1:${port}`;
    /** @type {import('node:child_process').ChildProcess | undefined} */
    this.child = undefined;
    this.output = [];
  }

  static async start(bin = process.env.CLUSTER_REDIS_SERVER || '/usr/bin/redis-server') {
    const redis = new RedisProcess(await freePort());
    redis.bin = bin;
    await redis.spawn();
    return redis;
  }

  async spawn() {
    const child = spawn(
      this.bin,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    const keep = (chunk) => {
      this.output.push(...chunk.toString().split('\n').filter(Boolean));
      if (this.output.length > 50) this.output.splice(0, this.output.length - 50);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    this.exit = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (this.output.some((l) => l.includes('Ready to accept connections'))) return;
      if (child.exitCode !== null) break;
      await pause(50);
    }
    throw new Error(`redis-server did not start:\n${this.output.join('\n')}`);
  }

  /** Stops it (SIGTERM; no persistence, so its keys are gone) and starts it again. */
  async restart(downMs = 1000) {
    await this.stop();
    await pause(downMs);
    this.output = [];
    await this.spawn();
  }

  async stop() {
    if (!this.child || this.child.exitCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), 5000);
    await this.exit;
    clearTimeout(timer);
  }
}

const peerScript = fileURLToPath(new URL('./s3-peer.mjs', import.meta.url));

/** The local S3 peer (s3rver) in a child process, with one bucket. */
export class S3Peer {
  static async start(bucket) {
    const peer = new S3Peer();
    peer.dir = mkdtempSync(join(tmpdir(), 'storyloom-cluster-s3-'));
    peer.bucket = bucket;
    peer.child = spawn(process.execPath, [peerScript, peer.dir, bucket], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    peer.port = await new Promise((resolve, reject) => {
      let text = '';
      peer.child.stdout.on('data', (chunk) => {
        text += chunk.toString();
        const m = /listening on (\d+)/.exec(text);
        if (m) resolve(Number(m[1]));
      });
      peer.child.once('exit', (code) => reject(new Error(`the S3 peer exited (${code})`)));
    });
    peer.endpoint = `http://127.0.0.1:${peer.port}`;
    return peer;
  }

  /** The server's S3_* settings for this peer. */
  env() {
    return {
      S3_ENDPOINT: this.endpoint,
      S3_BUCKET: this.bucket,
      S3_REGION: 'eu-test-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
  }

  async stop() {
    if (this.child.exitCode === null) {
      this.child.kill('SIGTERM');
      await new Promise((resolve) => this.child.once('exit', resolve));
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
