import { peepsLicence } from '../peeps';
import type { Word } from '../vocabulary';
import type { ComicArtist, ComicPiece } from './types';

const character = (emoji: string, title: string, words: Word[], flip = false): ComicPiece => ({
  kind: 'character',
  emoji,
  title,
  words: ['hero', ...words],
  ...(flip ? { flip } : {}),
});
const prop = (emoji: string, title: string, words: Word[]): ComicPiece => ({
  kind: 'prop',
  emoji,
  title,
  words,
});
const bubble = (style: NonNullable<ComicPiece['bubble']>, title: string): ComicPiece => ({
  kind: 'bubble',
  bubble: style,
  title,
  words: ['speech'],
});

export const kitPanel: ComicArtist = {
  kind: 'comic',
  username: 'kit_panel',
  name: 'Kit Panel',
  bio: 'Kit draws comic kits: wide backgrounds, heroes and sidekicks as stickers, props and speech bubbles.',
  featured: true,
  set: 'fluent',
  bubbleStyle: { fill: '#ffffff', line: '#2b2340', accent: '#ffe066', lineWidth: 10 },
  pieces: [
    {
      kind: 'background',
      title: 'Sunny Park',
      words: ['background', 'meadow', 'summer'],
      scene: {
        theme: 'meadow',
        palette: 'pastel',
        style: 'flat',
        time: 'day',
        features: ['river', 'house'],
      },
    },
    {
      kind: 'background',
      title: 'Busy Street',
      words: ['background', 'city', 'street'],
      scene: { theme: 'city', palette: 'city', style: 'flat', time: 'day', features: ['trees'] },
    },
    {
      kind: 'background',
      title: 'Beach Day',
      words: ['background', 'beach', 'sea'],
      scene: {
        theme: 'sea',
        palette: 'sea',
        style: 'flat',
        time: 'day',
        features: ['beach', 'boats'],
      },
    },
    {
      kind: 'background',
      title: 'Castle Courtyard',
      words: ['background', 'castle', 'magic'],
      scene: { theme: 'castle', palette: 'castle', style: 'flat', time: 'day' },
    },
    {
      kind: 'background',
      title: 'Moon Base',
      words: ['background', 'space', 'planet'],
      scene: {
        theme: 'space',
        palette: 'space',
        style: 'glow',
        time: 'night',
        features: ['moon-ground'],
      },
    },
    {
      kind: 'background',
      title: 'Snowy Village',
      words: ['background', 'snow', 'village'],
      scene: { theme: 'snow', palette: 'snow', style: 'flat', time: 'day', features: ['cabin'] },
    },
    {
      kind: 'background',
      title: 'Deep Jungle',
      words: ['background', 'jungle', 'adventure'],
      scene: { theme: 'jungle', palette: 'jungle', style: 'flat', time: 'day' },
    },
    character('girl', 'Mia', ['child', 'brave']),
    character('boy', 'Leo', ['child', 'friend']),
    character('woman-astronaut', 'Captain Nova', ['astronaut', 'space']),
    character('detective', 'Detective Pip', ['detective']),
    character('woman-mage', 'Wizard Wren', ['wizard', 'magic']),
    character('woman-superhero', 'Super Sky', ['brave']),
    character('robot', 'Bolt the Robot', ['robot', 'funny']),
    character('alien', 'Zib from Zorp', ['alien', 'funny']),
    character('cat', 'Mittens', ['cat']),
    character('dog', 'Biscuit', ['dog', 'friend'], true),
    character('dragon', 'Ember the Dragon', ['dragon']),
    character('ghost', 'Boo', ['ghost', 'funny']),
    character('grinning-face', 'Happy face', ['happy']),
    character('astonished-face', 'Surprised face', ['surprised']),
    character('loudly-crying-face', 'Crying face', ['sad']),
    character('smiling-face-with-sunglasses', 'Cool face', ['funny']),
    prop('crown', 'Golden crown', ['crown', 'treasure']),
    prop('magic-wand', 'Magic wand', ['magic']),
    prop('crystal-ball', 'Crystal ball', ['magic']),
    prop('balloon', 'Red balloon', ['balloon']),
    prop('kite', 'Kite', ['kite', 'wind']),
    prop('books', 'Stack of books', ['book', 'school']),
    prop('umbrella', 'Umbrella', ['umbrella', 'rain']),
    prop('rocket', 'Toy rocket', ['rocket']),
    prop('world-map', 'Old map', ['map', 'adventure']),
    prop('wrapped-gift', 'Gift box', ['surprised']),
    bubble('speech', 'Round speech bubble'),
    bubble('thought', 'Thought cloud'),
    bubble('shout', 'Shout burst'),
    bubble('whisper', 'Whisper bubble'),
    bubble('caption', 'Caption box'),
    bubble('box-speech', 'Square speech bubble'),
  ],
};

