/**
 * The sizes the server stores every picture in (decision 066): thumb (long edge ≤ 512), medium
 * (≤ 1024) and display (≤ 2048), at `/media/images/<stem>/<size>.webp`. Given one of those
 * addresses, `pictureSources` lets the browser choose among them by the box the picture fills
 * (`sizes`): a phone gets the medium picture instead of the 2048 px one, a wide screen's tile a
 * sharper one than the thumbnail (issue 23). The list goes up to the given size, and at least to
 * medium: a thumbnail's address offers thumb and medium, never the 2048 px file. Any other
 * address (a built-in picture, a data URL) is used as it is.
 */
const stored = /^(\/media\/images\/[A-Za-z0-9_-]+\/)(thumb|medium|display)\.webp$/;

const variants = [
  ['thumb', 512],
  ['medium', 1024],
  ['display', 2048],
] as const;

/** How wide the reader shows a picture: its column (Mantine's `md` container, 960 px) at most. */
export const readerPictureSizes = '(max-width: 960px) 100vw, 960px';

/** A tile of an artwork grid (ArtStates.module.css `.grid`): two across on a phone, at most 360 px. */
export const artworkTileSizes = '(max-width: 36em) 50vw, 360px';
/** One of an artist card's four samples: a quarter of a phone's width, at most 160 px. */
export const artistSampleSizes = '(max-width: 48em) 25vw, 160px';
/** A card of a grid of cards (a blog post's, a book's): a phone's width, else at most 400 px. */
export const cardPictureSizes = '(max-width: 40em) 100vw, 400px';

export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export function pictureSources(url: string, sizes: string): PictureSources {
  const match = stored.exec(url);
  if (!match) return { src: url };
  const [, base, given] = match;
  const upTo = Math.max(
    1,
    variants.findIndex(([name]) => name === given),
  );
  return {
    src: url,
    srcSet: variants
      .slice(0, upTo + 1)
      .map(([name, width]) => `${base}${name}.webp ${width}w`)
      .join(', '),
    sizes,
  };
}
