/** The demo's /updates entries: what changed, with how many days ago each went out. */
export interface SeedUpdate {
  daysAgo: number;
  en: [string, string];
  zh: [string, string];
  es: [string, string];
}

export const seedUpdates: SeedUpdate[] = [
  {
    daysAgo: 30,
    en: [
      'Comics are here',
      'Build comic pages from panel layouts, place characters, backgrounds and props, and add speech bubbles and captions.',
    ],
    zh: ['漫画上线了', '用分格版式制作漫画页面，放置角色、背景和道具，并添加对话气泡和旁白框。'],
    es: [
      'Llegan los cómics',
      'Crea páginas de cómic con viñetas, coloca personajes, fondos y objetos, y añade bocadillos y textos.',
    ],
  },
  {
    daysAgo: 14,
    en: [
      'Safer sign-in',
      'Wrong passwords now slow down guessing instead of locking you out, and staff accounts use two-step sign-in.',
    ],
    zh: ['更安全的登录', '多次输错密码现在只会减慢猜测，不会把你锁在门外；员工账号使用两步登录。'],
    es: [
      'Inicio de sesión más seguro',
      'Las contraseñas incorrectas ahora frenan los intentos en lugar de bloquear tu cuenta, y las cuentas del equipo usan verificación en dos pasos.',
    ],
  },
  {
    daysAgo: 2,
    en: [
      'Help center and FAQ',
      'Find answers by topic in the FAQ, ask the help assistant a question, send us feedback from any page, or write to support.',
    ],
    zh: [
      '帮助中心和常见问题',
      '在常见问题中按主题查找答案，向帮助助手提问，在任何页面发送反馈，或写信给客服。',
    ],
    es: [
      'Centro de ayuda y preguntas frecuentes',
      'Busca respuestas por tema en las preguntas frecuentes, pregunta al asistente de ayuda, envíanos comentarios desde cualquier página o escribe a soporte.',
    ],
  },
];
