import type { Readable } from 'node:stream';

/** What storage knows of a stored object. */
export interface ObjectInfo {
  size: number;
  contentType: string;
}

/**
 * A short-lived, scoped permission to upload one file straight to storage (SPEC §3 upload
 * token): an HTML-form POST of `fields`, a `key` starting with `prefix`, and the file (last).
 * S3 answers with a presigned POST policy; local disk with a policy signed by this server.
 */
export interface UploadGrant {
  url: string;
  method: 'POST';
  fields: Record<string, string>;
  region: string;
  bucket: string;
  prefix: string;
  maxBytes: number;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface UploadGrantRequest {
  prefix: string;
  maxBytes: number;
  /** Epoch milliseconds (from the app clock). */
  now: number;
  expiresInSeconds: number;
}

/**
 * Where uploaded and generated files live. Two implementations pass one test suite: local disk
 * under DATA_DIR/uploads (the default) and S3-compatible storage. Keys are `/`-separated paths
 * of safe characters (see keys.ts); callers never touch the file system or the bucket directly.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, meta: { contentType: string }): Promise<void>;
  /** A stream of the object, or null when there is none. */
  get(key: string): Promise<(ObjectInfo & { body: Readable }) | null>;
  /** The whole object when it is at most maxBytes; 'tooLarge' otherwise; null when missing. */
  read(key: string, maxBytes: number): Promise<Buffer | 'tooLarge' | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Deletes the keys; missing ones are fine. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key under a prefix (for clean-up and tests). */
  list(prefix: string): Promise<string[]>;
  uploadGrant(request: UploadGrantRequest): Promise<UploadGrant>;
  close(): Promise<void>;
}
