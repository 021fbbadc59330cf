import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { describeStorageContract } from './storage-contract';

/** The same suite against a local S3-compatible server (s3rver), started by the test. */
describeStorageContract(
  'S3 (local S3-compatible server)',
  async () => {
    const directory = mkdtempSync(join(tmpdir(), 'storyloom-s3-'));
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'storyloom-test', configs: [] }],
    });
    const { port } = await server.run();
    return {
      env: {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'storyloom-test',
        S3_REGION: 'eu-test-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
      async stop() {
        await server.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  },
  { kind: 's3', region: 'eu-test-1', bucket: 'storyloom-test' },
);
