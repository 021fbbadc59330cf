import type { StoryState, WritableBookType } from '@storyloom/domain';

/**
 * The demo's books: what each demo writer has written, and where each book stands (SPEC §4
 * states). Pages and chapters name their art by position in the book's art set.
 */
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
  /** Picture book pages: [art index or null, layout, text]. */
  pages?: [number | null, 'full' | 'half', string][];
  /** Longform chapters: [title, text, spot illustration index or null]. */
  chapters?: [string, string, number | null][];
  /** Flash fiction text. */
  story?: string;
  /** A poem: free lines, or tiles (words placed on the art). */
  poem?: { lines?: string[]; tiles?: string[] };
}

const foxPages: SeedBook['pages'] = [
  [0, 'full', 'Every night, Fen the fox watched the moon rise over the hill.'],
  [1, 'half', 'One night the moon was gone. The sky was dark and quiet.'],
  [2, 'half', 'Fen walked to the river. There, in the water, was the moon!'],
  [0, 'full', 'Fen did not take it home. Some things are for everyone to share.'],
];

const lighthousePages: SeedBook['pages'] = [
  [1, 'full', 'The lighthouse keeper had a cat named Pepper.'],
  [null, 'full', 'Pepper did not like the rain. Pepper did not like the wind.'],
  [2, 'half', 'But Pepper loved the light, turning and turning all night long.'],
];

const dragonChapters: SeedBook['chapters'] = [
  [
    'The Egg',
    'Mira found the egg under the old apple tree. It was warm, and it hummed.\nShe wrapped it in her scarf and carried it home, very slowly.',
    0,
  ],
  [
    'Cracks',
    'On the third morning the egg cracked. A tiny green nose poked out, then sneezed a spark.\nThe curtains were never quite the same again.',
    null,
  ],
  [
    'Flying Lessons',
    'Nobody teaches a dragon to fly. But Mira tried anyway, with a bedsheet and a lot of courage.',
    1,
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
      language: 'en',
      state: 'published',
      featured: true,
      tags: 'fox moon river sharing',
      categories: ['animals', 'nature'],
      ageLevel: '3+',
      summary: 'A fox finds the moon in the river and learns that some things are for sharing.',
      pages: foxPages,
    },
    {
      type: 'picturebook',
      title: 'Pepper and the Lighthouse',
      language: 'en',
      state: 'draft',
      pages: lighthousePages,
    },
    {
      type: 'longform',
      title: 'How to Raise a Dragon',
      language: 'en',
      state: 'draft',
      chapters: dragonChapters,
    },
    {
      type: 'flashfiction',
      title: 'The Rain That Stayed',
      language: 'en',
      state: 'private',
      story: rainStory,
    },
    {
      type: 'poetry',
      title: 'Night River',
      language: 'en',
      state: 'published',
      poem: { tiles: ['the', 'moon', 'sleeps', 'on', 'the', 'river'] },
    },
    {
      type: 'poetry',
      title: '月亮',
      language: 'cn',
      state: 'under_review',
      poem: { lines: ['月亮走，我也走', '我送月亮到村口'] },
    },
  ],
  'demo-kid': [
    {
      type: 'picturebook',
      title: 'My Cat Pepper',
      language: 'en',
      state: 'published',
      pages: lighthousePages,
    },
    {
      type: 'longform',
      title: 'The Dragon Diaries',
      language: 'en',
      state: 'draft',
      chapters: dragonChapters.slice(0, 2),
    },
    {
      type: 'flashfiction',
      title: 'Rainy Tuesday',
      language: 'en',
      state: 'returned',
      returnReason: 'Please leave out the name of your street; it is personal information.',
      story: rainStory,
    },
    {
      type: 'poetry',
      title: 'Moon Words',
      language: 'en',
      state: 'draft',
      poem: { tiles: ['moon', 'soft', 'and', 'bright'] },
    },
  ],
  'demo-student': [
    {
      type: 'picturebook',
      title: 'Homework: A Fox Story',
      language: 'en',
      state: 'draft',
      pages: foxPages.slice(0, 2),
    },
    {
      type: 'longform',
      title: 'The Egg',
      language: 'en',
      state: 'draft',
      chapters: dragonChapters.slice(0, 1),
    },
    {
      type: 'flashfiction',
      title: 'A Friend for the Rain',
      language: 'en',
      state: 'draft',
      story: rainStory,
    },
    {
      type: 'poetry',
      title: 'Snow',
      language: 'en',
      state: 'private',
      poem: {
        lines: ['Snow on the garden,', 'snow on my hat,', 'snow on the fox', 'and that is that.'],
      },
    },
  ],
  'demo-member': [
    {
      type: 'picturebook',
      title: 'Lantern Night',
      language: 'en',
      state: 'private',
      pages: foxPages.slice(1),
    },
    {
      type: 'longform',
      title: 'Dragon School',
      language: 'en',
      state: 'published',
      tags: 'dragon school',
      categories: ['fantasy'],
      chapters: dragonChapters,
    },
    {
      type: 'flashfiction',
      title: 'La botella azul',
      language: 'es',
      state: 'published',
      story: seaStory,
    },
    {
      type: 'poetry',
      title: 'Garden',
      language: 'en',
      state: 'draft',
      poem: { lines: ['In the garden', 'the lantern hums'] },
    },
  ],
};
