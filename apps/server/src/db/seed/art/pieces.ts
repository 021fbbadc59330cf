import type { ArtLibrary, ArtworkTags, BookType, ComicAssetKind } from '@storyloom/domain';
import type { Style } from './canvas';
import type { ComicArtist, GalleryArtist } from './catalogue/index';
import { bubbleSvg, stickerSvg } from './comic';
import { codeDrawnLicence, emojiLicences, type Licence } from './emoji';
import { palettes } from './palette';
import { peepSvg, peepsInstalled, peepsLicence } from './peeps';
import type { Finish } from './render';
import { sceneSvg } from './scenes';
import { tagsFor } from './vocabulary';

/** One seed artwork, ready to render and record. */
export interface ArtPiece {
  title: string;
  description: string;
  tags: ArtworkTags;
  library: ArtLibrary;
  comicKind: ComicAssetKind | null;
  bookTypes: BookType[];
  svg: string;
  transparent: boolean;
  finish: Finish;
  licence: Licence;
}

export function finishFor(style: Style): Finish {
  if (style === 'watercolor') return 'watercolor';
  return style === 'paper' || style === 'ink' ? 'paper' : 'none';
}

/** Picture sizes: 4:3 gallery scenes, 16:9 comic backgrounds, square stickers, 4:3 bubbles. */
export const sizes = {
  gallery: { width: 1200, height: 900 },
  background: { width: 1280, height: 720 },
  sticker: 512,
  bubble: { width: 640, height: 480 },
};

/**
 * The credit line recorded with a seed picture: names and licences only, no sentence, so it reads
 * the same in every interface language (the reader's "About this book" words it in the reader's
 * language around it).
 */
export function attributionFor(artistName: string, licence: Licence): string {
  return licence === codeDrawnLicence
    ? `© ${artistName} · CC0 1.0`
    : `© ${artistName} (CC0 1.0) · ${licence.credit}`;
}

export function galleryPieces(
  artist: Pick<GalleryArtist, 'works' | 'theme' | 'palette' | 'style' | 'set' | 'bookTypes'>,
  seedPrefix: string,
): ArtPiece[] {
  return artist.works.map((work, i) => ({
    title: work.title,
    description: work.prompt,
    tags: tagsFor([...work.words, ...(work.time === 'night' ? (['night'] as const) : [])]),
    library: 'gallery',
    comicKind: null,
    bookTypes: artist.bookTypes,
    svg: sceneSvg({
      seed: `${seedPrefix}-${i}`,
      theme: artist.theme,
      palette: palettes[artist.palette],
      style: artist.style,
      set: artist.set,
      subject: {
        time: work.time,
        ...(work.cast ? { cast: work.cast } : {}),
        ...(work.features ? { features: work.features } : {}),
      },
      ...sizes.gallery,
    }),
    transparent: false,
    finish: finishFor(artist.style),
    licence: work.cast?.length ? emojiLicences[artist.set] : codeDrawnLicence,
  }));
}

export function comicPieces(artist: ComicArtist): ArtPiece[] {
  const pieces = artist.pieces.map((piece, i) => ({ piece, i }));
  return (
    pieces.some(({ piece }) => piece.peep) && !peepsInstalled()
      ? pieces.filter(({ piece }) => !piece.peep)
      : pieces
  ).map(({ piece, i }) => {
    const base = {
      title: piece.title,
      description: '',
      tags: tagsFor(piece.words),
      library: 'comic' as const,
      comicKind: piece.kind,
      bookTypes: ['comic'] as BookType[],
    };
    if (piece.scene) {
      return {
        ...base,
        svg: sceneSvg({
          seed: `${artist.username}-${i}`,
          theme: piece.scene.theme,
          palette: palettes[piece.scene.palette],
          style: piece.scene.style,
          set: artist.set,
          subject: {
            time: piece.scene.time,
            ...(piece.scene.features ? { features: piece.scene.features } : {}),
          },
          ...sizes.background,
        }),
        transparent: false,
        finish: finishFor(piece.scene.style),
        licence: codeDrawnLicence,
      };
    }
    if (piece.bubble) {
      return {
        ...base,
        svg: bubbleSvg(piece.bubble, artist.bubbleStyle, sizes.bubble.width, sizes.bubble.height),
        transparent: true,
        finish: 'none' as const,
        licence: codeDrawnLicence,
      };
    }
    if (piece.peep) {
      return {
        ...base,
        svg: peepSvg(piece.peep, sizes.sticker),
        transparent: true,
        finish: 'sticker' as const,
        licence: peepsLicence,
      };
    }
    return {
      ...base,
      svg: stickerSvg(
        `${artist.username}-${i}`,
        artist.set,
        piece.emoji ?? 'grinning-face',
        sizes.sticker,
        piece.flip ? { flip: true } : {},
      ),
      transparent: true,
      finish: 'sticker' as const,
      licence: emojiLicences[artist.set],
    };
  });
}
