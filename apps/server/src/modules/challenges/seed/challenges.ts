import type { SeedChallenge } from '../content';

/**
 * Six current challenges across the five formats, and one past one. Windows are days from the
 * day the curriculum is seeded.
 */
export const seedChallenges: SeedChallenge[] = [
  {
    id: 'weekend-lost-kite',
    kind: 'weekend',
    bookType: 'picturebook',
    startDay: -7,
    endDay: 90,
    title: {
      zh: '周末挑战：丢失的风筝',
      en: 'Weekend challenge: The lost kite',
      es: 'Reto de fin de semana: La cometa perdida',
    },
    prompt: {
      zh: '一只风筝挣脱了线，飞过了城市。它看到了什么？谁在找它？写一本图画书。',
      en: 'A kite slips its string and floats over the town. What does it see? Who is looking for it? Make a picture book.',
      es: 'Una cometa se suelta del hilo y flota sobre el pueblo. ¿Qué ve? ¿Quién la busca? Haz un libro ilustrado.',
    },
    ageLevel: 'all',
    paidOnly: false,
    starter: true,
  },
  {
    id: 'weekly-robot-friend',
    kind: 'weekly',
    bookType: 'comic',
    startDay: -3,
    endDay: 60,
    title: {
      zh: '每周挑战：我的机器人朋友',
      en: 'Weekly challenge: My robot friend',
      es: 'Reto semanal: Mi amigo robot',
    },
    prompt: {
      zh: '你的新朋友是一个会做饭却总是做错菜的机器人。用四格漫画讲一个搞笑的早晨。',
      en: 'Your new friend is a robot who loves to cook but always gets the recipe wrong. Tell a funny morning in four comic panels.',
      es: 'Tu nuevo amigo es un robot al que le encanta cocinar pero siempre se equivoca de receta. Cuenta una mañana divertida en cuatro viñetas.',
    },
    ageLevel: 'all',
    paidOnly: false,
    starter: false,
  },
  {
    id: 'monthly-door-in-the-wall',
    kind: 'monthly',
    bookType: 'longform',
    startDay: -5,
    endDay: 60,
    title: {
      zh: '每月挑战：墙上的小门',
      en: 'Monthly challenge: The door in the wall',
      es: 'Reto mensual: La puerta en el muro',
    },
    prompt: {
      zh: '你在学校图书馆的墙上发现了一扇以前从没见过的小门。写一个分章节的故事：门后面是什么？',
      en: 'You find a small door in the school library wall that was never there before. Write a story in chapters: what is behind it?',
      es: 'Encuentras una puertecita en la pared de la biblioteca escolar que antes no estaba. Escribe una historia por capítulos: ¿qué hay detrás?',
    },
    ageLevel: '9+',
    paidOnly: true,
    starter: false,
  },
  {
    id: 'weekly-hundred-words',
    kind: 'weekly',
    bookType: 'flashfiction',
    startDay: -2,
    endDay: 60,
    title: {
      zh: '每周挑战：一百字的惊喜',
      en: 'Weekly challenge: A hundred-word surprise',
      es: 'Reto semanal: Una sorpresa en cien palabras',
    },
    prompt: {
      zh: '用不超过一百个字写一个故事，结尾要有一个让人意想不到的惊喜。',
      en: 'Write a whole story in one hundred words or fewer, with a surprise at the very end.',
      es: 'Escribe una historia completa en cien palabras o menos, con una sorpresa al final.',
    },
    ageLevel: '6+',
    paidOnly: false,
    starter: false,
  },
  {
    id: 'weekend-moon-haiku',
    kind: 'weekend',
    bookType: 'poetry',
    startDay: -7,
    endDay: 90,
    title: {
      zh: '周末挑战：月亮俳句',
      en: 'Weekend challenge: Moon haiku',
      es: 'Reto de fin de semana: Haiku de la luna',
    },
    prompt: {
      zh: '今晚看看月亮。写三行短诗（五、七、五个音节），说说它像什么。',
      en: 'Look at the moon tonight. Write a haiku (5, 7, 5 syllables) about what it looks like to you.',
      es: 'Mira la luna esta noche. Escribe un haiku (5, 7, 5 sílabas) sobre lo que te parece.',
    },
    ageLevel: 'all',
    paidOnly: false,
    starter: true,
  },
  {
    id: 'monthly-night-museum',
    kind: 'monthly',
    bookType: 'longform',
    startDay: -5,
    endDay: 60,
    title: {
      zh: '每月挑战：午夜博物馆',
      en: 'Monthly challenge: The museum at midnight',
      es: 'Reto mensual: El museo a medianoche',
    },
    prompt: {
      zh: '午夜时分，博物馆里的展品都醒了过来。一位年轻的保安必须在天亮前让一切恢复原样。写一个有悬念的故事。',
      en: 'At midnight the museum’s exhibits wake up. A young night guard must put everything back before sunrise. Write a story full of suspense.',
      es: 'A medianoche, las piezas del museo despiertan. Un joven guardia debe ponerlo todo en su sitio antes del amanecer. Escribe una historia llena de suspense.',
    },
    ageLevel: '13+',
    paidOnly: false,
    starter: false,
  },
  {
    id: 'weekend-first-snow',
    kind: 'weekend',
    bookType: 'poetry',
    startDay: -60,
    endDay: -30,
    title: {
      zh: '周末挑战：第一场雪',
      en: 'Weekend challenge: First snow',
      es: 'Reto de fin de semana: La primera nieve',
    },
    prompt: {
      zh: '写一首诗，讲讲第一场雪落下的那一刻。',
      en: 'Write a poem about the moment the first snow falls.',
      es: 'Escribe un poema sobre el momento en que cae la primera nieve.',
    },
    ageLevel: 'all',
    paidOnly: false,
    starter: false,
  },
];
