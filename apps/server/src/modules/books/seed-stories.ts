import type { StoryState, WritableBookType } from '@storyloom/domain';

/**
 * The demo's books: what each demo writer has written, and where each book stands (SPEC §4
 * states). Each book is written on one seed artist's gallery (`artist`, their username) and its
 * pages, chapters and poems name the pictures their words are about by title, so the words match
 * the pictures; the cover is the first picture the book shows (issue 13). A title the gallery
 * does not have (the tests' stand-in galleries) falls back to the set's pictures in order.
 */
/** A picture of the book's artist, by title (or by position in the art set). */
export type ArtRef = string | number;
export interface SeedBook {
  type: WritableBookType;
  title: string;
  language: string;
  state: StoryState;
  featured?: boolean;
  returnReason?: string;
  tags?: string;
  categories?: string[];
  ageLevel?: string;
  summary?: string;
  /** The seed artist (username) whose gallery the book is written on. */
  artist?: string;
  /** The cover picture when no page shows one (flash fiction). */
  coverArt?: ArtRef;
  /** Picture book pages: [picture or null, layout, text]. */
  pages?: [ArtRef | null, 'full' | 'half', string][];
  /** Longform chapters: [title, text, spot illustration or null]. */
  chapters?: [string, string, ArtRef | null][];
  /** Flash fiction text. */
  story?: string;
  /** A poem on a picture: free lines, or tiles (words placed on the art). */
  poem?: { art?: ArtRef; lines?: string[]; tiles?: string[] };
}

const foxPages: SeedBook['pages'] = [
  [
    'Fox Watching the Moon',
    'full',
    'Every night, Fen the fox watched the moon rise over the hill.',
  ],
  ['Owl on Watch', 'half', 'One night the moon was gone. Only the owl and the stars were awake.'],
  [
    'The Lake Holds the Moon',
    'half',
    'Fen walked down to the lake. There, in the water, was the moon!',
  ],
  ['Full Moon Rising', 'full', 'Fen did not take it home. Some things are for everyone to share.'],
];

const lighthousePages: SeedBook['pages'] = [
  ['The Lighthouse Keeper’s Cat', 'full', 'The lighthouse keeper had a cat named Pepper.'],
  [
    'The Lighthouse in the Storm',
    'full',
    'Pepper did not like the rain. Pepper did not like the wind.',
  ],
  ['Moonlit Harbour', 'half', 'But Pepper loved the light, turning and turning all night long.'],
];

const dragonChapters: SeedBook['chapters'] = [
  [
    'The Egg',
    'Mira found the egg at the foot of the castle hill. It was warm, and it hummed.\nShe wrapped it in her scarf and carried it home, very slowly.',
    'The Dragon’s Egg',
  ],
  [
    'Cracks',
    'On the third morning the egg cracked. A tiny green nose poked out, then sneezed a spark.\nThe curtains were never quite the same again.',
    null,
  ],
  [
    'Flying Lessons',
    'Nobody teaches a dragon to fly. But Mira tried anyway, with a bedsheet and a lot of courage.',
    'The Dragon Who Was Afraid of the Dark',
  ],
];

const rainStory =
  'The rain came on a Tuesday and forgot to leave. It sat on the roofs. It filled the boots by the door. ' +
  'Lola put on her yellow coat and went out to ask it, politely, what it wanted. ' +
  '"A friend," said the rain, very quietly, and it dripped from the end of her nose. ' +
  'So Lola stayed. They jumped in every puddle on Orchard Street, and when the sun came on Thursday, ' +
  'the rain waved goodbye from the top of a rainbow.';

const seaStory =
  'El mar guardaba un secreto en una botella azul. Cada mañana, la niña Ana caminaba por la playa ' +
  'buscando conchas. Un día encontró la botella. Dentro había un mapa y una sola palabra: "vuelve". ' +
  'Ana sonrió. Sabía exactamente adónde ir.';

