import type { SeedUnit } from '../content';

/** Unit 2: settings. Original lessons for young writers, in zh, en and es. */
export const settingUnit: SeedUnit = {
  id: 'unit-setting',
  title: { zh: '第二单元：场景', en: 'Unit 2: Settings', es: 'Unidad 2: Escenarios' },
  summary: {
    zh: '故事发生在哪里、什么时候？学会用感官和细节把读者带进你的世界。',
    en: 'Where and when does your story happen? Use the senses and small details to carry readers into your world.',
    es: '¿Dónde y cuándo ocurre tu historia? Usa los sentidos y los detalles para llevar a los lectores a tu mundo.',
  },
  steps: [
    {
      kind: 'lesson',
      id: 'lesson-setting-where-when',
      title: { zh: '在哪里？什么时候？', en: 'Where and when?', es: '¿Dónde y cuándo?' },
      content: {
        paragraphs: [
          {
            zh: '场景就是故事发生的地点和时间。同一个故事，发生在下雨的夜晚和阳光明媚的早晨，感觉会完全不同。',
            en: 'The setting is the place and the time where your story happens. The same story feels very different on a rainy night than on a sunny morning.',
            es: 'El escenario es el lugar y el momento en que ocurre tu historia. La misma historia se siente muy distinta en una noche de lluvia que en una mañana de sol.',
          },
          {
            zh: '在故事的开头，早一点告诉读者他们在哪里，这样他们就不会迷路。',
            en: 'Tell readers early where they are, so they do not feel lost.',
            es: 'Di pronto a los lectores dónde están, para que no se sientan perdidos.',
          },
        ],
        example: {
          zh: '星期六的清晨，菜市场刚刚醒来，卖豆浆的阿姨正掀开冒着热气的锅盖。',
          en: 'Early on Saturday morning the market was just waking up, and the soup lady lifted the lid from her steaming pot.',
          es: 'Temprano el sábado, el mercado apenas despertaba y la señora de la sopa levantaba la tapa de su olla humeante.',
        },
        tryIt: {
          zh: '用一句话写出你故事的地点和时间。',
          en: 'Write one sentence that gives the place and the time of your story.',
          es: 'Escribe una oración que diga el lugar y el momento de tu historia.',
        },
      },
    },
    {
      kind: 'lesson',
      id: 'lesson-setting-senses',
      title: { zh: '五种感官', en: 'The five senses', es: 'Los cinco sentidos' },
      content: {
        paragraphs: [
          {
            zh: '我们用眼睛、耳朵、鼻子、皮肤和舌头感受世界。好的场景描写不只写看到的东西。',
            en: 'We feel the world with our eyes, ears, nose, skin and tongue. Good settings use more than what we see.',
            es: 'Sentimos el mundo con los ojos, los oídos, la nariz, la piel y la lengua. Un buen escenario usa algo más que lo que vemos.',
          },
          {
            zh: '选两三种感官就够了，太多会让读者累。',
            en: 'Two or three senses are enough; too many can tire the reader.',
            es: 'Con dos o tres sentidos basta; demasiados cansan al lector.',
          },
        ],
        example: {
          zh: '森林里很安静，只有松针在脚下沙沙作响，空气里有雨后泥土的味道。',
          en: 'The forest was quiet except for pine needles crunching underfoot, and the air smelled of earth after rain.',
          es: 'El bosque estaba en silencio, salvo por las agujas de pino que crujían bajo los pies, y el aire olía a tierra mojada.',
        },
        tryIt: {
          zh: '想一个你熟悉的地方，写出你在那里听到的一个声音和闻到的一种味道。',
          en: 'Think of a place you know well. Write one sound you hear there and one smell.',
          es: 'Piensa en un lugar que conozcas bien. Escribe un sonido que oyes allí y un olor.',
        },
      },
    },
    {
      kind: 'lesson',
      id: 'lesson-setting-mood',
      title: { zh: '场景和心情', en: 'Setting and mood', es: 'Escenario y ambiente' },
      content: {
        paragraphs: [
          {
            zh: '天气、光线和声音可以让读者感到开心、紧张或者难过。这叫作气氛。',
            en: 'Weather, light and sound can make readers feel cheerful, nervous or sad. This is called mood.',
            es: 'El tiempo, la luz y los sonidos pueden hacer que el lector se sienta alegre, nervioso o triste. Esto se llama ambiente.',
          },
          {
            zh: '想让故事变得紧张吗？试试黑暗、安静和突然的声响。',
            en: 'Want a scary moment? Try darkness, silence, and then a sudden sound.',
            es: '¿Quieres un momento de miedo? Prueba con oscuridad, silencio y luego un ruido repentino.',
          },
        ],
        example: {
          zh: '走廊的灯闪了两下，熄灭了。一片寂静中，楼上传来“咚”的一声。',
          en: 'The hallway light flickered twice and went out. In the silence, something upstairs went thump.',
          es: 'La luz del pasillo parpadeó dos veces y se apagó. En el silencio, algo hizo ¡pum! en el piso de arriba.',
        },
        tryIt: {
          zh: '把同一个公园写两次：一次让人开心，一次让人害怕。',
          en: 'Describe the same park twice: once so it feels happy, once so it feels spooky.',
          es: 'Describe el mismo parque dos veces: una para que parezca alegre y otra para que dé miedo.',
        },
      },
    },
    {
      kind: 'quiz',
      id: 'quiz-setting',
      title: { zh: '场景小测验', en: 'Settings quiz', es: 'Prueba de escenarios' },
      content: {
        questions: [
          {
            kind: 'choice',
            prompt: {
              zh: '故事的场景包括什么？',
              en: 'What does a story’s setting tell us?',
              es: '¿Qué nos dice el escenario de una historia?',
            },
            options: [
              { zh: '地点和时间', en: 'The place and the time', es: 'El lugar y el momento' },
              { zh: '作者的名字', en: 'The author’s name', es: 'El nombre del autor' },
              {
                zh: '书有多少页',
                en: 'How many pages the book has',
                es: 'Cuántas páginas tiene el libro',
              },
            ],
            answer: 0,
          },
          {
            kind: 'choice',
            prompt: {
              zh: '哪一句用到了听觉？',
              en: 'Which sentence uses the sense of hearing?',
              es: '¿Qué oración usa el sentido del oído?',
            },
            options: [
              { zh: '房间是蓝色的。', en: 'The room was blue.', es: 'La habitación era azul.' },
              { zh: '面包闻起来很香。', en: 'The bread smelled sweet.', es: 'El pan olía dulce.' },
              {
                zh: '门吱呀一声开了。',
                en: 'The door creaked open.',
                es: 'La puerta se abrió chirriando.',
              },
            ],
            answer: 2,
          },
          {
            kind: 'short',
            prompt: {
              zh: '场景带给读者的感觉叫作什么？（两个字）',
              en: 'What do we call the feeling a setting gives the reader? (one word)',
              es: '¿Cómo se llama la sensación que un escenario da al lector? (una palabra)',
            },
            answers: [
              'mood',
              'the mood',
              'atmosphere',
              '气氛',
              '氛围',
              'ambiente',
              'el ambiente',
              'atmósfera',
            ],
          },
        ],
      },
    },
  ],
};
