import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { newToken } from '../ids';
import { assertSafeKey, contentTypeForKey, isSafeKey, isSafePrefix } from './keys';
import type { ObjectInfo, ObjectStorage, UploadGrant, UploadGrantRequest } from './types';

/** The path local upload grants post to (the uploads module serves it). */
export const localUploadPath = '/api/Upload/Direct';

interface LocalPolicy {
  /** prefix */
  p: string;
  /** max bytes */
  m: number;
  /** expires at, epoch ms */
  e: number;
}

export type LocalGrantCheck =
  | { ok: true; maxBytes: number }
  | { ok: false; reason: 'signature' | 'expired' | 'key' };

/**
 * Local disk under DATA_DIR/uploads. Writes go to a temporary file renamed into place, so a
 * reader never sees half a file. Upload grants are policies signed with a key derived from the
 * session secret, checked by `checkGrant` when the form arrives at /api/Upload/Direct.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  private readonly signingKey: Buffer;

  constructor(
    private readonly root: string,
    secret: string,
  ) {
    this.signingKey = createHmac('sha256', secret).update('storyloom local upload grant').digest();
  }

  private path(key: string): string {
    assertSafeKey(key);
    return join(this.root, ...key.split('/'));
  }

  /** Local disk keeps no metadata: the content type follows the key's extension. */
  async put(key: string, body: Buffer, _meta?: { contentType: string }): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${newToken(6)}.part`;
    await writeFile(temp, body);
    await rename(temp, target);
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await stat(this.path(key));
      return info.isFile() ? { size: info.size, contentType: contentTypeForKey(key) } : null;
    } catch {
      return null;
    }
  }

  async get(key: string) {
    const info = await this.head(key);
    if (!info) return null;
    return { ...info, body: createReadStream(this.path(key)) };
  }

  async read(key: string, maxBytes: number): Promise<Buffer | 'tooLarge' | null> {
    let handle: Awaited<ReturnType<typeof open>> | undefined;
    try {
      handle = await open(this.path(key), 'r');
    } catch {
      return null;
    }
    try {
      const { size } = await handle.stat();
      if (size > maxBytes) return 'tooLarge';
      return await handle.readFile();
    } finally {
      await handle.close();
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.path(key), { force: true })));
  }

  async list(prefix: string): Promise<string[]> {
    const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
    if (base !== '' && !isSafeKey(base)) return [];
    const dir = base === '' ? this.root : this.path(base);
    let entries: string[];
    try {
      entries = await readdir(dir, { recursive: true });
    } catch {
      return [];
    }
    const keys: string[] = [];
    for (const entry of entries) {
      const full = join(dir, entry);
      if (entry.endsWith('.part') || !(await stat(full)).isFile()) continue;
      keys.push(relative(this.root, full).split(sep).join('/'));
    }
    return keys.sort();
  }

  private sign(policy: string): string {
    return createHmac('sha256', this.signingKey).update(policy).digest('base64url');
  }

  async uploadGrant(request: UploadGrantRequest): Promise<UploadGrant> {
    if (!isSafePrefix(request.prefix)) throw new Error('unsafe upload prefix');
    const expiresAt = request.now + request.expiresInSeconds * 1000;
    const policy: LocalPolicy = { p: request.prefix, m: request.maxBytes, e: expiresAt };
    const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
    return {
      url: localUploadPath,
      method: 'POST',
      fields: { Policy: encoded, Signature: this.sign(encoded) },
      region: 'local',
      bucket: 'local',
      prefix: request.prefix,
      maxBytes: request.maxBytes,
      expiresAt,
    };
  }

  /** Whether a form posted to /api/Upload/Direct carries a valid, unexpired grant for its key. */
  checkGrant(fields: { Policy?: string; Signature?: string; key?: string }, now: number) {
    const { Policy: encoded, Signature: signature, key } = fields;
    if (!encoded || !signature) return { ok: false, reason: 'signature' } as LocalGrantCheck;
    const expected = Buffer.from(this.sign(encoded));
    const sent = Buffer.from(signature);
    if (expected.length !== sent.length || !timingSafeEqual(expected, sent)) {
      return { ok: false, reason: 'signature' } as LocalGrantCheck;
    }
    const policy = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as LocalPolicy;
    if (policy.e < now) return { ok: false, reason: 'expired' } as LocalGrantCheck;
    if (key === undefined || !key.startsWith(policy.p) || !isSafeKey(key) || key === policy.p) {
      return { ok: false, reason: 'key' } as LocalGrantCheck;
    }
    return { ok: true, maxBytes: policy.m } as LocalGrantCheck;
  }

  async close(): Promise<void> {}
}
