import type { BookType, ComicAssetKind } from '@storyloom/domain';
import type { Style } from '../canvas';
import type { BubbleStyle } from '../comic';
import type { EmojiSet, Licence } from '../emoji';
import type { PaletteName, TimeOfDay } from '../palette';
import type { PeepLook, PeepPose } from '../peeps';
import type { CastMember } from '../scene-kit';
import type { Theme } from '../scenes';
import type { Word } from '../vocabulary';

/** One picture of a gallery: a scene and what it is about. */
export interface Work {
  title: string;
  /** A story starter, shown as the artwork's description. */
  prompt: string;
  time: TimeOfDay;
  words: Word[];
  features?: string[];
  cast?: CastMember[];
}

export interface ArtistDraft {
  username: string;
  name: string;
  bio: string;
  featured?: boolean;
}

export interface GalleryArtist extends ArtistDraft {
  kind: 'gallery';
  theme: Theme;
  palette: PaletteName;
  style: Style;
  set: EmojiSet;
  bookTypes: BookType[];
  works: Work[];
}

export interface ComicPiece {
  kind: ComicAssetKind;
  title: string;
  words: Word[];
  /** Characters and props: the emoji drawn as a sticker. */
  emoji?: string;
  /** Characters: an Open Peeps person (pose, hair, expression) drawn as a sticker instead. */
  peep?: PeepLook & { body: PeepPose };
  flip?: boolean;
  /** Backgrounds: a scene without characters. */
  scene?: {
    theme: Theme;
    palette: PaletteName;
    style: Style;
    time: TimeOfDay;
    features?: string[];
  };
  /** Bubbles: which style. */
  bubble?: 'speech' | 'thought' | 'shout' | 'whisper' | 'caption' | 'box-speech';
}

export interface ComicArtist extends ArtistDraft {
  kind: 'comic';
  set: EmojiSet;
  /** The licence on the artist's page when it is not the emoji set's (the Open Peeps kit). */
  licence?: Licence;
  bubbleStyle: BubbleStyle;
  pieces: ComicPiece[];
}

export type SeedArtist = GalleryArtist | ComicArtist;

/** Shorthand for a cast member: [emoji, x, size?, extra?]. */
export function cast(...members: [string, number, number?, Partial<CastMember>?][]): CastMember[] {
  return members.map(([emoji, x, size, extra]) => ({
    emoji,
    x,
    ...(size !== undefined ? { size } : {}),
    ...extra,
  }));
}
