import type { SeedUnit } from '../content';

/** Unit 3: plot. Original lessons for young writers, in zh, en and es. */
export const plotUnit: SeedUnit = {
  id: 'unit-plot',
  title: { zh: '第三单元：情节', en: 'Unit 3: Plot', es: 'Unidad 3: Trama' },
  summary: {
    zh: '开头、问题、高潮和结局：学会搭建一个让人想一口气读完的故事。',
    en: 'Beginning, problem, climax and ending: build a story readers cannot put down.',
    es: 'Comienzo, problema, clímax y final: construye una historia que no se pueda dejar de leer.',
  },
  steps: [
    {
      kind: 'lesson',
      id: 'lesson-plot-problem',
      title: {
        zh: '每个故事都需要一个问题',
        en: 'Every story needs a problem',
        es: 'Toda historia necesita un problema',
      },
      content: {
        paragraphs: [
          {
            zh: '如果什么事情都很顺利，故事就没意思了。给你的角色一个问题：东西丢了、路被挡住了、朋友生气了。',
            en: 'If everything goes smoothly, there is no story. Give your character a problem: something is lost, the path is blocked, a friend is upset.',
            es: 'Si todo sale bien, no hay historia. Dale a tu personaje un problema: algo se pierde, el camino está bloqueado, un amigo se enfada.',
          },
          {
            zh: '问题越早出现，读者越早开始关心。',
            en: 'The sooner the problem appears, the sooner readers start to care.',
            es: 'Cuanto antes aparezca el problema, antes empezarán a importarle al lector.',
          },
        ],
        example: {
          zh: '演出前五分钟，小乐发现她的小提琴断了一根弦。',
          en: 'Five minutes before the concert, Lola found that her violin had a broken string.',
          es: 'Cinco minutos antes del concierto, Lola descubrió que a su violín se le había roto una cuerda.',
        },
        tryIt: {
          zh: '给你的角色写一个问题，要让读者忍不住想知道接下来会怎样。',
          en: 'Write a problem for your character that makes readers want to know what happens next.',
          es: 'Escribe un problema para tu personaje que haga que el lector quiera saber qué pasa después.',
        },
      },
    },
    {
      kind: 'lesson',
      id: 'lesson-plot-mountain',
      title: {
        zh: '爬上故事山',
        en: 'Climbing the story mountain',
        es: 'Subir la montaña de la historia',
      },
      content: {
        paragraphs: [
          {
            zh: '故事山有五个部分：开头、问题出现、越来越难、高潮、结局。',
            en: 'A story mountain has five parts: the opening, the problem, the build-up, the climax and the ending.',
            es: 'La montaña de la historia tiene cinco partes: el comienzo, el problema, la subida, el clímax y el final.',
          },
          {
            zh: '在“越来越难”的部分，让角色试一试，失败一次，再试一次。',
            en: 'In the build-up, let your character try, fail, and try again.',
            es: 'En la subida, deja que tu personaje lo intente, falle y lo vuelva a intentar.',
          },
        ],
        example: {
          zh: '小狐狸想过河。第一次，它踩的石头滑了；第二次，木头漂走了；最后，它请河狸帮它搭了一座桥。',
          en: 'Little Fox wanted to cross the river. First the stepping stone was slippery; then the log floated away; at last he asked Beaver to help him build a bridge.',
          es: 'El zorrito quería cruzar el río. Primero, la piedra resbalaba; luego, el tronco se fue flotando; al final, le pidió al castor que le ayudara a construir un puente.',
        },
        tryIt: {
          zh: '为你的角色写出两次失败的尝试。',
          en: 'Write two tries that go wrong for your character.',
          es: 'Escribe dos intentos de tu personaje que salen mal.',
        },
      },
    },
    {
      kind: 'lesson',
      id: 'lesson-plot-ending',
      title: { zh: '写一个好结局', en: 'Writing a good ending', es: 'Escribir un buen final' },
      content: {
        paragraphs: [
          {
            zh: '好的结局会解决问题，或者告诉我们角色学到了什么。',
            en: 'A good ending solves the problem or shows what the character has learned.',
            es: 'Un buen final resuelve el problema o muestra lo que el personaje ha aprendido.',
          },
          {
            zh: '不要用“原来这只是一个梦”来结束故事。让角色自己想办法。',
            en: 'Try not to end with “it was all a dream.” Let the character solve it themselves.',
            es: 'Intenta no terminar con «todo fue un sueño». Deja que el personaje lo resuelva por sí mismo.',
          },
        ],
        example: {
          zh: '小乐用三根弦演完了整首曲子。掌声响起时，她发现自己一点都不害怕了。',
          en: 'Lola played the whole piece on three strings. When the clapping began, she realised she was not scared at all.',
          es: 'Lola tocó toda la pieza con tres cuerdas. Cuando empezaron los aplausos, se dio cuenta de que ya no tenía miedo.',
        },
        tryIt: {
          zh: '为你的故事写两种不同的结局，选出你更喜欢的一个。',
          en: 'Write two different endings for your story and choose the one you like best.',
          es: 'Escribe dos finales distintos para tu historia y elige el que más te guste.',
        },
      },
    },
    {
      kind: 'quiz',
      id: 'quiz-plot',
      title: { zh: '情节小测验', en: 'Plot quiz', es: 'Prueba de trama' },
      content: {
        questions: [
          {
            kind: 'choice',
            prompt: {
              zh: '为什么故事需要一个问题？',
              en: 'Why does a story need a problem?',
              es: '¿Por qué una historia necesita un problema?',
            },
            options: [
              {
                zh: '这样读者才会关心接下来发生什么',
                en: 'So readers care what happens next',
                es: 'Para que al lector le importe lo que pasa después',
              },
              {
                zh: '这样故事可以没有角色',
                en: 'So the story needs no characters',
                es: 'Para que la historia no necesite personajes',
              },
              {
                zh: '这样书会更重',
                en: 'So the book is heavier',
                es: 'Para que el libro pese más',
              },
            ],
            answer: 0,
          },
          {
            kind: 'choice',
            prompt: {
              zh: '故事山的最高点叫什么？',
              en: 'What is the top of the story mountain called?',
              es: '¿Cómo se llama la cima de la montaña de la historia?',
            },
            options: [
              { zh: '开头', en: 'The opening', es: 'El comienzo' },
              { zh: '高潮', en: 'The climax', es: 'El clímax' },
              { zh: '目录', en: 'The contents page', es: 'El índice' },
            ],
            answer: 1,
          },
          {
            kind: 'short',
            prompt: {
              zh: '故事的最后一部分叫什么？（两个字）',
              en: 'What is the last part of a story called? (one word)',
              es: '¿Cómo se llama la última parte de una historia? (una palabra)',
            },
            answers: [
              'ending',
              'the ending',
              'end',
              'resolution',
              '结局',
              '结尾',
              'final',
              'el final',
              'desenlace',
            ],
          },
        ],
      },
    },
  ],
};
