import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { assertSafeKey, isSafePrefix } from './keys';
import type { ObjectInfo, ObjectStorage, UploadGrant, UploadGrantRequest } from './types';

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

function isMissing(err: unknown): boolean {
  if (err instanceof S3ServiceException) {
    return (
      err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound'
    );
  }
  return false;
}

/**
 * S3-compatible storage (AWS S3, MinIO, R2...). An endpoint, when set, is addressed path-style,
 * as self-hosted S3 servers expect. Upload grants are presigned POST policies limited to one key
 * prefix and a size range, valid for a few minutes.
 */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly region: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.region = settings.region;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
      // Checksums only where S3 requires them: S3-compatible servers vary in what they accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, meta: { contentType: string }): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: meta.contentType,
        ContentLength: body.length,
      }),
    );
  }

  async head(key: string): Promise<ObjectInfo | null> {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? 'application/octet-stream',
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async get(key: string) {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? 'application/octet-stream',
        body: out.Body as Readable,
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async read(key: string, maxBytes: number): Promise<Buffer | 'tooLarge' | null> {
    const object = await this.get(key);
    if (!object) return null;
    if (object.size > maxBytes) {
      object.body.destroy();
      return 'tooLarge';
    }
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of object.body) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) {
        object.body.destroy();
        return 'tooLarge';
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  async delete(keys: readonly string[]): Promise<void> {
    // One request per key: every S3-compatible server supports it (multi-delete needs checksums
    // some of them do not take).
    await Promise.all(
      keys.map((key) => {
        assertSafeKey(key);
        return this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
      }),
    );
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const out = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const item of out.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  async uploadGrant(request: UploadGrantRequest): Promise<UploadGrant> {
    if (!isSafePrefix(request.prefix)) throw new Error('unsafe upload prefix');
    const post = await createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: `${request.prefix}\${filename}`,
      Conditions: [
        ['starts-with', '$key', request.prefix],
        ['content-length-range', 1, request.maxBytes],
      ],
      Expires: request.expiresInSeconds,
    });
    const { key: _key, ...fields } = post.fields;
    return {
      url: post.url,
      method: 'POST',
      fields,
      region: this.region,
      bucket: this.bucket,
      prefix: request.prefix,
      maxBytes: request.maxBytes,
      expiresAt: request.now + request.expiresInSeconds * 1000,
    };
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
