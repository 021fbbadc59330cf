import type { BubbleStyle, ComicLayoutId } from '@storyloom/domain';

/**
 * The demo's comics (issue "Comics"): demo-artist's finished comics, drawn with the art seed's
 * comic kits. Pictures are named by their title in the comic artist's kit; `bg` covers the panel.
 */
export type SeedItem =
  | { bg: string }
  | { art: string; x: number; y: number; scale: number; flip?: boolean; rotation?: number };
export interface SeedBubble {
  style: BubbleStyle;
  text: string;
  x: number;
  y: number;
  width?: number;
  fontSize?: 12 | 16 | 20 | 28;
  tail?: [number, number];
}
export interface SeedPanel {
  items: SeedItem[];
  bubbles: SeedBubble[];
}
export interface SeedComic {
  owner: string;
  /** The comic artist whose kit the comic is drawn with (their name in the art seed). */
  artist: string;
  title: string;
  summary: string;
  tags: string;
  categories: string[];
  cover: string;
  pages: { layout: ComicLayoutId; panels: SeedPanel[] }[];
}

export const seedComics: SeedComic[] = [
  {
    owner: 'demo-artist',
    artist: 'Kit Panel',
    title: 'Captain Nova and the Lost Rocket',
    summary: 'Captain Nova’s rocket is gone. Bolt saw it fly away, and Zib knows where it landed.',
    tags: 'space robot alien',
    categories: ['adventure', 'funny'],
    cover: 'Captain Nova',
    pages: [
      {
        layout: '3-wide-top',
        panels: [
          {
            items: [{ bg: 'Moon Base' }, { art: 'Captain Nova', x: 0.3, y: 0.62, scale: 0.26 }],
            bubbles: [
              {
                style: 'caption',
                text: 'Moon Base, eight in the morning.',
                x: 0.26,
                y: 0.1,
                width: 0.42,
              },
              {
                style: 'speech',
                text: 'Where is my rocket?',
                x: 0.68,
                y: 0.3,
                width: 0.36,
                tail: [0.4, 0.5],
              },
            ],
          },
          {
            items: [{ bg: 'Moon Base' }, { art: 'Bolt the Robot', x: 0.5, y: 0.62, scale: 0.55 }],
            bubbles: [
              {
                style: 'speech',
                text: 'Beep! I saw it fly away!',
                x: 0.5,
                y: 0.17,
                width: 0.8,
                fontSize: 12,
                tail: [0.5, 0.4],
              },
            ],
          },
          {
            items: [
              { bg: 'Moon Base' },
              { art: 'Surprised face', x: 0.5, y: 0.62, scale: 0.55, flip: true },
            ],
            bubbles: [
              {
                style: 'shout',
                text: 'WHAT?!',
                x: 0.5,
                y: 0.17,
                width: 0.7,
                fontSize: 20,
                tail: [0.5, 0.4],
              },
            ],
          },
        ],
      },
      {
        layout: '2-rows',
        panels: [
          {
            items: [
              { bg: 'Deep Jungle' },
              { art: 'Captain Nova', x: 0.25, y: 0.62, scale: 0.24 },
              { art: 'Bolt the Robot', x: 0.48, y: 0.68, scale: 0.2, rotation: -8 },
            ],
            bubbles: [
              {
                style: 'thought',
                text: 'Rockets do not fly by themselves…',
                x: 0.72,
                y: 0.22,
                width: 0.42,
                tail: [0.3, 0.45],
              },
            ],
          },
          {
            items: [
              { bg: 'Deep Jungle' },
              { art: 'Toy rocket', x: 0.3, y: 0.6, scale: 0.22, rotation: 20 },
              { art: 'Zib from Zorp', x: 0.7, y: 0.62, scale: 0.26, flip: true },
            ],
            bubbles: [
              {
                style: 'speech',
                text: 'Is this yours? It landed in my garden!',
                x: 0.6,
                y: 0.18,
                width: 0.5,
                tail: [0.7, 0.45],
              },
            ],
          },
        ],
      },
      {
        layout: '4-grid',
        panels: [
          {
            items: [{ bg: 'Sunny Park' }, { art: 'Captain Nova', x: 0.5, y: 0.65, scale: 0.55 }],
            bubbles: [
              {
                style: 'speech',
                text: 'Zib! Thank you!',
                x: 0.5,
                y: 0.15,
                width: 0.8,
                tail: [0.5, 0.4],
              },
            ],
          },
          {
            items: [
              { bg: 'Sunny Park' },
              { art: 'Zib from Zorp', x: 0.5, y: 0.65, scale: 0.55, flip: true },
            ],
            bubbles: [
              {
                style: 'speech',
                text: 'Can I come to the moon base?',
                x: 0.5,
                y: 0.16,
                width: 0.9,
                fontSize: 12,
                tail: [0.5, 0.4],
              },
            ],
          },
          {
            items: [{ bg: 'Sunny Park' }, { art: 'Bolt the Robot', x: 0.5, y: 0.65, scale: 0.55 }],
            bubbles: [
              {
                style: 'shout',
                text: 'Beep beep! Yes!',
                x: 0.5,
                y: 0.16,
                width: 0.85,
                tail: [0.5, 0.4],
              },
            ],
          },
          {
            items: [
              { bg: 'Moon Base' },
              { art: 'Toy rocket', x: 0.5, y: 0.55, scale: 0.45, rotation: -30 },
            ],
            bubbles: [
              {
                style: 'caption',
                text: 'And so Zib got a ride to the moon. The End.',
                x: 0.5,
                y: 0.86,
                width: 0.9,
                fontSize: 12,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    owner: 'demo-artist',
    artist: 'Bo Bubbles',
    title: 'Professor Hoot’s Night Class',
    summary: 'Pingo cannot sleep, so Professor Hoot teaches a class under the stars.',
    tags: 'owl penguin night school',
    categories: ['funny'],
    cover: 'Professor Hoot',
    pages: [
      {
        layout: '2-columns',
        panels: [
          {
            items: [{ bg: 'City at Night' }, { art: 'Pingo', x: 0.5, y: 0.7, scale: 0.6 }],
            bubbles: [
              { style: 'caption', text: 'Midnight.', x: 0.5, y: 0.08, width: 0.6 },
              {
                style: 'thought',
                text: 'I cannot sleep…',
                x: 0.5,
                y: 0.3,
                width: 0.8,
                tail: [0.5, 0.55],
              },
            ],
          },
          {
            items: [
              { bg: 'City at Night' },
              { art: 'Professor Hoot', x: 0.5, y: 0.68, scale: 0.6 },
            ],
            bubbles: [
              {
                style: 'speech',
                text: 'Then it is time for night class!',
                x: 0.5,
                y: 0.22,
                width: 0.9,
                tail: [0.5, 0.5],
              },
            ],
          },
        ],
      },
      {
        layout: '3-rows',
        panels: [
          {
            items: [
              { bg: 'Spooky Lake' },
              { art: 'Professor Hoot', x: 0.2, y: 0.6, scale: 0.16 },
              { art: 'Bright idea', x: 0.35, y: 0.3, scale: 0.1 },
            ],
            bubbles: [
              {
                style: 'speech',
                text: 'Lesson one: the stars are very, very far away.',
                x: 0.66,
                y: 0.4,
                width: 0.55,
                fontSize: 12,
                tail: [0.28, 0.5],
              },
            ],
          },
          {
            items: [
              { bg: 'Spooky Lake' },
              { art: 'Pingo', x: 0.3, y: 0.6, scale: 0.16, flip: true },
              { art: 'Rexy', x: 0.7, y: 0.58, scale: 0.2 },
            ],
            bubbles: [
              {
                style: 'speech',
                text: 'Farther than the fridge?',
                x: 0.3,
                y: 0.22,
                width: 0.4,
                tail: [0.3, 0.45],
              },
              {
                style: 'shout',
                text: 'ROAR! Much farther!',
                x: 0.72,
                y: 0.2,
                width: 0.38,
                tail: [0.7, 0.4],
              },
            ],
          },
          {
            items: [
              { bg: 'Harbour at Sunset' },
              { art: 'Pingo', x: 0.5, y: 0.62, scale: 0.16, rotation: 80 },
            ],
            bubbles: [
              {
                style: 'caption',
                text: 'By sunrise, Pingo was fast asleep.',
                x: 0.5,
                y: 0.15,
                width: 0.6,
              },
            ],
          },
        ],
      },
    ],
  },
];
