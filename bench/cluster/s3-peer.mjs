#!/usr/bin/env node
/**
 * The local S3 peer of the cluster run: s3rver (the S3-compatible server the storage tests
 * use) in its own process, files under DIR, one BUCKET. Prints `listening on PORT`.
 * Usage: node bench/cluster/s3-peer.mjs DIR BUCKET
 */
import S3rver from 's3rver';

const [dir, bucket] = process.argv.slice(2);
if (!dir || !bucket) {
  console.error('usage: s3-peer.mjs DIR BUCKET');
  process.exit(2);
}
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: dir,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
console.log(`listening on ${port}`);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
