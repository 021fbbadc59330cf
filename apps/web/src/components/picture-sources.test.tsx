import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Collage } from './ArtStates';
import { ArtistSamples } from './art/ArtistCard';
import { artistSampleSizes, pictureSources, readerPictureSizes } from './picture-sources';
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

  it('offers a thumbnail up to the medium size, never the display one', () => {
    const thumb = '/media/images/Abc123_-xyz/thumb.webp';
    expect(pictureSources(thumb, '200px')).toEqual({
      src: thumb,
      srcSet:
        '/media/images/Abc123_-xyz/thumb.webp 512w, /media/images/Abc123_-xyz/medium.webp 1024w',
      sizes: '200px',
    });
  });

  it('leaves any other address as it is', () => {
    for (const url of [
      '/assets/fox.svg',
      'data:image/png;base64,AAAA',
      '/media/images/x/thumb.png',
      '/media/images/x/original.webp',
      'https://example.com/media/images/x/thumb.webp',
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

describe('artist pictures in responsive sizes (issue 23)', () => {
  const thumb = (stem: string) => `/media/images/${stem}/thumb.webp`;

  it('an artist card’s samples offer thumb and medium, lazily, in square boxes', () => {
    const { container } = render(
      <ArtistSamples
        artist={{
          Slug: 'mia',
          Name: 'Mia',
          Bio: '',
          Featured: false,
          ArtworkCount: 2,
          Samples: [
            { ArtworkId: 'a1', ThumbUrl: thumb('One1') },
            { ArtworkId: 'a2', ThumbUrl: thumb('Two2') },
          ],
        }}
      />,
    );
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs).toHaveLength(2);
    expect(imgs[0]?.getAttribute('srcset')).toBe(
      '/media/images/One1/thumb.webp 512w, /media/images/One1/medium.webp 1024w',
    );
    for (const img of imgs) {
      expect(img.getAttribute('sizes')).toBe(artistSampleSizes);
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('width')).toBe(img.getAttribute('height'));
    }
  });

  it('the artist band’s collage is lazy (hidden on a phone) with its 200 px box', () => {
    const { container } = render(<Collage pictures={[{ src: thumb('One1'), key: 'a1' }]} />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('sizes')).toBe('200px');
    expect(img.getAttribute('srcset')).toContain('/media/images/One1/medium.webp 1024w');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['200', '150']);
  });
});
