import type { BookType } from '../artwork';
import type { InterfaceLanguage } from '../languages';

/**
 * Story starters for /yourstuff-tools: an opening line to write on from, in every interface
 * language. Each starter has one id and the same idea in all three languages (translated, not
 * word for word), and the formats it suits best.
 */
export interface StoryStarter {
  id: string;
  /** The formats this opening suits best (a hint; any starter works anywhere). */
  formats: readonly BookType[];
  text: Record<InterfaceLanguage, string>;
}

const all: readonly BookType[] = ['picturebook', 'longform', 'flashfiction', 'poetry', 'comic'];
const stories: readonly BookType[] = ['picturebook', 'longform', 'flashfiction', 'comic'];

export const storyStarters: readonly StoryStarter[] = [
  {
    id: 'moon-borrowed',
    formats: ['picturebook', 'poetry'],
    text: {
      en: 'One night the moon was missing, and a small note was pinned to the sky.',
      zh: '有一天晚上，月亮不见了，天空上只钉着一张小纸条。',
      es: 'Una noche la luna no estaba, y en el cielo había una notita clavada.',
    },
  },
  {
    id: 'door-in-tree',
    formats: stories,
    text: {
      en: 'There was a door in the old oak tree that had never been there before.',
      zh: '老橡树上多了一扇门，以前从来没有过。',
      es: 'En el viejo roble había una puerta que nunca antes había estado allí.',
    },
  },
  {
    id: 'dragon-egg',
    formats: ['longform', 'picturebook', 'comic'],
    text: {
      en: 'The egg in the henhouse was much too big, and it was humming.',
      zh: '鸡窝里有一颗蛋，大得出奇，还在轻轻地哼着歌。',
      es: 'El huevo del gallinero era demasiado grande, y estaba tarareando.',
    },
  },
  {
    id: 'talking-rain',
    formats: ['flashfiction', 'poetry'],
    text: {
      en: '"Can I come in?" asked the rain, tapping on the window.',
      zh: '“我可以进来吗？”雨敲着窗户问。',
      es: '—¿Puedo pasar? —preguntó la lluvia, golpeando la ventana.',
    },
  },
  {
    id: 'map-lunchbox',
    formats: stories,
    text: {
      en: 'Inside my lunchbox, instead of a sandwich, there was a map.',
      zh: '我的饭盒里没有三明治，只有一张地图。',
      es: 'Dentro de mi fiambrera, en lugar de un bocadillo, había un mapa.',
    },
  },
  {
    id: 'last-lighthouse',
    formats: ['longform', 'flashfiction'],
    text: {
      en: 'The lighthouse keeper had one rule: never turn off the light. Tonight, someone did.',
      zh: '守塔人只有一条规矩：永远不要关灯。今晚，有人把灯关了。',
      es: 'El farero tenía una sola regla: nunca apagar la luz. Esta noche, alguien la apagó.',
    },
  },
  {
    id: 'shy-monster',
    formats: ['picturebook', 'comic'],
    text: {
      en: 'The monster under my bed is afraid of the dark. So am I.',
      zh: '我床底下的怪物怕黑。其实，我也怕。',
      es: 'El monstruo que vive bajo mi cama le tiene miedo a la oscuridad. Yo también.',
    },
  },
  {
    id: 'wish-shop',
    formats: stories,
    text: {
      en: 'The sign said "Wishes mended, 10 cents." I had a broken one in my pocket.',
      zh: '招牌上写着：“修补愿望，一角钱一个。”我的口袋里正好有一个坏掉的愿望。',
      es: 'El cartel decía: «Se arreglan deseos, diez céntimos». Yo llevaba uno roto en el bolsillo.',
    },
  },
  {
    id: 'sea-bottle',
    formats: ['flashfiction', 'longform'],
    text: {
      en: 'The bottle on the beach held one word: "Come back."',
      zh: '海滩上的瓶子里只有一个词：“回来”。',
      es: 'La botella de la playa guardaba una sola palabra: «Vuelve».',
    },
  },
  {
    id: 'colors-gone',
    formats: ['picturebook', 'poetry'],
    text: {
      en: 'When I woke up, all the colours had run away, except for one.',
      zh: '我醒来时，所有的颜色都跑掉了，只剩下一种。',
      es: 'Cuando me desperté, todos los colores se habían escapado, menos uno.',
    },
  },
  {
    id: 'robot-garden',
    formats: ['longform', 'comic'],
    text: {
      en: 'The robot had never seen a flower, so it decided to grow one.',
      zh: '机器人从来没见过花，于是它决定自己种一朵。',
      es: 'El robot nunca había visto una flor, así que decidió plantar una.',
    },
  },
  {
    id: 'grandma-secret',
    formats: ['flashfiction', 'longform'],
    text: {
      en: 'Grandma winked and said, "I was a pirate, you know. Let me tell you how."',
      zh: '奶奶眨眨眼说：“你知道吗？我以前是个海盗。让我讲给你听。”',
      es: 'La abuela me guiñó un ojo: «¿Sabes que fui pirata? Te cuento cómo».',
    },
  },
  {
    id: 'snow-in-summer',
    formats: all,
    text: {
      en: 'It started to snow on the hottest day of summer.',
      zh: '在夏天最热的那一天，天上开始下雪了。',
      es: 'Empezó a nevar el día más caluroso del verano.',
    },
  },
  {
    id: 'cat-mayor',
    formats: ['picturebook', 'comic', 'flashfiction'],
    text: {
      en: 'Nobody voted for the cat, but on Monday it was mayor anyway.',
      zh: '没有人投票给那只猫，可星期一它还是当上了镇长。',
      es: 'Nadie votó al gato, pero el lunes ya era alcalde.',
    },
  },
  {
    id: 'whisper-wind',
    formats: ['poetry'],
    text: {
      en: 'The wind whispered a secret, and only the trees were listening.',
      zh: '风悄悄说了一个秘密，只有树在听。',
      es: 'El viento susurró un secreto, y solo los árboles escuchaban.',
    },
  },
  {
    id: 'new-kid',
    formats: stories,
    text: {
      en: 'The new kid in class had a shadow that did not always follow.',
      zh: '班上新来的同学有个影子，它并不总是跟着他。',
      es: 'El niño nuevo de la clase tenía una sombra que no siempre lo seguía.',
    },
  },
];

/**
 * Draws a starter at random (`random` returns [0, 1) like Math.random), never the one shown
 * just before (`previousId`) so "another one" always changes the text. `format` keeps to the
 * starters that suit it when there are at least two.
 */
export function drawStoryStarter(
  random: () => number,
  previousId?: string | null,
  format?: BookType | null,
): StoryStarter {
  const suited = format ? storyStarters.filter((s) => s.formats.includes(format)) : storyStarters;
  const pool = suited.length >= 2 ? suited : storyStarters;
  const choices = pool.filter((s) => s.id !== previousId);
  const index = Math.min(choices.length - 1, Math.floor(random() * choices.length));
  return choices[Math.max(0, index)] as StoryStarter;
}
