import type { SeedFaq } from './types';

/** The demo FAQ: accounts, and children's safety and privacy (PRODUCT.md, SPEC §2, §4). */
export const accountsFaq: SeedFaq[] = [
  {
    topic: 'accounts',
    en: [
      'How do I create an account?',
      'Open Sign up, choose a username (3 to 20 letters, digits or _), give your email and a password. We email you an activation link: open it within 7 days to activate your account. Class students do not sign up: their teacher creates their accounts.',
    ],
    zh: [
      '怎样注册账号？',
      '打开“注册”，选择用户名（3 到 20 个字母、数字或下划线），填写邮箱和密码。我们会给你发一封激活邮件，请在 7 天内打开其中的链接激活账号。班级学生不需要注册，他们的账号由老师创建。',
    ],
    es: [
      '¿Cómo creo una cuenta?',
      'Abre Registrarse, elige un nombre de usuario (de 3 a 20 letras, números o _), escribe tu correo y una contraseña. Te enviamos un enlace de activación: ábrelo en los 7 días siguientes. Los estudiantes de una clase no se registran: su docente crea sus cuentas.',
    ],
  },
  {
    topic: 'accounts',
    en: [
      'I did not get the activation email. What can I do?',
      'Look in your spam or junk folder first. If it is not there, sign in and open the reactivate page: it can send the activation email again. Until your email is confirmed you can sign in, but you are sent to that page.',
    ],
    zh: [
      '我没有收到激活邮件，怎么办？',
      '请先查看垃圾邮件文件夹。如果还是没有，登录后打开重新激活页面，可以再发送一次激活邮件。邮箱确认之前你可以登录，但会被带到这个页面。',
    ],
    es: [
      'No recibí el correo de activación. ¿Qué hago?',
      'Revisa primero la carpeta de spam. Si no está, inicia sesión y abre la página de reactivación: puede enviarte el correo de nuevo. Hasta que confirmes tu correo puedes iniciar sesión, pero te llevaremos a esa página.',
    ],
  },
  {
    topic: 'accounts',
    en: [
      'I forgot my password. How do I reset it?',
      'On the sign-in screen choose Forgot password and enter your email. We send a link that works once, for one hour, to choose a new password. Class students ask their teacher, who can reset their four-digit password.',
    ],
    zh: [
      '忘记密码了，怎样重置？',
      '在登录页面选择“忘记密码”并填写邮箱。我们会发送一个一小时内有效、只能使用一次的链接，用来设置新密码。班级学生请找老师，老师可以重置四位数字密码。',
    ],
    es: [
      'Olvidé mi contraseña. ¿Cómo la cambio?',
      'En la pantalla de inicio de sesión elige ¿Olvidaste tu contraseña? y escribe tu correo. Te enviamos un enlace que funciona una sola vez durante una hora. Los estudiantes de una clase piden a su docente que restablezca su contraseña de cuatro dígitos.',
    ],
  },
  {
    topic: 'accounts',
    en: [
      'Can I sign in with my email instead of my username?',
      'Yes. The sign-in screen takes your username or your email with your password. You can also sign in with Google if you signed up with it, and class students sign in with their class code, username and four-digit password.',
    ],
    zh: [
      '可以用邮箱代替用户名登录吗？',
      '可以。登录页面支持用户名或邮箱加密码登录。如果你用 Google 注册，也可以用 Google 登录；班级学生使用班级代码、用户名和四位数字密码登录。',
    ],
    es: [
      '¿Puedo iniciar sesión con mi correo en lugar del nombre de usuario?',
      'Sí. La pantalla de inicio de sesión acepta tu nombre de usuario o tu correo con tu contraseña. También puedes entrar con Google si te registraste así, y los estudiantes de una clase entran con el código de la clase, su usuario y su contraseña de cuatro dígitos.',
    ],
  },
  {
    topic: 'accounts',
    en: [
      'Why am I asked to change my password?',
      'Your password is shorter than 8 characters or is on a list of very common passwords, so it is easy to guess. Choose a new one of at least 8 characters to keep your stories safe.',
    ],
    zh: [
      '为什么系统要求我修改密码？',
      '你的密码少于 8 个字符，或者属于非常常见、容易被猜到的密码。请设置一个至少 8 个字符的新密码，保护你的作品安全。',
    ],
    es: [
      '¿Por qué me piden cambiar la contraseña?',
      'Tu contraseña tiene menos de 8 caracteres o está en una lista de contraseñas muy comunes, así que es fácil de adivinar. Elige una nueva de al menos 8 caracteres para proteger tus historias.',
    ],
  },
  {
    topic: 'accounts',
    en: [
      'How do I delete my account?',
      'Open Account, then Delete account and confirm. Your private work is erased and your public books are taken down; records we must keep, such as payments, are anonymised.',
    ],
    zh: [
      '怎样删除我的账号？',
      '打开“账号”，选择“删除账号”并确认。你的私人作品会被清除，公开的书会被下架；必须保留的记录（例如付款）会被匿名化。',
    ],
    es: [
      '¿Cómo elimino mi cuenta?',
      'Abre Cuenta, luego Eliminar cuenta y confirma. Tu trabajo privado se borra y tus libros públicos se retiran; los registros que debemos conservar, como los pagos, se anonimizan.',
    ],
  },
  {
    topic: 'safety',
    en: [
      'My child is under 13. What do you need from a parent?',
      "A child under 13 who signs up outside a class gives a parent's email. The parent receives a message and confirms; until then the child can read and write privately but cannot publish publicly or appear in public lists.",
    ],
    zh: [
      '我的孩子不满 13 岁，需要家长做什么？',
      '不满 13 岁且不在班级中注册的孩子需要填写家长邮箱。家长会收到一封邮件并确认；在此之前，孩子可以阅读和私下写作，但不能公开发表作品，也不会出现在公开列表中。',
    ],
    es: [
      'Mi hijo tiene menos de 13 años. ¿Qué necesitan de madres y padres?',
      'Un niño menor de 13 años que se registra fuera de una clase indica el correo de una madre, un padre o tutor, que recibe un mensaje y da su permiso. Mientras tanto, puede leer y escribir en privado, pero no publicar ni aparecer en listas públicas.',
    ],
  },
  {
    topic: 'safety',
    en: [
      'What can other people see about my child?',
      'Only the username and the work a moderator approved for the public. We never show a real name, school, email, birthday, age, location or class name in public pages.',
    ],
    zh: [
      '别人能看到我孩子的哪些信息？',
      '只能看到用户名，以及经审核员批准公开的作品。我们绝不会在公开页面上显示真实姓名、学校、邮箱、生日、年龄、所在地或班级名称。',
    ],
    es: [
      '¿Qué pueden ver otras personas sobre mi hijo?',
      'Solo el nombre de usuario y las obras que un moderador aprobó para el público. Nunca mostramos el nombre real, la escuela, el correo, el cumpleaños, la edad, la ubicación ni la clase en páginas públicas.',
    ],
  },
  {
    topic: 'safety',
    en: [
      'Can strangers send messages to my child?',
      'No. Storyloom has no private messages between accounts. Text from one account reaches another only after a moderator, the class teacher or the family plan parent has approved it.',
    ],
    zh: [
      '陌生人可以给我的孩子发消息吗？',
      '不可以。Storyloom 没有账号之间的私信功能。一个账号写的文字，只有经过审核员、班级老师或家庭计划的家长批准后，才会出现在另一个账号面前。',
    ],
    es: [
      '¿Pueden personas desconocidas enviar mensajes a mi hijo?',
      'No. Storyloom no tiene mensajes privados entre cuentas. El texto de una cuenta llega a otra solo después de que lo apruebe un moderador, el docente de la clase o la madre o el padre del plan familiar.',
    ],
  },
  {
    topic: 'safety',
    en: [
      'How do I report a story that is not appropriate?',
      'Open the story and choose Report. A moderator looks at every report; a story that several readers report is hidden until a moderator has checked it.',
    ],
    zh: [
      '怎样举报不合适的故事？',
      '打开这个故事，选择“举报”。审核员会查看每一条举报；被多位读者举报的故事会先被隐藏，直到审核员检查完毕。',
    ],
    es: [
      '¿Cómo denuncio una historia que no es apropiada?',
      'Abre la historia y elige Denunciar. Un moderador revisa cada denuncia; una historia denunciada por varios lectores se oculta hasta que un moderador la revisa.',
    ],
  },
  {
    topic: 'safety',
    en: [
      'Do you show ads or use trackers?',
      'No. Storyloom has no ads, no third-party trackers and no analytics scripts, and we never sell or share data for marketing.',
    ],
    zh: [
      '你们会展示广告或使用追踪器吗？',
      '不会。Storyloom 没有广告，没有第三方追踪器，也没有分析脚本，我们绝不出售或为营销目的分享数据。',
    ],
    es: [
      '¿Muestran anuncios o usan rastreadores?',
      'No. Storyloom no tiene anuncios, ni rastreadores de terceros, ni scripts de analítica, y nunca vendemos ni compartimos datos con fines de marketing.',
    ],
  },
];