export const boBubbles: ComicArtist = {
  kind: 'comic',
  username: 'bo_bubbles',
  name: 'Bo Bubbles',
  bio: 'Bo makes outlined comic stickers for spooky, silly and heroic stories, plus bubbles for every voice.',
  set: 'openmoji',
  bubbleStyle: { fill: '#fffaf0', line: '#1b4965', accent: '#ffadad', lineWidth: 7 },
  pieces: [
    {
      kind: 'background',
      title: 'Desert Road',
      words: ['background', 'desert', 'journey'],
      scene: {
        theme: 'desert',
        palette: 'desert',
        style: 'flat',
        time: 'day',
        features: ['pyramids'],
      },
    },
    {
      kind: 'background',
      title: 'Spooky Lake',
      words: ['background', 'night', 'lake'],
      scene: {
        theme: 'night',
        palette: 'night',
        style: 'flat',
        time: 'night',
        features: ['lake', 'tree', 'full-moon'],
      },
    },
    {
      kind: 'background',
      title: 'River Town',
      words: ['background', 'river', 'bridge'],
      scene: {
        theme: 'ink',
        palette: 'ink',
        style: 'flat',
        time: 'day',
        features: ['river', 'bridge', 'lanterns'],
      },
    },
    {
      kind: 'background',
      title: 'City at Night',
      words: ['background', 'city', 'night'],
      scene: { theme: 'city', palette: 'city', style: 'flat', time: 'night' },
    },
    {
      kind: 'background',
      title: 'Harbour at Sunset',
      words: ['background', 'sea', 'sunset'],
      scene: {
        theme: 'sea',
        palette: 'sea',
        style: 'flat',
        time: 'sunset',
        features: ['lighthouse', 'boats'],
      },
    },
    {
      kind: 'background',
      title: 'Under the Sea',
      words: ['background', 'ocean', 'coral'],
      scene: { theme: 'reef', palette: 'reef', style: 'flat', time: 'day' },
    },
    character('ninja', 'Shadow', ['brave']),
    character('woman-scientist', 'Dr. Ada Spark', ['school']),
    character('man-firefighter', 'Captain Blaze', ['brave']),
    character('cook', 'Chef Noodle', ['food', 'funny']),
    character('man-zombie', 'Zed the Zombie', ['funny', 'ghost']),
    character('man-vampire', 'Count Snack', ['funny', 'night']),
    character('cowboy-hat-face', 'Sheriff Sunny', ['funny']),
    character('penguin', 'Pingo', ['penguin'], true),
    character('owl', 'Professor Hoot', ['owl', 'school']),
    character('tiger', 'Stripes', ['tiger']),
    character('t-rex', 'Rexy', ['dragon', 'funny']),
    character('sauropod', 'Longneck', ['friend']),
    character('face-screaming-in-fear', 'Scared face', ['surprised']),
    character('face-with-tears-of-joy', 'Laughing face', ['happy', 'funny']),
    prop('light-bulb', 'Bright idea', ['magic']),
    prop('magnifying-glass-tilted-left', 'Magnifying glass', ['detective']),
    prop('alarm-clock', 'Alarm clock', ['funny']),
    prop('backpack', 'Backpack', ['school', 'adventure']),
    prop('lollipop', 'Lollipop', ['food']),
    prop('ice-cream', 'Ice cream', ['food', 'summer']),
    prop('teddy-bear', 'Teddy bear', ['friend', 'bear']),
    prop('old-key', 'Old key', ['key', 'treasure']),
    bubble('speech', 'Round speech bubble'),
    bubble('thought', 'Thought cloud'),
    bubble('shout', 'Shout burst'),
    bubble('whisper', 'Whisper bubble'),
    bubble('caption', 'Caption box'),
    bubble('box-speech', 'Square speech bubble'),
  ],
};

