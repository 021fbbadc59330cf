import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pictureSources, readerPictureSizes } from './picture-sources';
import { PageImage } from './picturebook/PageFrame';

const display = '/media/images/Abc123_-xyz/display.webp';

describe('pictureSources (decision 066)', () => {
  it('offers the thumb, medium and display sizes of a stored picture', () => {
    expect(pictureSources(display, readerPictureSizes)).toEqual({
      src: display,
      srcSet:
        '/media/images/Abc123_-xyz/thumb.webp 512w, /media/images/Abc123_-xyz/medium.webp 1024w, /media/images/Abc123_-xyz/display.webp 2048w',
      sizes: '(max-width: 960px) 100vw, 960px',
    });
  });

  it('leaves any other address as it is', () => {
    for (const url of [
      '/assets/fox.svg',
      'data:image/png;base64,AAAA',
      '/media/images/x/thumb.webp',
    ]) {
      expect(pictureSources(url, '100vw')).toEqual({ src: url });
    }
  });
});

describe('PageImage markup', () => {
  it('gives the reader page a srcset with the medium size and the reader column as sizes', () => {
    const { container } = render(<PageImage src={display} alt="" />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(display);
    expect(img.getAttribute('srcset')).toContain('/media/images/Abc123_-xyz/medium.webp 1024w');
    expect(img.getAttribute('sizes')).toBe(readerPictureSizes);
  });

  it('asks for a small picture in a thumbnail', () => {
    const { container } = render(<PageImage src={display} alt="" thumb />);
    expect(container.querySelector('img')?.getAttribute('sizes')).toBe('200px');
  });
});
