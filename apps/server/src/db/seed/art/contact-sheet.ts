/**
 * Renders every seed gallery and writes one contact sheet per artist to /tmp/contact-<artist>.png,
 * to look at the art as a person would (guides/seed-art.md). Run: npx tsx contact-sheet.ts [dir]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { demoArtistGallery, seedArtists } from './catalogue/index';
import { type ArtPiece, comicPieces, galleryPieces } from './pieces';
import { inPool, renderArt } from './render';

const outDir = process.argv[2] ?? '/tmp';
const cacheDir = join(outDir, 'seed-art-cache');
mkdirSync(cacheDir, { recursive: true });

const tile = { width: 320, height: 240 };
const started = Date.now();
let count = 0;
const galleries: [string, ArtPiece[]][] = [
  ...seedArtists.map((a): [string, ArtPiece[]] => [
    a.username,
    a.kind === 'gallery' ? galleryPieces(a, a.username) : comicPieces(a),
  ]),
  ['demo-artist', galleryPieces(demoArtistGallery, 'demo-artist')],
];
for (const [name, pieces] of galleries) {
  const thumbs = await inPool(pieces, 3, async (piece) => {
    const processed = await renderArt(piece.svg, {
      finish: piece.finish,
      transparent: piece.transparent,
      cacheDir,
    });
    const display = processed.variants.find((v) => v.name === 'display');
    return sharp(display?.data)
      .resize(tile.width, tile.height, { fit: 'contain', background: '#e9e4f5' })
      .flatten({ background: '#e9e4f5' })
      .png()
      .toBuffer();
  });
  count += pieces.length;
  const columns = 5;
  const rows = Math.ceil(thumbs.length / columns);
  await sharp({
    create: {
      width: columns * (tile.width + 8) + 8,
      height: rows * (tile.height + 8) + 8,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(
      thumbs.map((input, i) => ({
        input,
        left: 8 + (i % columns) * (tile.width + 8),
        top: 8 + Math.floor(i / columns) * (tile.height + 8),
      })),
    )
    .png()
    .toFile(join(outDir, `contact-${name}.png`));
}
console.log(
  `${count} pictures in ${((Date.now() - started) / 1000).toFixed(1)} s; sheets in ${outDir}/contact-*.png`,
);