type Mood = 'happy' | 'surprised' | 'sad' | 'funny' | 'brave';
/** One of the kit's people in one pose with one expression (an Open Peeps drawing). */
const peep = (
  name: string,
  doing: string,
  mood: Mood,
  look: NonNullable<ComicPiece['peep']>,
  words: Word[] = [],
): ComicPiece => ({
  kind: 'character',
  title: `${name} · ${doing}`,
  words: ['child', mood, ...words],
  peep: look,
});

/**
 * Four friends, each in three poses with three expressions, in their own colour (shirt colours
 * no one reads as bare skin: sunny yellow, mint, sky, pink).
 */
const sam = { hair: 'ShortVolumed', fill: '#ffe066' } as const;
const rosa = { hair: 'LongCurly', fill: '#caffbf' } as const;
const kai = { hair: 'Afro', fill: '#a0e7ff' } as const;
const noor = { hair: 'Hijab', fill: '#ffc6ff' } as const;

export const peepsParade: ComicArtist = {
  kind: 'comic',
  username: 'peeps_parade',
  name: 'Peeps Parade',
  bio: 'Four friends for your comics, each in poses with faces for every feeling: happy, surprised, cross or thinking. Drawn from Open Peeps by Pablo Stanley.',
  featured: true,
  set: 'fluent',
  licence: peepsLicence,
  bubbleStyle: { fill: '#ffffff', line: '#1d1530', accent: '#caffbf', lineWidth: 9 },
  pieces: [
    {
      kind: 'background',
      title: 'School Playground',
      words: ['background', 'school', 'meadow'],
      scene: {
        theme: 'meadow',
        palette: 'pastel',
        style: 'flat',
        time: 'day',
        features: ['house'],
      },
    },
    {
      kind: 'background',
      title: 'Town Square',
      words: ['background', 'city', 'street'],
      scene: { theme: 'city', palette: 'city', style: 'flat', time: 'sunset' },
    },
    {
      kind: 'background',
      title: 'Camping Night',
      words: ['background', 'forest', 'night'],
      scene: {
        theme: 'night',
        palette: 'night',
        style: 'flat',
        time: 'night',
        features: ['lake', 'tree', 'full-moon'],
      },
    },
    peep('Sam', 'pointing', 'happy', { ...sam, body: 'PointingFingerWB', face: 'SmileBig' }),
    peep('Sam', 'dancing', 'funny', { ...sam, body: 'RoboDanceWB', face: 'SmileLol' }, ['music']),
    peep('Sam', 'surprised', 'surprised', { ...sam, body: 'Explaining', face: 'Awe' }),
    peep('Rosa', 'walking', 'happy', { ...rosa, body: 'WalkingBW', face: 'Smile' }, ['journey']),
    peep('Rosa', 'arms crossed, cross', 'brave', {
      ...rosa,
      body: 'CrossedArmsBW',
      face: 'Angry',
    }),
    peep('Rosa', 'sitting, thinking', 'sad', { ...rosa, body: 'CrossedLegs', face: 'Solemn' }, [
      'quiet',
    ]),
    peep('Kai', 'waving hello', 'happy', { ...kai, body: 'EasingBW', face: 'Cute' }, ['friend']),
    peep('Kai', 'has an idea', 'surprised', { ...kai, body: 'PointingUp', face: 'Driven' }, [
      'school',
    ]),
    peep('Kai', 'scared', 'surprised', {
      ...kai,
      body: 'OneLegUpBW',
      face: 'ConcernedFear',
    }),
    peep('Noor', 'standing tall', 'brave', { ...noor, body: 'RestingWB', face: 'Calm' }),
    peep('Noor', 'laughing', 'funny', { ...noor, body: 'MediumBW', face: 'SmileTeeth' }),
    peep('Noor', 'with a hot drink', 'happy', { ...noor, body: 'Coffee', face: 'EyesClosed' }),
    prop('soccer-ball', 'Football', ['school']),
    prop('backpack', 'School bag', ['school', 'adventure']),
    prop('camping', 'Tent', ['adventure', 'forest']),
    prop('birthday-cake', 'Birthday cake', ['food', 'happy']),
    prop('skateboard', 'Skateboard', ['funny']),
    prop('guitar', 'Guitar', ['music']),
    bubble('speech', 'Round speech bubble'),
    bubble('thought', 'Thought cloud'),
    bubble('shout', 'Shout burst'),
  ],
};
