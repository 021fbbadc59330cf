import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { type ProcessedImage, variantsFromPixels } from '../../../platform/images/index';

/** Bump when the renderer's output changes, so cached pictures are made again. */
const renderVersion = 'seed-art-2';

interface CachedMeta {
  width: number;
  height: number;
  hasAlpha: boolean;
  medium: { width: number; height: number };
  thumb: { width: number; height: number };
}

/**
 * What is done to the rendered pixels: paper grain, watercolour softness, or a sticker's white
 * outline and shadow. Done by libvips after rendering, which costs a fraction of SVG filters.
 */
export type Finish = 'none' | 'paper' | 'watercolor' | 'sticker';

type Pixels = { data: Buffer; info: OutputInfo };

let grainTile: Promise<Buffer> | undefined;
/** A small warm paper-grain tile, made once and tiled over a picture. */
function paperGrain(): Promise<Buffer> {
  grainTile ??= sharp({
    create: {
      width: 256,
      height: 256,
      channels: 3,
      background: '#ffffff',
      noise: { type: 'gaussian', mean: 236, sigma: 14 },
    },
  })
    .greyscale()
    .blur(0.5)
    .tint('#f1e4cc')
    .png()
    .toBuffer();
  return grainTile;
}

const rawOf = (p: Pixels) => ({
  raw: { width: p.info.width, height: p.info.height, channels: p.info.channels },
});

async function finished(p: Pixels, finish: Finish): Promise<Pixels> {
  if (finish === 'none') return p;
  if (finish === 'sticker') return sticker(p);
  const grain = { input: await paperGrain(), tile: true, blend: 'multiply' as const };
  if (finish === 'paper') {
    return sharp(p.data, rawOf(p)).composite([grain]).raw().toBuffer({ resolveWithObject: true });
  }
  const bloom = await sharp(p.data, rawOf(p)).blur(9).raw().toBuffer();
  return sharp(p.data, rawOf(p))
    .blur(0.8)
    .composite([{ input: bloom, ...rawOf(p), blend: 'soft-light' }, grain])
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** A white outline grown from the picture's shape, and a soft shadow below it. */
async function sticker(p: Pixels): Promise<Pixels> {
  const { width, height } = p.info;
  const alpha = await sharp(p.data, rawOf(p)).extractChannel(3).raw().toBuffer();
  const mask = { raw: { width, height, channels: 1 as const } };
  const grown = await sharp(alpha, mask)
    .blur(5)
    .linear(10, 0)
    .extractChannel(0)
    .raw({ depth: 'uchar' })
    .toBuffer();
  const shade = await sharp(grown, mask)
    .blur(7)
    .linear(0.35, 0)
    .extractChannel(0)
    .raw({ depth: 'uchar' })
    .toBuffer();
  const solid = (color: string, a: Buffer) =>
    sharp({ create: { width, height, channels: 3, background: color } })
      .joinChannel(a, mask)
      .png()
      .toBuffer();
  return sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      { input: await solid('#1d1530', shade), top: Math.round(height * 0.015), left: 0 },
      { input: await solid('#ffffff', grown) },
      { input: p.data, ...rawOf(p) },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * An SVG picture rendered by sharp (librsvg) to pixels, finished, then through the same variant
 * step as an upload. Rendered variants are cached by content hash (under
 * DATA_DIR/seed-art-cache), so a second seed on the same machine only reads files.
 */
export async function renderArt(
  svg: string,
  options: { finish: Finish; transparent: boolean; cacheDir: string | null },
): Promise<ProcessedImage> {
  const hash = createHash('sha256')
    .update(renderVersion)
    .update(options.finish)
    .update(svg)
    .digest('hex')
    .slice(0, 32);
  const dir = options.cacheDir ? join(options.cacheDir, hash.slice(0, 2), hash) : null;
  if (dir) {
    const cached = await fromCache(dir);
    if (cached) return cached;
  }
  let pipeline = sharp(Buffer.from(svg), { limitInputPixels: false });
  if (!options.transparent) pipeline = pipeline.flatten({ background: '#ffffff' });
  else pipeline = pipeline.ensureAlpha();
  const rendered = await finished(
    await pipeline.raw().toBuffer({ resolveWithObject: true }),
    options.finish,
  );
  const processed = await variantsFromPixels(rendered.data, {
    width: rendered.info.width,
    height: rendered.info.height,
    channels: rendered.info.channels,
  });
  if (dir) await toCache(dir, processed);
  return processed;
}

async function fromCache(dir: string): Promise<ProcessedImage | null> {
  try {
    const meta = JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8')) as CachedMeta;
    // A cache from before the medium size (decision 066) has no medium.webp: rendered again.
    const [display, medium, thumb] = await Promise.all([
      readFile(join(dir, 'display.webp')),
      readFile(join(dir, 'medium.webp')),
      readFile(join(dir, 'thumb.webp')),
    ]);
    return {
      width: meta.width,
      height: meta.height,
      hasAlpha: meta.hasAlpha,
      variants: [
        {
          name: 'display',
          data: display,
          width: meta.width,
          height: meta.height,
          contentType: 'image/webp',
        },
        {
          name: 'medium',
          data: medium,
          width: meta.medium.width,
          height: meta.medium.height,
          contentType: 'image/webp',
        },
        {
          name: 'thumb',
          data: thumb,
          width: meta.thumb.width,
          height: meta.thumb.height,
          contentType: 'image/webp',
        },
      ],
    };
  } catch {
    return null;
  }
}

/**
 * Writes a file whole under its name: to a name of this process's own, then renamed over it.
 * Two processes may warm the cache at once (the SQLite and PostgreSQL test runs, a dev server):
 * neither sees the other's half-written file, and neither renames the other's.
 */
async function writeWhole(path: string, data: string | Uint8Array): Promise<void> {
  const part = `${path}.${process.pid}-${randomUUID()}.part`;
  await writeFile(part, data);
  await rename(part, path);
}

async function toCache(dir: string, processed: ProcessedImage): Promise<void> {
  await mkdir(dir, { recursive: true });
  const thumb = processed.variants.find((v) => v.name === 'thumb');
  const medium = processed.variants.find((v) => v.name === 'medium');
  for (const v of processed.variants) await writeWhole(join(dir, `${v.name}.webp`), v.data);
  const meta: CachedMeta = {
    width: processed.width,
    height: processed.height,
    hasAlpha: processed.hasAlpha,
    medium: { width: medium?.width ?? 0, height: medium?.height ?? 0 },
    thumb: { width: thumb?.width ?? 0, height: thumb?.height ?? 0 },
  };
  // meta.json last: its presence means the entry is complete.
  await writeWhole(join(dir, 'meta.json'), JSON.stringify(meta));
}

/** Runs tasks with at most `limit` at once (rendering is CPU-bound; two cores here). */
export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  });
  await Promise.all(workers);
  return results;
}
