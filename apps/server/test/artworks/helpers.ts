import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Envelope } from '@storyloom/domain';
import sharp from 'sharp';
import type { TestApp } from '../helpers/app';
import type { CallResult, TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';

export interface FilePart {
  name?: string;
  filename: string;
  data: Buffer;
  contentType?: string;
}

/** A multipart/form-data body: the text fields first, then the file (as browsers and S3 expect). */
export function multipartBody(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----storyloom${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A multipart POST from a signed-in browser (its cookies and CSRF token). */
export async function postMultipart<T = unknown>(
  t: TestApp,
  client: TestClient,
  url: string,
  fields: Record<string, string>,
  file?: FilePart,
  options: { csrf?: boolean } = {},
): Promise<CallResult<T>> {
  const csrf = await client.ensureCsrf();
  const body = multipartBody(fields, file);
  const cookies = ['sl_csrf', 'sl_session']
    .map((name) => [name, client.cookie(name)])
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: {
      cookie: cookies,
      'content-type': body.contentType,
      ...(options.csrf === false ? {} : { 'x-csrf-token': csrf }),
    },
    payload: body.payload,
  });
  let parsed: Envelope<T>;
  try {
    parsed = response.json() as Envelope<T>;
  } catch {
    parsed = { code: Number.NaN, msg: response.body, message: response.body, result: null as T };
  }
  return { status: response.statusCode, body: parsed, headers: response.headers, raw: response };
}

/** Pictures made by sharp for the tests. */
export const pictures = {
  png: (width = 64, height = 48) =>
    sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
      .png()
      .toBuffer(),
  webp: () =>
    sharp({ create: { width: 40, height: 30, channels: 4, background: '#f59e0b80' } })
      .webp()
      .toBuffer(),
  gif: () =>
    sharp({ create: { width: 30, height: 30, channels: 3, background: '#10b981' } })
      .gif()
      .toBuffer(),
  /** A JPEG carrying EXIF with a camera make and a GPS position. */
  jpegWithGps: () =>
    sharp({ create: { width: 80, height: 60, channels: 3, background: '#ef4444' } })
      .withExif({
        IFD0: { Make: 'StoryloomCam', Model: 'Test 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      })
      .jpeg()
      .toBuffer(),
};

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid-looking PNG of a few hundred bytes whose header claims
 * 100,000 × 100,000 pixels (10 gigapixels).
 */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

/** A signed-in artist (account type 3). */
export function signedInArtist(t: TestApp, username?: string) {
  return signedIn(t, { accountType: 3, ...(username ? { username } : {}) });
}

export interface ArtworkResult {
  Artwork: {
    ArtworkId: string;
    Title: string;
    Status?: string;
    RejectReason?: string | null;
    Tags: { en: string[]; zh: string[]; es: string[] };
    BookTypes: string[];
    Library: string;
    ComicKind: string | null;
    ForSale: boolean;
    Image: { Url: string; ThumbUrl: string; Width: number; Height: number; HasAlpha: boolean };
    Artist: { Slug: string; Name: string };
    Licence: { Name: string; Url: string };
    Attribution: string;
    IsFavorite?: boolean;
    FavoriteCount: number;
  };
}
export type ArtworkView = ArtworkResult['Artwork'];
export interface PageResult {
  List: ArtworkView[];
  NextCursor: string | null;
}

/** Uploads a small PNG as gallery artwork; answers the artwork. */
export async function uploadPng(
  t: TestApp,
  client: TestClient,
  fields: Record<string, string> = {},
): Promise<ArtworkView> {
  const res = await postMultipart<ArtworkResult>(t, client, '/api/Upload/Artwork', fields, {
    filename: 'picture.png',
    data: await pictures.png(),
    contentType: 'image/png',
  });
  if (res.body.code !== 0) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.result.Artwork;
}
