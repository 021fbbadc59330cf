import { boBubbles, kitPanel, peepsParade } from './comic-artists';
import { coralFinn, marcoSkyline } from './gallery-city';
import { linBamboo, miraMoonfield, pipMeadow } from './gallery-land';
import { orionRocketeer, rosaSelva, tomasTidewater } from './gallery-more';
import { adaTurret, amaraDunes, yukiSnowdrift } from './gallery-winter';
import type { GalleryArtist, SeedArtist } from './types';

export type { ComicArtist, ComicPiece, GalleryArtist, SeedArtist, Work } from './types';

/** The seed's artists, in the order /artists lists them when nothing else decides. */
export const seedArtists: SeedArtist[] = [
  pipMeadow,
  miraMoonfield,
  tomasTidewater,
  linBamboo,
  adaTurret,
  orionRocketeer,
  yukiSnowdrift,
  rosaSelva,
  coralFinn,
  marcoSkyline,
  amaraDunes,
  kitPanel,
  boBubbles,
  peepsParade,
];

/** A small gallery for the accounts seed's `demo-artist`, so signing in as it shows real work. */
export const demoArtistGallery: Omit<GalleryArtist, 'username' | 'name' | 'bio'> = {
  kind: 'gallery',
  theme: 'meadow',
  palette: 'pastel',
  style: 'watercolor',
  set: 'fluent',
  bookTypes: ['picturebook', 'poetry', 'flashfiction', 'longform'],
  works: [
    {
      title: 'Garden Friends',
      prompt: 'Who visits the garden when nobody is looking?',
      time: 'day',
      words: ['garden', 'rabbit', 'friend', 'flower'],
      features: ['house'],
      cast: [{ emoji: 'rabbit', x: 0.4, size: 0.24 }],
    },
    {
      title: 'Moon over the Meadow',
      prompt: 'The moon is very bright tonight. Who is still awake?',
      time: 'night',
      words: ['moon', 'meadow', 'night', 'owl'],
      features: ['house'],
      cast: [{ emoji: 'owl', x: 0.6, size: 0.18 }],
    },
    {
      title: 'River Morning',
      prompt: 'The river is singing. Write its song.',
      time: 'dawn',
      words: ['river', 'dawn', 'meadow', 'quiet'],
      features: ['river'],
    },
  ],
};
