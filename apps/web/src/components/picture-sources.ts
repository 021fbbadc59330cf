/**
 * The sizes the server stores every picture in (decision 066): thumb (long edge ≤ 512), medium
 * (≤ 1024) and display (≤ 2048), at `/media/images/<stem>/<size>.webp`. Given a display address,
 * `pictureSources` lets the browser choose: a phone gets the medium picture instead of the
 * 2048 px one (issue 23). Any other address (a built-in picture, a data URL) is used as it is.
 */
const storedDisplay = /^(\/media\/images\/[A-Za-z0-9_-]+\/)display\.webp$/;

/** How wide the reader shows a picture: its column (Mantine's `md` container, 960 px) at most. */
export const readerPictureSizes = '(max-width: 960px) 100vw, 960px';

export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export function pictureSources(url: string, sizes: string): PictureSources {
  const stored = storedDisplay.exec(url);
  if (!stored) return { src: url };
  const base = stored[1];
  return {
    src: url,
    srcSet: `${base}thumb.webp 512w, ${base}medium.webp 1024w, ${url} 2048w`,
    sizes,
  };
}
