import type { SeedFaq } from './types';

/** The demo FAQ: classes, plans and payments (PRODUCT.md, SPEC §5, §6, §9). */
export const classesFaq: SeedFaq[] = [
  {
    topic: 'classes',
    en: [
      'How do I join a class?',
      'Ask your teacher for the class code (6 letters and digits) and open Join class. If your teacher made an account for you, sign in with the class code, your username and your four-digit password instead.',
    ],
    zh: [
      '怎样加入班级？',
      '向老师要班级代码（6 位字母和数字），然后打开“加入班级”。如果老师已经为你创建了账号，就用班级代码、用户名和四位数字密码登录。',
    ],
    es: [
      '¿Cómo me uno a una clase?',
      'Pide a tu docente el código de la clase (6 letras y números) y abre Unirse a una clase. Si tu docente te creó una cuenta, inicia sesión con el código de la clase, tu usuario y tu contraseña de cuatro dígitos.',
    ],
  },
  {
    topic: 'classes',
    en: [
      'How do I create a class as a teacher?',
      'Open your class list and choose Create class. A three-step wizard creates the class, creates student accounts (one student per line: name, email) and finishes with the class code and share link.',
    ],
    zh: [
      '老师怎样创建班级？',
      '打开班级列表，选择“创建班级”。三步向导会创建班级、创建学生账号（每行一位学生：姓名,邮箱），最后给出班级代码和分享链接。',
    ],
    es: [
      '¿Cómo creo una clase como docente?',
      'Abre tu lista de clases y elige Crear clase. Un asistente de tres pasos crea la clase, crea las cuentas de estudiantes (un estudiante por línea: nombre, correo) y termina con el código y el enlace para compartir.',
    ],
  },
  {
    topic: 'classes',
    en: [
      'Can my students publish their stories publicly?',
      "Only if you allow it in the class settings. Otherwise students submit their stories to you, and you review the submissions. You can also allow them to read each other's books.",
    ],
    zh: [
      '我的学生可以公开发表故事吗？',
      '只有在班级设置中允许后才可以。否则学生会把故事提交给你，由你审阅。你也可以允许学生阅读彼此的书。',
    ],
    es: [
      '¿Pueden mis estudiantes publicar sus historias en público?',
      'Solo si lo permites en la configuración de la clase. Si no, los estudiantes te entregan sus historias y tú revisas las entregas. También puedes permitirles leer los libros de sus compañeros.',
    ],
  },
  {
    topic: 'classes',
    en: [
      'How many students can my class have?',
      'A teacher without a plan can have up to 40 members in a class. Creating student accounts needs a school plan, which covers 10 to 200 accounts.',
    ],
    zh: [
      '我的班级最多可以有多少名学生？',
      '没有计划的老师，每个班级最多 40 名成员。创建学生账号需要学校计划，学校计划可覆盖 10 到 200 个账号。',
    ],
    es: [
      '¿Cuántos estudiantes puede tener mi clase?',
      'Un docente sin plan puede tener hasta 40 miembros por clase. Crear cuentas de estudiantes requiere un plan escolar, que cubre de 10 a 200 cuentas.',
    ],
  },
  {
    topic: 'classes',
    en: [
      'A student forgot the four-digit password. What do I do?',
      "Open the class roster and reset the student's password. The new password must be four digits.",
    ],
    zh: [
      '学生忘记了四位数字密码，怎么办？',
      '打开班级名单，为这位学生重置密码。新密码必须是四位数字。',
    ],
    es: [
      'Un estudiante olvidó su contraseña de cuatro dígitos. ¿Qué hago?',
      'Abre la lista de la clase y restablece la contraseña del estudiante. La nueva contraseña debe tener cuatro dígitos.',
    ],
  },
  {
    topic: 'plans',
    en: [
      'What plans are there and what do they cost?',
      'Monthly membership 3.99 USD a month, yearly membership 29.99 USD a year, a family plan of 2 to 5 members for 69.99 USD a year, and school plans of 10 to 200 accounts billed yearly. For 200 accounts or more, ask us about a district plan.',
    ],
    zh: [
      '有哪些计划？价格是多少？',
      '月度会员每月 3.99 美元，年度会员每年 29.99 美元，家庭计划（2 到 5 人）每年 69.99 美元，学校计划覆盖 10 到 200 个账号，按年付费。200 个账号以上请联系我们了解学区计划。',
    ],
    es: [
      '¿Qué planes hay y cuánto cuestan?',
      'Membresía mensual de 3,99 USD al mes, membresía anual de 29,99 USD al año, plan familiar de 2 a 5 miembros por 69,99 USD al año y planes escolares de 10 a 200 cuentas con pago anual. Para 200 cuentas o más, pregúntanos por un plan de distrito.',
    ],
  },
  {
    topic: 'plans',
    en: [
      'Is there a free trial?',
      'Yes: 7 days of membership, once per person (email). Teachers can try a school plan for 7 days with up to 40 student and teacher accounts.',
    ],
    zh: [
      '有免费试用吗？',
      '有：7 天会员试用，每人（每个邮箱）一次。老师可以试用学校计划 7 天，最多 40 个学生和老师账号。',
    ],
    es: [
      '¿Hay una prueba gratuita?',
      'Sí: 7 días de membresía, una vez por persona (correo). Los docentes pueden probar un plan escolar durante 7 días con hasta 40 cuentas de estudiantes y docentes.',
    ],
  },
  {
    topic: 'plans',
    en: [
      'How is a school plan priced?',
      'Up to 15 accounts cost 8 USD each; from 16 to 100 accounts, 120 USD plus 7.20 USD for each account above 15; from 101 to 200, 732 USD plus 6.80 USD for each account above 100. The plan lasts one year.',
    ],
    zh: [
      '学校计划怎样计价？',
      '15 个账号以内每个 8 美元；16 到 100 个账号为 120 美元加上超过 15 个部分每个 7.20 美元；101 到 200 个账号为 732 美元加上超过 100 个部分每个 6.80 美元。计划有效期一年。',
    ],
    es: [
      '¿Cómo se calcula el precio de un plan escolar?',
      'Hasta 15 cuentas cuestan 8 USD cada una; de 16 a 100 cuentas, 120 USD más 7,20 USD por cada cuenta por encima de 15; de 101 a 200, 732 USD más 6,80 USD por cada cuenta por encima de 100. El plan dura un año.',
    ],
  },
  {
    topic: 'plans',
    en: [
      'How can I pay?',
      'By card, by PayPal, or, for a school plan or its renewal, by purchase order: the order waits in review until our team marks it paid.',
    ],
    zh: [
      '可以用哪些方式付款？',
      '可以用银行卡、PayPal 付款；学校计划或续费还可以用采购单付款：订单会处于审核中，直到我们的团队确认收款。',
    ],
    es: [
      '¿Cómo puedo pagar?',
      'Con tarjeta, con PayPal o, para un plan escolar o su renovación, con orden de compra: el pedido queda en revisión hasta que nuestro equipo lo marca como pagado.',
    ],
  },
  {
    topic: 'plans',
    en: [
      'Can I get a refund?',
      'All sales are final. If something went wrong with a payment, write to us through the contact form and we will look at your order.',
    ],
    zh: [
      '可以退款吗？',
      '所有销售均为最终交易。如果付款出现问题，请通过联系表单告诉我们，我们会查看你的订单。',
    ],
    es: [
      '¿Puedo pedir un reembolso?',
      'Todas las ventas son definitivas. Si algo salió mal con un pago, escríbenos por el formulario de contacto y revisaremos tu pedido.',
    ],
  },
  {
    topic: 'plans',
    en: [
      'How many people can join a family plan?',
      'A family plan has 2 to 5 members: a parent and the children, each with their own account. The parent manages the members.',
    ],
    zh: [
      '家庭计划可以有多少人？',
      '家庭计划有 2 到 5 名成员：一位家长和孩子们，每人都有自己的账号。由家长管理成员。',
    ],
    es: [
      '¿Cuántas personas pueden unirse a un plan familiar?',
      'Un plan familiar tiene de 2 a 5 miembros: una madre o un padre y sus hijos, cada uno con su propia cuenta. Quien lo compró administra a los miembros.',
    ],
  },
  {
    topic: 'accounts',
    en: [
      'How do I contact support?',
      'Open the contact page, write your name, email and message, and send it. Our team answers by email. You can also send quick feedback from the feedback page.',
    ],
    zh: [
      '怎样联系客服？',
      '打开联系页面，填写姓名、邮箱和留言后发送。我们的团队会通过邮件回复。你也可以在反馈页面快速发送意见。',
    ],
    es: [
      '¿Cómo contacto con soporte?',
      'Abre la página de contacto, escribe tu nombre, tu correo y tu mensaje, y envíalo. Nuestro equipo responde por correo. También puedes enviar comentarios rápidos desde la página de comentarios.',
    ],
  },
];
