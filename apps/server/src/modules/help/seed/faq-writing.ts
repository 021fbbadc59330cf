import type { SeedFaq } from './types';

/** The demo FAQ: writing, publishing, crowns and tickets (PRODUCT.md, SPEC §4, §5, §9). */
export const writingFaq: SeedFaq[] = [
  {
    topic: 'writing',
    en: [
      'What kinds of books can I write?',
      'Five kinds: picture books, comics, longform stories (in chapters), flash fiction (up to 1,000 words) and poetry. Each one starts from artwork made by real artists.',
    ],
    zh: [
      '我可以写哪些类型的书？',
      '五种：绘本、漫画、长篇故事（分章节）、微小说（不超过 1000 字）和诗歌。每一种都从真实艺术家创作的图画开始。',
    ],
    es: [
      '¿Qué tipos de libros puedo escribir?',
      'Cinco: libros ilustrados, cómics, historias largas (por capítulos), microrrelatos (hasta 1.000 palabras) y poesía. Todos empiezan con obras de artistas reales.',
    ],
  },
  {
    topic: 'writing',
    en: [
      'How do I start a picture book?',
      "Choose an artwork you like, then Start with this art. Your book uses pictures from that artist's gallery: place one picture on each page, full or half page, and write the words beside it.",
    ],
    zh: [
      '怎样开始写一本绘本？',
      '选择一幅你喜欢的画，然后点“用这幅画开始”。你的书会使用这位艺术家图库中的图画：每页放一幅图（整页或半页），在旁边写上文字。',
    ],
    es: [
      '¿Cómo empiezo un libro ilustrado?',
      'Elige una obra que te guste y pulsa Empezar con esta obra. Tu libro usa imágenes de la galería de ese artista: coloca una imagen en cada página, a página completa o a media página, y escribe el texto a su lado.',
    ],
  },
  {
    topic: 'writing',
    en: [
      'Where are my drafts?',
      'Everything you write is under Your stuff, Write. Drafts stay private until you publish them or submit them to your teacher.',
    ],
    zh: [
      '我的草稿在哪里？',
      '你写的所有作品都在“我的空间”的“写作”里。草稿在你发表或提交给老师之前都是私密的。',
    ],
    es: [
      '¿Dónde están mis borradores?',
      'Todo lo que escribes está en Tus cosas, Escribir. Los borradores son privados hasta que los publicas o los entregas a tu docente.',
    ],
  },
  {
    topic: 'writing',
    en: [
      'How does poetry with word tiles work?',
      "A poem has one artwork. You can type freely, or use word tiles: a bank of words taken from the artwork's tags and common words, which you drag onto the picture to build your poem.",
    ],
    zh: [
      '诗歌的“词语卡片”怎么用？',
      '一首诗配一幅画。你可以自由输入，也可以使用词语卡片：卡片来自这幅画的标签和常用词，把它们拖到画面上就能组成你的诗。',
    ],
    es: [
      '¿Cómo funciona la poesía con fichas de palabras?',
      'Un poema tiene una obra de arte. Puedes escribir libremente o usar fichas: un banco de palabras sacadas de las etiquetas de la obra y de palabras comunes, que arrastras sobre la imagen para formar tu poema.',
    ],
  },
  {
    topic: 'writing',
    en: [
      'Can I turn my story into a longform story?',
      'Yes. From your story in Your stuff choose Convert to longform; it becomes the first chapter and you can add more chapters. Longform chapters are published one by one.',
    ],
    zh: [
      '可以把故事改成长篇故事吗？',
      '可以。在“我的空间”里打开你的故事，选择“转为长篇”，它会成为第一章，之后你可以继续添加章节。长篇故事按章节逐一发表。',
    ],
    es: [
      '¿Puedo convertir mi historia en una historia larga?',
      'Sí. Desde tu historia en Tus cosas elige Convertir en historia larga; se convierte en el primer capítulo y puedes añadir más. Los capítulos se publican uno a uno.',
    ],
  },
  {
    topic: 'writing',
    en: [
      'The words cover the picture on some pages. How do I fix it?',
      'Open the fix-coord tool. It lists the pages of your picture books whose words box covers the picture or runs off the page, and lets you move it, with the page shown as readers will see it.',
    ],
    zh: [
      '有些页面的文字挡住了图画，怎么修正？',
      '打开“版面修正”工具。它会列出你的绘本中文字框挡住图画或超出页面的页面，让你按读者看到的样子直接移动文字框。',
    ],
    es: [
      'En algunas páginas el texto tapa la imagen. ¿Cómo lo arreglo?',
      'Abre la herramienta de ajuste de posición. Muestra las páginas de tus libros ilustrados cuyo cuadro de texto tapa la imagen o se sale de la página, y te deja moverlo viendo la página como la verán tus lectores.',
    ],
  },
  {
    topic: 'publishing',
    en: [
      'How do I publish my book?',
      'Open your book and choose Publish. Pick its language (required), add a summary if you like, tags separated by spaces and up to two categories. Publishing publicly uses one review ticket; a moderator then approves the book or returns it with a reason.',
    ],
    zh: [
      '怎样发表我的书？',
      '打开你的书，选择“发表”。选择语言（必填），可以写一段简介，添加用空格分隔的标签，最多选两个分类。公开发表需要使用一张审核券；之后审核员会批准，或者说明原因后退回。',
    ],
    es: [
      '¿Cómo publico mi libro?',
      'Abre tu libro y elige Publicar. Indica su idioma (obligatorio), añade un resumen si quieres, etiquetas separadas por espacios y hasta dos categorías. Publicar en público usa un ticket de revisión; después un moderador aprueba el libro o lo devuelve explicando el motivo.',
    ],
  },
  {
    topic: 'publishing',
    en: [
      'Why was my story returned?',
      'A moderator found that it does not meet the community guidelines; the reason is shown on your story. Change it and send it again. The ticket used for the first review is not given back.',
    ],
    zh: [
      '为什么我的故事被退回了？',
      '审核员认为它不符合社区准则，原因会显示在你的故事上。修改后可以再次提交。第一次审核使用的审核券不会退还。',
    ],
    es: [
      '¿Por qué me devolvieron la historia?',
      'Un moderador vio que no cumple las normas de la comunidad; el motivo aparece en tu historia. Cámbiala y envíala de nuevo. El ticket usado en la primera revisión no se devuelve.',
    ],
  },
  {
    topic: 'publishing',
    en: [
      'Can I make a published story private again?',
      'Yes. In Your stuff choose Make private: the story leaves the public lists but stays in your account. You can also move it back to draft or delete it.',
    ],
    zh: [
      '已经发表的故事可以改回私密吗？',
      '可以。在“我的空间”中选择“设为私密”：故事会从公开列表中移除，但仍保留在你的账号里。你也可以把它改回草稿或删除。',
    ],
    es: [
      '¿Puedo volver a hacer privada una historia publicada?',
      'Sí. En Tus cosas elige Hacer privada: la historia sale de las listas públicas pero sigue en tu cuenta. También puedes devolverla a borrador o eliminarla.',
    ],
  },
  {
    topic: 'publishing',
    en: [
      'What does it mean when my story is featured?',
      'Moderators feature published stories they love. A featured story is shown to more readers, and its author earns one review ticket.',
    ],
    zh: [
      '我的故事被“精选”是什么意思？',
      '审核员会把他们喜欢的已发表故事设为精选。精选故事会被更多读者看到，作者还会获得一张审核券。',
    ],
    es: [
      '¿Qué significa que mi historia sea destacada?',
      'Los moderadores destacan historias publicadas que les encantan. Una historia destacada llega a más lectores y su autor gana un ticket de revisión.',
    ],
  },
  {
    topic: 'crowns',
    en: [
      'How do I get more review tickets?',
      'Every new account gets one welcome ticket when its email is activated. Members are topped up to 10 tickets at the start of each month. Anyone can redeem 70 crowns for 1 ticket, up to three times a month, and a featured story earns its author one ticket.',
    ],
    zh: [
      '怎样获得更多审核券？',
      '每个新账号在邮箱激活后会获得一张欢迎审核券。会员每月初审核券补足到 10 张。任何人都可以用 70 个皇冠兑换 1 张审核券，每月最多兑换三次；故事被精选时作者也会获得一张。',
    ],
    es: [
      '¿Cómo consigo más tickets de revisión?',
      'Cada cuenta nueva recibe un ticket de bienvenida al activar su correo. A los miembros se les completan 10 tickets al comienzo de cada mes. Cualquiera puede canjear 70 coronas por 1 ticket, hasta tres veces al mes, y una historia destacada da un ticket a su autor.',
    ],
  },
  {
    topic: 'crowns',
    en: [
      'How do I earn crowns?',
      'Crowns are rewards: 5 for writing on a day (once a day), 10 for completing a lesson or quiz, 10 when a book is approved for the public (up to 5 a month) and 20 for an approved weekend submission (one story a day).',
    ],
    zh: [
      '怎样赚取皇冠？',
      '皇冠是奖励：每天写作得 5 个（每天一次），完成一节课或测验得 10 个，书被批准公开发表得 10 个（每月最多 5 次），周末投稿被批准得 20 个（每天一个故事）。',
    ],
    es: [
      '¿Cómo gano coronas?',
      'Las coronas son premios: 5 por escribir en un día (una vez al día), 10 por completar una lección o un cuestionario, 10 cuando se aprueba un libro para el público (hasta 5 al mes) y 20 por una entrega de fin de semana aprobada (una historia al día).',
    ],
  },
  {
    topic: 'crowns',
    en: [
      'What can I do with crowns?',
      'Redeem 70 crowns for a review ticket (up to three times a month), or spend 200 crowns to download a book as a PDF. Bought PDFs stay under Your stuff, PDFs.',
    ],
    zh: [
      '皇冠可以用来做什么？',
      '可以用 70 个皇冠兑换一张审核券（每月最多三次），或者花 200 个皇冠把一本书下载为 PDF。买下的 PDF 会保存在“我的空间”的 PDF 中。',
    ],
    es: [
      '¿Qué puedo hacer con las coronas?',
      'Canjear 70 coronas por un ticket de revisión (hasta tres veces al mes) o gastar 200 coronas para descargar un libro en PDF. Los PDF comprados quedan en Tus cosas, PDF.',
    ],
  },
  {
    topic: 'crowns',
    en: [
      'Why can I not redeem another ticket this month?',
      'Crowns can be exchanged for tickets at most three times a calendar month. The limit starts again on the first day of next month.',
    ],
    zh: [
      '为什么这个月不能再兑换审核券了？',
      '每个自然月最多只能用皇冠兑换三次审核券。下个月的第一天会重新开始计算。',
    ],
    es: [
      '¿Por qué no puedo canjear otro ticket este mes?',
      'Las coronas se pueden cambiar por tickets como máximo tres veces por mes. El límite vuelve a empezar el primer día del mes siguiente.',
    ],
  },
  {
    topic: 'crowns',
    en: [
      'How do I earn badges?',
      'Badges come by themselves when you reach a milestone: your first book, your first published book, 5, 25 and 100 books, writing streaks, completed challenges, being a featured author and class compilations. Each new badge sends you a notification.',
    ],
    zh: [
      '怎样获得徽章？',
      '达到里程碑时会自动获得徽章：第一本书、第一次发表、写满 5 本、25 本和 100 本、连续写作、完成挑战、成为精选作者以及班级合集。每获得一枚新徽章都会收到通知。',
    ],
    es: [
      '¿Cómo gano insignias?',
      'Las insignias llegan solas al alcanzar un logro: tu primer libro, tu primer libro publicado, 5, 25 y 100 libros, rachas de escritura, retos completados, ser autor destacado y recopilaciones de clase. Cada insignia nueva te envía una notificación.',
    ],
  },
];
