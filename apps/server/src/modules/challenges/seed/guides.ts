import type { SeedGuide } from '../content';

/** One or more guides in every category (decision 032 names them). */
export const seedGuides: SeedGuide[] = [
  {
    id: 'guide-first-story',
    category: 0,
    bookType: null,
    genre: 'any',
    title: {
      zh: '写你的第一个故事',
      en: 'Writing your first story',
      es: 'Escribe tu primera historia',
    },
    body: [
      {
        zh: '先选一幅让你好奇的图画。看着它问自己：这里发生了什么？',
        en: 'Start by choosing a picture that makes you curious. Look at it and ask: what is happening here?',
        es: 'Empieza eligiendo una imagen que te dé curiosidad. Mírala y pregúntate: ¿qué está pasando aquí?',
      },
      {
        zh: '不用担心写得完美。先把想法写下来，以后还可以修改。',
        en: 'Do not worry about being perfect. Get your ideas down first; you can always fix them later.',
        es: 'No te preocupes por hacerlo perfecto. Primero escribe tus ideas; siempre puedes mejorarlas después.',
      },
      {
        zh: '每天写一点点，你就会获得皇冠，也会越写越好。',
        en: 'Write a little every day. You earn crowns, and your writing grows stronger.',
        es: 'Escribe un poco cada día. Ganarás coronas y tu escritura será cada vez mejor.',
      },
    ],
  },
  {
    id: 'guide-hero-and-friends',
    category: 1,
    bookType: null,
    genre: 'adventure',
    title: { zh: '主角和朋友们', en: 'Heroes and their friends', es: 'Héroes y sus amigos' },
    body: [
      {
        zh: '主角需要朋友，也需要一个挡路的人。朋友帮忙，对手制造麻烦。',
        en: 'A hero needs friends and someone who gets in the way. Friends help; rivals make trouble.',
        es: 'Un héroe necesita amigos y alguien que se interponga. Los amigos ayudan; los rivales causan problemas.',
      },
      {
        zh: '给每个角色一个特别的小细节：一顶歪帽子、一个奇怪的笑声。',
        en: 'Give each character one special detail: a crooked hat, a funny laugh.',
        es: 'Dale a cada personaje un detalle especial: un sombrero torcido, una risa graciosa.',
      },
    ],
  },
  {
    id: 'guide-five-senses',
    category: 2,
    bookType: null,
    genre: 'any',
    title: {
      zh: '用五种感官写地点',
      en: 'Places with all five senses',
      es: 'Lugares con los cinco sentidos',
    },
    body: [
      {
        zh: '描写一个地方时，不只写看到的，也写听到的、闻到的、摸到的和尝到的。',
        en: 'When you describe a place, write not only what you see but what you hear, smell, touch and taste.',
        es: 'Cuando describas un lugar, escribe no solo lo que ves, sino lo que oyes, hueles, tocas y saboreas.',
      },
      {
        zh: '海边：咸咸的风，沙子在脚趾间，海鸥在叫。',
        en: 'A beach: salty wind, sand between your toes, gulls calling.',
        es: 'Una playa: viento salado, arena entre los dedos, gaviotas que llaman.',
      },
    ],
  },
  {
    id: 'guide-story-mountain',
    category: 3,
    bookType: null,
    genre: 'any',
    title: { zh: '故事山', en: 'The story mountain', es: 'La montaña de la historia' },
    body: [
      {
        zh: '故事像爬山：开头、问题出现、越来越紧张、最高点、然后下山到结局。',
        en: 'A story is like climbing a mountain: a beginning, a problem, rising trouble, the top, then down to the ending.',
        es: 'Una historia es como subir una montaña: un comienzo, un problema, tensión que sube, la cima y luego el descenso al final.',
      },
      {
        zh: '最高点是最激动人心的时刻，角色必须做出选择。',
        en: 'The top is the most exciting moment, when the character must make a choice.',
        es: 'La cima es el momento más emocionante, cuando el personaje debe tomar una decisión.',
      },
    ],
  },
  {
    id: 'guide-dialogue',
    category: 4,
    bookType: null,
    genre: 'any',
    title: { zh: '让对话活起来', en: 'Dialogue that sparkles', es: 'Diálogos que brillan' },
    body: [
      {
        zh: '每次换人说话就换一行，这样读者知道是谁在说。',
        en: 'Start a new line each time a different person speaks, so readers know who is talking.',
        es: 'Empieza una línea nueva cada vez que habla otra persona, para que se sepa quién habla.',
      },
      {
        zh: '好的对话能推动故事，也能让我们了解说话的人。',
        en: 'Good dialogue moves the story forward and tells us about the speaker.',
        es: 'Un buen diálogo hace avanzar la historia y nos cuenta algo de quien habla.',
      },
    ],
  },
  {
    id: 'guide-acrostic',
    category: 5,
    bookType: 'poetry',
    genre: 'any',
    title: { zh: '藏头诗', en: 'Acrostic poems', es: 'Poemas acrósticos' },
    body: [
      {
        zh: '藏头诗每一行的第一个字连起来是一个词。试试用你的名字！',
        en: 'In an acrostic poem, the first letters of the lines spell a word. Try it with your name!',
        es: 'En un acróstico, las primeras letras de los versos forman una palabra. ¡Prueba con tu nombre!',
      },
      {
        zh: '每一行都写一件和这个词有关的事。',
        en: 'Each line says something about that word.',
        es: 'Cada verso dice algo sobre esa palabra.',
      },
    ],
  },
  {
    id: 'guide-comic-panels',
    category: 7,
    bookType: 'comic',
    genre: 'humor',
    title: {
      zh: '漫画格子和对话框',
      en: 'Comic panels and speech bubbles',
      es: 'Viñetas y bocadillos',
    },
    body: [
      {
        zh: '每一格展示一个瞬间。从左到右、从上到下阅读。',
        en: 'Each panel shows one moment. Readers go left to right, top to bottom.',
        es: 'Cada viñeta muestra un momento. Se lee de izquierda a derecha y de arriba abajo.',
      },
      {
        zh: '对话框要短，别挡住人物的脸。',
        en: 'Keep speech bubbles short, and do not cover the characters’ faces.',
        es: 'Haz los bocadillos cortos y no tapes las caras de los personajes.',
      },
    ],
  },
  {
    id: 'guide-revising',
    category: 9,
    bookType: null,
    genre: 'any',
    title: { zh: '修改你的故事', en: 'Making your story better', es: 'Mejora tu historia' },
    body: [
      {
        zh: '写完以后，先休息一下，再大声读一遍。哪里读起来别扭，就改哪里。',
        en: 'When you finish, take a break, then read it out loud. Fix anything that sounds bumpy.',
        es: 'Cuando termines, descansa y luego léela en voz alta. Arregla lo que suene raro.',
      },
      {
        zh: '问问自己：开头能吸引人吗？结尾让人满意吗？',
        en: 'Ask yourself: does the beginning grab me? Does the ending feel right?',
        es: 'Pregúntate: ¿el comienzo atrapa? ¿El final se siente bien?',
      },
    ],
  },
  {
    id: 'guide-words-and-pictures',
    category: 10,
    bookType: 'picturebook',
    genre: 'any',
    title: {
      zh: '文字和图画一起讲故事',
      en: 'Words and pictures together',
      es: 'Palabras e imágenes juntas',
    },
    body: [
      {
        zh: '在图画书里，图画已经展示的东西，文字就不用再说一遍。',
        en: 'In a picture book, the words do not need to repeat what the picture already shows.',
        es: 'En un libro ilustrado, las palabras no tienen que repetir lo que la imagen ya muestra.',
      },
      {
        zh: '让文字说出图画看不到的东西：声音、想法、秘密。',
        en: 'Let the words tell what the picture cannot: sounds, thoughts, secrets.',
        es: 'Deja que las palabras cuenten lo que la imagen no puede: sonidos, pensamientos, secretos.',
      },
    ],
  },
  {
    id: 'guide-sharing-safely',
    category: 11,
    bookType: null,
    genre: 'any',
    title: {
      zh: '安全地发表作品',
      en: 'Publishing your work safely',
      es: 'Publica tu obra con seguridad',
    },
    body: [
      {
        zh: '发表前检查：故事里没有你的真实姓名、学校、地址或电话。',
        en: 'Before you publish, check that your story has no real full name, school, address or phone number.',
        es: 'Antes de publicar, comprueba que tu historia no tenga tu nombre completo, tu escuela, tu dirección ni tu teléfono.',
      },
      {
        zh: '每个公开的故事都会由版主审核，让大家都能安心阅读。',
        en: 'Every public story is checked by a moderator, so everyone can read safely.',
        es: 'Cada historia pública la revisa un moderador, para que todos lean con tranquilidad.',
      },
    ],
  },
  {
    id: 'guide-class-challenges',
    category: 12,
    bookType: null,
    genre: 'any',
    title: { zh: '在课堂上使用挑战', en: 'Using challenges in class', es: 'Los retos en clase' },
    body: [
      {
        zh: '老师可以把一个挑战布置为作业，学生在课上一起读课程、做测验。',
        en: 'Teachers can assign a challenge as homework; students read the lessons and take the quizzes together in class.',
        es: 'Los docentes pueden asignar un reto como tarea; el alumnado lee las lecciones y hace las pruebas en clase.',
      },
      {
        zh: '完成以后，用班级合集展示大家的作品。',
        en: 'Afterwards, show everyone’s work in a class compilation.',
        es: 'Después, muestra el trabajo de todos en una recopilación de la clase.',
      },
    ],
  },
];
