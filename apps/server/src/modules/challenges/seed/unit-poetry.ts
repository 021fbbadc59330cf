import type { SeedUnit } from '../content';

/** Unit 4: poetry forms. Original lessons for young writers, in zh, en and es. */
export const poetryUnit: SeedUnit = {
  id: 'unit-poetry',
  title: {
    zh: '第四单元：诗歌的形式',
    en: 'Unit 4: Poetry forms',
    es: 'Unidad 4: Formas poéticas',
  },
  summary: {
    zh: '俳句、藏头诗和比喻：用很少的字画出很大的画面。',
    en: 'Haiku, acrostics and comparisons: paint big pictures with few words.',
    es: 'Haikus, acrósticos y comparaciones: pinta grandes imágenes con pocas palabras.',
  },
  steps: [
    {
      kind: 'lesson',
      id: 'lesson-poetry-haiku',
      title: {
        zh: '俳句：三行小诗',
        en: 'Haiku: a poem in three lines',
        es: 'Haiku: un poema en tres versos',
      },
      content: {
        paragraphs: [
          {
            zh: '俳句来自日本，只有三行。英文俳句常用五、七、五个音节；中文可以写成五字、七字、五字。',
            en: 'Haiku comes from Japan and has just three lines, often with 5, 7 and 5 syllables.',
            es: 'El haiku viene de Japón y tiene solo tres versos, a menudo de 5, 7 y 5 sílabas.',
          },
          {
            zh: '俳句常常写大自然里一个小小的瞬间，比如一片落叶或一只青蛙。',
            en: 'A haiku often catches one small moment in nature, like a falling leaf or a jumping frog.',
            es: 'Un haiku suele atrapar un pequeño momento de la naturaleza, como una hoja que cae o una rana que salta.',
          },
        ],
        example: {
          zh: '小雨轻轻下／蜗牛背着小房子／慢慢去散步',
          en: 'Soft rain on the path / a snail carries its small house / out for a slow walk',
          es: 'Lluvia en el camino / el caracol lleva su casa / paseando despacio',
        },
        tryIt: {
          zh: '看看窗外，写一首关于你看到的东西的俳句。',
          en: 'Look out of the window and write a haiku about one thing you see.',
          es: 'Mira por la ventana y escribe un haiku sobre algo que veas.',
        },
      },
    },
    {
      kind: 'lesson',
      id: 'lesson-poetry-acrostic',
      title: { zh: '藏头诗', en: 'Acrostic poems', es: 'Poemas acrósticos' },
      content: {
        paragraphs: [
          {
            zh: '藏头诗把一个词藏在每一行的第一个字里。竖着读第一个字，就能找到这个词。',
            en: 'An acrostic hides a word in the first letter of each line. Read down the first letters to find it.',
            es: 'Un acróstico esconde una palabra en la primera letra de cada verso. Lee hacia abajo las primeras letras para encontrarla.',
          },
          {
            zh: '每一行都要和这个词有关系。',
            en: 'Every line should say something about the hidden word.',
            es: 'Cada verso debe decir algo sobre la palabra escondida.',
          },
        ],
        example: {
          zh: '春风吹绿小河边／天上飞来燕子一对（藏“春天”）',
          en: 'Sun on my face / Under a blue sky / Nothing but summer (SUN)',
          es: 'Sale temprano / Once rayos dorados / La mañana brilla (SOL)',
        },
        tryIt: {
          zh: '用你最喜欢的动物的名字写一首藏头诗。',
          en: 'Write an acrostic using the name of your favourite animal.',
          es: 'Escribe un acróstico con el nombre de tu animal favorito.',
        },
      },
    },
    {
      kind: 'lesson',
      id: 'lesson-poetry-simile',
      title: { zh: '比喻：像什么？', en: 'Similes: like what?', es: 'Comparaciones: ¿como qué?' },
      content: {
        paragraphs: [
          {
            zh: '比喻用“像”或“好像”把两样东西联系起来，帮读者想象画面。',
            en: 'A simile uses “like” or “as” to compare two things and help readers picture them.',
            es: 'Una comparación usa «como» para relacionar dos cosas y ayudar al lector a imaginarlas.',
          },
          {
            zh: '最好的比喻让人意想不到，但一想又觉得很对。',
            en: 'The best similes are surprising but feel just right.',
            es: 'Las mejores comparaciones sorprenden pero encajan perfectamente.',
          },
        ],
        example: {
          zh: '月亮像一块被咬了一口的饼干，挂在夜空里。',
          en: 'The moon hung in the sky like a cookie with one bite taken out.',
          es: 'La luna colgaba en el cielo como una galleta a la que le faltaba un mordisco.',
        },
        tryIt: {
          zh: '写三个比喻：云像……，雷声像……，我的猫像……',
          en: 'Finish three similes: the clouds are like…, thunder is like…, my cat is like…',
          es: 'Termina tres comparaciones: las nubes son como…, el trueno es como…, mi gato es como…',
        },
      },
    },
    {
      kind: 'quiz',
      id: 'quiz-poetry',
      title: { zh: '诗歌小测验', en: 'Poetry quiz', es: 'Prueba de poesía' },
      content: {
        questions: [
          {
            kind: 'choice',
            prompt: {
              zh: '俳句有几行？',
              en: 'How many lines does a haiku have?',
              es: '¿Cuántos versos tiene un haiku?',
            },
            options: [
              { zh: '两行', en: 'Two', es: 'Dos' },
              { zh: '三行', en: 'Three', es: 'Tres' },
              { zh: '十行', en: 'Ten', es: 'Diez' },
            ],
            answer: 1,
          },
          {
            kind: 'choice',
            prompt: {
              zh: '哪一句是比喻？',
              en: 'Which sentence is a simile?',
              es: '¿Qué oración es una comparación?',
            },
            options: [
              { zh: '雪很白。', en: 'The snow is white.', es: 'La nieve es blanca.' },
              {
                zh: '雪像一条软软的白毯子。',
                en: 'The snow is like a soft white blanket.',
                es: 'La nieve es como una manta blanca y suave.',
              },
              { zh: '昨天下雪了。', en: 'It snowed yesterday.', es: 'Ayer nevó.' },
            ],
            answer: 1,
          },
          {
            kind: 'short',
            prompt: {
              zh: '每行第一个字连起来组成一个词的诗叫什么？',
              en: 'What is a poem called whose first letters spell a word? (one word)',
              es: '¿Cómo se llama el poema cuyas primeras letras forman una palabra? (una palabra)',
            },
            answers: [
              'acrostic',
              'an acrostic',
              'acrostic poem',
              '藏头诗',
              'acróstico',
              'acrostico',
              'un acróstico',
            ],
          },
        ],
      },
    },
  ],
};