/** Each demo writer's books (PRODUCT.md demo accounts). */
export const seedLibrary: Record<string, SeedBook[]> = {
  'demo-writer': [
    {
      type: 'picturebook',
      title: 'The Fox Who Borrowed the Moon',
      artist: 'mira_moonfield',
      language: 'en',
      state: 'published',
      featured: true,
      tags: 'fox moon lake sharing',
      categories: ['animals', 'nature'],
      ageLevel: '3+',
      summary: 'A fox finds the moon in the lake and learns that some things are for sharing.',
      pages: foxPages,
    },
    {
      type: 'picturebook',
      title: 'Pepper and the Lighthouse',
      artist: 'tomas_tidewater',
      language: 'en',
      state: 'draft',
      pages: lighthousePages,
    },
    {
      type: 'longform',
      title: 'How to Raise a Dragon',
      artist: 'ada_turret',
      language: 'en',
      state: 'draft',
      chapters: dragonChapters,
    },
    {
      type: 'flashfiction',
      title: 'The Rain That Stayed',
      artist: 'marco_skyline',
      coverArt: 'Rainy Day in the City',
      language: 'en',
      state: 'private',
      story: rainStory,
    },
    {
      type: 'poetry',
      title: 'Night River',
      artist: 'lin_bamboo',
      language: 'en',
      state: 'published',
      poem: {
        art: 'Lanterns by the River',
        tiles: ['the', 'lanterns', 'sleep', 'on', 'the', 'river'],
      },
    },
    {
      type: 'poetry',
      title: '月亮',
      artist: 'mira_moonfield',
      language: 'cn',
      state: 'under_review',
      poem: { art: 'Full Moon Rising', lines: ['月亮走，我也走', '我送月亮到村口'] },
    },
  ],
  'demo-kid': [
    {
      type: 'picturebook',
      title: 'My Cat Pepper',
      artist: 'tomas_tidewater',
      language: 'en',
      state: 'published',
      pages: lighthousePages,
    },
    {
      type: 'longform',
      title: 'The Dragon Diaries',
      artist: 'ada_turret',
      language: 'en',
      state: 'draft',
      chapters: dragonChapters.slice(0, 2),
    },
    {
      type: 'flashfiction',
      title: 'Rainy Tuesday',
      artist: 'marco_skyline',
      coverArt: 'Taxi in the Rain',
      language: 'en',
      state: 'returned',
      returnReason: 'Please leave out the name of your street; it is personal information.',
      story: rainStory,
    },
    {
      type: 'poetry',
      title: 'Moon Words',
      artist: 'mira_moonfield',
      language: 'en',
      state: 'draft',
      poem: { art: 'Rabbit and the Moon', tiles: ['moon', 'soft', 'and', 'bright'] },
    },
  ],
  'demo-student': [
    {
      type: 'picturebook',
      title: 'Homework: A Fox Story',
      artist: 'mira_moonfield',
      language: 'en',
      state: 'draft',
      pages: foxPages.slice(0, 2),
    },
    {
      type: 'longform',
      title: 'The Egg',
      artist: 'ada_turret',
      language: 'en',
      state: 'draft',
      chapters: dragonChapters.slice(0, 1),
    },
    {
      type: 'flashfiction',
      title: 'A Friend for the Rain',
      artist: 'marco_skyline',
      coverArt: 'Rainy Day in the City',
      language: 'en',
      state: 'draft',
      story: rainStory,
    },
    {
      type: 'poetry',
      title: 'Snow',
      artist: 'yuki_snowdrift',
      language: 'en',
      state: 'private',
      poem: {
        art: 'Fox Tracks in the Snow',
        lines: ['Snow on the garden,', 'snow on my hat,', 'snow on the fox', 'and that is that.'],
      },
    },
  ],
  'demo-member': [
    {
      type: 'picturebook',
      title: 'Lantern Night',
      artist: 'mira_moonfield',
      language: 'en',
      state: 'private',
      pages: foxPages.slice(1),
    },
    {
      type: 'longform',
      title: 'Dragon School',
      artist: 'ada_turret',
      language: 'en',
      state: 'published',
      tags: 'dragon school',
      categories: ['fantasy'],
      chapters: dragonChapters,
    },
    {
      type: 'flashfiction',
      title: 'La botella azul',
      artist: 'tomas_tidewater',
      coverArt: 'Message in a Bottle',
      language: 'es',
      state: 'published',
      story: seaStory,
    },
    {
      type: 'poetry',
      title: 'Garden',
      artist: 'mira_moonfield',
      language: 'en',
      state: 'draft',
      poem: {
        art: 'Fireflies Come Home',
        lines: ['In the garden', 'the fireflies hum', 'and bring', 'the light home'],
      },
    },
  ],
};
