import type { SeedUnit } from '../content';

/** Unit 1: characters. Original lessons for young writers, in zh, en and es. */
export const characterUnit: SeedUnit = {
  id: 'unit-character',
  title: { zh: '第一单元：角色', en: 'Unit 1: Characters', es: 'Unidad 1: Personajes' },
  summary: {
    zh: '认识故事里的人物：他们想要什么，他们害怕什么，他们怎样说话。',
    en: 'Meet the people in your story: what they want, what they fear and how they speak.',
    es: 'Conoce a la gente de tu historia: qué quieren, qué temen y cómo hablan.',
  },
  steps: [
    {
      kind: 'lesson',
      id: 'lesson-character-want',
      title: {
        zh: '角色想要什么？',
        en: 'What does your character want?',
        es: '¿Qué quiere tu personaje?',
      },
      content: {
        paragraphs: [
          {
            zh: '每个好故事里都有一个想要某样东西的角色。也许是一只想飞的企鹅，也许是一个想找回红色雨靴的小女孩。',
            en: 'Every good story has a character who wants something. It might be a penguin who wants to fly, or a girl who wants to find her lost red boot.',
            es: 'Toda buena historia tiene un personaje que quiere algo. Puede ser un pingüino que quiere volar o una niña que quiere encontrar su bota roja perdida.',
          },
          {
            zh: '当读者知道角色想要什么，他们就会一直读下去，想看看角色能不能得到它。',
            en: 'When readers know what a character wants, they keep reading to find out if the character gets it.',
            es: 'Cuando los lectores saben lo que quiere un personaje, siguen leyendo para descubrir si lo consigue.',
          },
        ],
        example: {
          zh: '小熊波波想在冬眠以前尝一口蜂蜜。可是蜂巢挂在最高的树枝上。',
          en: 'Bo the bear wanted one taste of honey before his long winter sleep. But the hive hung from the very highest branch.',
          es: 'El oso Bo quería probar la miel una vez antes de su largo sueño de invierno. Pero la colmena colgaba de la rama más alta.',
        },
        tryIt: {
          zh: '写一句话：你的角色是谁？他最想要什么？',
          en: 'Write one sentence: who is your character, and what do they want most?',
          es: 'Escribe una oración: ¿quién es tu personaje y qué es lo que más quiere?',
        },
      },
    },
    {
      kind: 'lesson',
      id: 'lesson-character-show',
      title: { zh: '用行动展示，而不是直接说', en: 'Show, don’t tell', es: 'Muestra, no cuentes' },
      content: {
        paragraphs: [
          {
            zh: '不要只写“汤姆很紧张”。写出他做了什么：他咬指甲，他的膝盖在发抖。',
            en: 'Instead of writing “Tom was nervous,” show what he does: he bites his nails, and his knees wobble.',
            es: 'En lugar de escribir «Tomás estaba nervioso», muestra lo que hace: se muerde las uñas y le tiemblan las rodillas.',
          },
          {
            zh: '读者看到角色的动作，就能自己猜出角色的感受。这让故事更生动。',
            en: 'When readers see what a character does, they can guess the feeling for themselves. That makes the story come alive.',
            es: 'Cuando los lectores ven lo que hace un personaje, pueden adivinar el sentimiento por sí mismos. Así la historia cobra vida.',
          },
        ],
        example: {
          zh: '米娅把奖状藏在背后，脸颊红红的，忍不住踮着脚尖转了一圈。',
          en: 'Mia hid the prize ribbon behind her back, her cheeks pink, and spun around on her tiptoes.',
          es: 'Mía escondió la cinta del premio detrás de la espalda, con las mejillas rosadas, y dio una vuelta de puntillas.',
        },
        tryIt: {
          zh: '选一种感觉（开心、害怕、生气），写两个动作来表现它，不要写出这个感觉的名字。',
          en: 'Pick a feeling (happy, scared, angry). Write two actions that show it without naming the feeling.',
          es: 'Elige un sentimiento (alegría, miedo, enfado). Escribe dos acciones que lo muestren sin nombrarlo.',
        },
      },
    },
    {
      kind: 'lesson',
      id: 'lesson-character-voice',
      title: { zh: '角色的声音', en: 'A character’s voice', es: 'La voz del personaje' },
      content: {
        paragraphs: [
          {
            zh: '每个角色说话的方式都不一样。一位老船长和一个五岁的孩子不会用同样的词。',
            en: 'Every character talks in their own way. An old sea captain and a five-year-old do not use the same words.',
            es: 'Cada personaje habla a su manera. Un viejo capitán de barco y un niño de cinco años no usan las mismas palabras.',
          },
          {
            zh: '想一想：你的角色说话快还是慢？喜欢用长句还是短句？有没有一句口头禅？',
            en: 'Think about it: does your character speak fast or slowly? In long sentences or short ones? Do they have a favourite saying?',
            es: 'Piénsalo: ¿tu personaje habla rápido o despacio? ¿Con frases largas o cortas? ¿Tiene una frase favorita?',
          },
        ],
        example: {
          zh: '“哎呀呀，又下雨啦！”奶奶笑着说。“雨。讨厌。”小猫嘟囔着。',
          en: '“Well, well, rain again!” Grandma laughed. “Rain. Yuck,” muttered the kitten.',
          es: '«¡Vaya, vaya, otra vez lluvia!», rió la abuela. «Lluvia. Puaj», refunfuñó el gatito.',
        },
        tryIt: {
          zh: '让两个不同的角色说同一件事：“我饿了。”他们会怎么说？',
          en: 'Have two different characters say the same thing: “I am hungry.” How would each one say it?',
          es: 'Haz que dos personajes distintos digan lo mismo: «Tengo hambre». ¿Cómo lo diría cada uno?',
        },
      },
    },
    {
      kind: 'quiz',
      id: 'quiz-character',
      title: { zh: '角色小测验', en: 'Characters quiz', es: 'Prueba de personajes' },
      content: {
        questions: [
          {
            kind: 'choice',
            prompt: {
              zh: '为什么读者想知道角色想要什么？',
              en: 'Why do readers like to know what a character wants?',
              es: '¿Por qué a los lectores les gusta saber qué quiere un personaje?',
            },
            options: [
              {
                zh: '这样他们会读下去，看角色能不能得到它',
                en: 'So they keep reading to see if the character gets it',
                es: 'Para seguir leyendo y ver si el personaje lo consigue',
              },
              {
                zh: '这样故事会更短',
                en: 'So the story is shorter',
                es: 'Para que la historia sea más corta',
              },
              {
                zh: '这样就不需要图画了',
                en: 'So no pictures are needed',
                es: 'Para que no hagan falta dibujos',
              },
            ],
            answer: 0,
          },
          {
            kind: 'choice',
            prompt: {
              zh: '哪一句是“用行动展示”？',
              en: 'Which sentence shows instead of tells?',
              es: '¿Qué oración muestra en lugar de contar?',
            },
            options: [
              { zh: '莉莉很伤心。', en: 'Lily was sad.', es: 'Lily estaba triste.' },
              {
                zh: '莉莉低着头，一滴眼泪落在鞋子上。',
                en: 'Lily looked down, and a tear dropped onto her shoe.',
                es: 'Lily miró al suelo y una lágrima cayó sobre su zapato.',
              },
              {
                zh: '莉莉有一种感觉。',
                en: 'Lily had a feeling.',
                es: 'Lily tenía un sentimiento.',
              },
            ],
            answer: 1,
          },
          {
            kind: 'short',
            prompt: {
              zh: '一个角色说话的独特方式叫作什么？（两个字）',
              en: 'What do we call the special way a character talks? (one word)',
              es: '¿Cómo se llama la manera especial de hablar de un personaje? (una palabra)',
            },
            answers: ['voice', 'a voice', '声音', 'voz', 'la voz'],
          },
        ],
      },
    },
  ],
};
