import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Config, resolveSessionSecret } from '../../config';
import { LocalDiskStorage } from './local';
import type { ObjectStorage } from './types';

export { isSafeKey, isSafePrefix } from './keys';
export { LocalDiskStorage, localUploadPath } from './local';
export type { ObjectInfo, ObjectStorage, UploadGrant } from './types';

/**
 * The configured storage: S3-compatible when S3_BUCKET is set (the SDK is loaded only then),
 * otherwise local disk under DATA_DIR/uploads (PRODUCT.md infrastructure defaults).
 */
export async function createStorage(config: Config): Promise<ObjectStorage> {
  if (config.s3) {
    const { S3Storage } = await import('./s3');
    return new S3Storage(config.s3);
  }
  return new LocalDiskStorage(join(config.dataDir, 'uploads'), resolveSessionSecret(config));
}

const perConfig = new WeakMap<Config, Promise<ObjectStorage>>();

/**
 * The application's storage, made once per application (keyed by its config object, which
 * every plugin scope shares); `releaseStorage` closes it when the application closes.
 */
export function storageFor(app: FastifyInstance): Promise<ObjectStorage> {
  let storage = perConfig.get(app.config);
  if (!storage) {
    storage = createStorage(app.config);
    perConfig.set(app.config, storage);
  }
  return storage;
}

export async function releaseStorage(app: FastifyInstance): Promise<void> {
  const storage = perConfig.get(app.config);
  if (!storage) return;
  perConfig.delete(app.config);
  await (await storage).close();
}
