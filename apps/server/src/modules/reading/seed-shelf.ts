/**
 * The demo's shelves (issue 13 "Demo content that looks real"): a few dozen books in Chinese,
 * English and Spanish first (and a poem in a few other languages), each with its own title and
 * words written for the seed pictures it shows; pictures are named by their title in the art
 * seed (apps/server/src/db/seed/art/catalogue). The cover is the book's first picture.
 * No numbered or generated titles: the 100,000-book factory is the bench's only (bench/).
 */

/** [picture title, layout, words, where the words go?] */
export type ShelfPage = [string, 'full' | 'half', string, ('top' | 'bottom' | 'beside')?];

export interface ShelfBook {
  type: 'picturebook' | 'longform' | 'flashfiction' | 'poetry';
  title: string;
  language: string;
  ageLevel: string;
  categories: string[];
  summary: string;
  tags: string[];
  owner: 'demo-writer' | 'demo-artist' | 'demo-reader' | 'demo-teacher';
  featured?: boolean;
  membersOnly?: boolean;
  pages?: ShelfPage[];
  /** Longform: [chapter title, words, picture title or null]. */
  chapters?: [string, string, string | null][];
  /** Flash fiction: the words and the cover picture. */
  story?: { text: string; picture: string };
  /** A poem on a picture. */
  poem?: { picture: string; lines: string[] };
}

export const shelfBooks: ShelfBook[] = [
  // ---------- English ----------
  {
    type: 'picturebook',
    title: 'The Long Way Home',
    language: 'en',
    ageLevel: '3+',
    categories: ['animals', 'family'],
    summary: 'Hedgehog is far from home at sunset, and his friends walk him all the way back.',
    tags: ['hedgehog', 'home', 'friends'],
    owner: 'demo-writer',
    featured: true,
    pages: [
      [
        'Hedgehog Goes Home',
        'full',
        'Hedgehog had been out all day, and now the sun was going down.',
      ],
      [
        'Picnic on the Hill',
        'half',
        'On the hill, Dog and Cat were packing up their picnic. “Come with us!” they said.',
      ],
      [
        'Evening Under the Stars',
        'full',
        'Under the first stars, three friends walked Hedgehog all the way to his door.',
        'top',
      ],
    ],
  },
  {
    type: 'picturebook',
    title: 'The Little Fish Who Listened',
    language: 'en',
    ageLevel: '6+',
    categories: ['animals', 'nature'],
    summary: 'A very small fish follows a very big song across the sea.',
    tags: ['fish', 'whale', 'sea', 'music'],
    owner: 'demo-artist',
    pages: [
      [
        'The Little Fish and the Big Sea',
        'full',
        'Pim was the smallest fish in the whole blue sea.',
      ],
      ['Octopus Hide and Seek', 'half', 'Octopus was hiding. “Shh,” he said. “Can you hear that?”'],
      ['Whale Song', 'full', 'Far away, a whale was singing, low and slow and kind.'],
      [
        'Coral Garden',
        'half',
        'Pim swam home humming the song, and the whole coral garden hummed with him.',
      ],
    ],
  },
  {
    type: 'picturebook',
    title: 'Mina Goes to Space',
    language: 'en',
    ageLevel: '9+',
    categories: ['science_fiction', 'adventure'],
    summary: 'Mina counts down, blasts off and makes a friend a long way from home.',
    tags: ['rocket', 'space', 'alien', 'friendship'],
    owner: 'demo-teacher',
    pages: [
      ['Blast Off!', 'full', 'Three, two, one… Mina’s rocket roared into the sky.'],
      [
        'The Astronaut’s First Step',
        'full',
        'On a quiet grey moon, Mina took one careful step.',
        'top',
      ],
      [
        'A Friendly Alien',
        'half',
        'Someone green waved at her. “Hello,” said Mina. “Blip,” said the alien.',
      ],
      [
        'Home From Space',
        'full',
        'Mina came home with a pocket full of moon dust and a new friend to write to.',
      ],
    ],
  },
  {
    type: 'picturebook',
    title: 'Whose Tracks Are These?',
    language: 'en',
    ageLevel: 'all',
    categories: ['animals', 'nature'],
    summary: 'Fresh snow, small paw prints, and a question to follow.',
    tags: ['snow', 'fox', 'winter'],
    owner: 'demo-writer',
    pages: [
      ['First Snow', 'full', 'In the night the first snow came, and everything was new and white.'],
      [
        'Fox Tracks in the Snow',
        'full',
        'In the morning there were tracks: small, neat, one after another.',
      ],
      [
        'Snowman at Night',
        'half',
        'They went round the snowman… and there was the fox, fast asleep.',
      ],
    ],
  },
  {
    type: 'picturebook',
    title: 'Keeper of the Light',
    language: 'en',
    ageLevel: '13+',
    categories: ['adventure'],
    summary: 'On the worst night of the year, a lighthouse keeper keeps the lamp turning.',
    tags: ['lighthouse', 'storm', 'sea', 'courage'],
    owner: 'demo-artist',
    pages: [
      [
        'The Lighthouse in the Storm',
        'full',
        'The storm came in at dusk, and the waves climbed the rocks.',
      ],
      [
        'Sailing at Sunset',
        'half',
        'Somewhere out there a little boat was still trying to find the harbour.',
      ],
      [
        'Moonlit Harbour',
        'full',
        'All night the lamp turned. By morning the boat was home, and so was the quiet.',
      ],
    ],
  },
  // ---------- Español ----------
  {
    type: 'picturebook',
    title: 'El largo viaje de la tortuga',
    language: 'es',
    ageLevel: '9+',
    categories: ['animals', 'adventure'],
    summary: 'Una tortuga pequeña cruza el mar entero para volver a la playa donde nació.',
    tags: ['tortuga', 'mar', 'viaje'],
    owner: 'demo-writer',
    featured: true,
    pages: [
      ['Turtle Goes to Sea', 'full', 'La tortuga Tula salió del nido y corrió hacia el mar.'],
      [
        'Turtle’s Long Journey',
        'full',
        'Nadó días y noches, muy lejos, entre corrientes frías y tibias.',
      ],
      [
        'Dolphins Jumping',
        'half',
        'Los delfines saltaban a su lado. «¡Sigue, Tula, ya casi llegas!»',
      ],
    ],
  },
  {
    type: 'picturebook',
    title: 'La siesta del tigre',
    language: 'es',
    ageLevel: '3+',
    categories: ['animals', 'funny'],
    summary: 'En la selva todos hacen ruido justo cuando el tigre quiere dormir.',
    tags: ['tigre', 'selva', 'siesta'],
    owner: 'demo-teacher',
    pages: [
      ['Tiger Takes a Nap', 'full', 'El tigre cerró los ojos. Era la hora de la siesta.'],
      [
        'The Parrot Who Told Jokes',
        'half',
        'Pero el loro contaba chistes, y todos se reían: ¡ja, ja, ja!',
      ],
      ['Elephant Bath Time', 'full', 'Y el elefante se bañaba: ¡splash, splash!', 'top'],
      [
        'Night in the Jungle',
        'full',
        'Por fin llegó la noche. El tigre bostezó… y se quedó despierto.',
      ],
    ],
  },
  {
    type: 'picturebook',
    title: 'El dragón que tenía miedo',
    language: 'es',
    ageLevel: '6+',
    categories: ['fantasy'],
    summary: 'Un dragón muy grande descubre que la oscuridad también tiene luces.',
    tags: ['dragón', 'miedo', 'noche'],
    owner: 'demo-artist',
    pages: [
      [
        'The Dragon Who Was Afraid of the Dark',
        'full',
        'Bruno era un dragón enorme, pero le daba miedo la oscuridad.',
      ],
      ['Fairy Lights', 'half', 'Una noche, unas lucecitas bailaron delante de su cueva.'],
      [
        'Castle on the Hill',
        'full',
        'Las siguió hasta el castillo, y ya no tuvo miedo: la noche estaba llena de luces.',
      ],
    ],
  },
  {
    type: 'picturebook',
    title: 'El camello y el oasis',
    language: 'es',
    ageLevel: 'all',
    categories: ['animals', 'nature'],
    summary: 'Un camello paciente guía a la caravana hasta el agua.',
    tags: ['camello', 'desierto', 'oasis'],
    owner: 'demo-reader',
    pages: [
      ['The Camel’s Long Walk', 'full', 'El camello caminaba despacio por la arena caliente.'],
      ['The Oasis', 'full', 'Al fin vio palmeras y agua azul: ¡el oasis!', 'top'],
      [
        'Caravan Under the Moon',
        'half',
        'Esa noche, toda la caravana durmió bajo la luna, contenta.',
      ],
    ],
  },
  // ---------- 中文 ----------
  {
    type: 'picturebook',
    title: '熊猫的竹林',
    language: 'cn',
    ageLevel: '3+',
    categories: ['animals', 'nature'],
    summary: '小熊猫在竹林里散步，听风，看山，下雨了就回家。',
    tags: ['熊猫', '竹子', '山'],
    owner: 'demo-writer',
    featured: true,
    pages: [
      ['Panda in the Bamboo', 'full', '小熊猫圆圆住在竹林里，每天都吃新鲜的竹子。'],
      ['The Bamboo Forest', 'full', '风吹过竹林，沙沙，沙沙，好像在唱歌。'],
      ['Mountains After Rain', 'half', '下过雨，山更绿了。圆圆说：“我最喜欢我的家。”'],
    ],
  },
  {
    type: 'picturebook',
    title: '中秋的灯笼',
    language: 'cn',
    ageLevel: 'all',
    categories: ['family'],
    summary: '中秋夜，一家人提着灯笼走到河边赏月。',
    tags: ['中秋', '灯笼', '月亮'],
    owner: 'demo-teacher',
    pages: [
      ['Lanterns by the River', 'full', '中秋夜，河边挂满了红红的灯笼。'],
      ['Moon Festival', 'full', '月亮又大又圆，奶奶给我们分月饼。', 'top'],
      ['Koi Under the Bridge', 'half', '桥下的锦鲤也游过来，好像也想看月亮。'],
    ],
  },
  {
    type: 'picturebook',
    title: '数星星的猫',
    language: 'cn',
    ageLevel: '6+',
    categories: ['animals'],
    summary: '一只睡不着的猫，一颗一颗地数天上的星星。',
    tags: ['猫', '星星', '夜晚'],
    owner: 'demo-artist',
    pages: [
      ['The Cat Who Counted Stars', 'full', '小猫咪咪睡不着，就坐在屋顶上数星星。'],
      ['Fireflies Come Home', 'half', '一颗，两颗，三颗……原来有几颗是萤火虫！'],
      ['Rabbit and the Moon', 'full', '月亮上的兔子说：“别数啦，星星太多了，快睡吧。”'],
    ],
  },
  {
    type: 'picturebook',
    title: '城市里的雨天',
    language: 'cn',
    ageLevel: '9+',
    categories: ['other'],
    summary: '下雨天，城市变得不一样了。',
    tags: ['雨', '城市', '猫'],
    owner: 'demo-writer',
    membersOnly: true,
    pages: [
      ['Rainy Day in the City', 'full', '下雨了，街上开出了一朵一朵的伞花。'],
      ['Taxi in the Rain', 'half', '出租车溅起水花，哗——'],
      ['City Cat', 'full', '窗台上的猫看着这一切，一点也不想出门。'],
    ],
  },
  {
    type: 'picturebook',
    title: '北极光',
    language: 'cn',
    ageLevel: '16+',
    categories: ['nature'],
    summary: '在最冷的夜里，天空亮起了绿色的光。',
    tags: ['北极光', '冬天', '雪'],
    owner: 'demo-teacher',
    pages: [
      ['Northern Lights', 'full', '最冷的那一夜，天空忽然亮起了绿色的光。'],
      ['Seal on the Ice', 'half', '冰上的海豹抬起头，也在看。'],
      ['Warm Windows', 'full', '窗户里很暖和。我们知道，这样的夜晚一生只有几次。'],
    ],
  },
  // ---------- chapters ----------
  {
    type: 'longform',
    title: 'The Lost Explorer',
    language: 'en',
    ageLevel: '9+',
    categories: ['adventure'],
    summary: 'An explorer loses her map in the jungle and finds something better.',
    tags: ['jungle', 'explorer', 'map'],
    owner: 'demo-artist',
    chapters: [
      [
        'The Map',
        'Professor Ada Green had a map, a hat and a very good plan.\nThen the map blew away.',
        'The Lost Explorer',
      ],
      [
        'The Guide',
        'A parrot landed on her hat. “Lost?” it said. “Follow me. And please stop walking in circles.”',
        'The Parrot Who Told Jokes',
      ],
      [
        'The Way Out',
        'By evening she had no map, a new friend, and a notebook full of flowers no one had drawn before.',
        'Flowers After Rain',
      ],
    ],
  },
  {
    type: 'longform',
    title: '小船去旅行',
    language: 'cn',
    ageLevel: 'all',
    categories: ['adventure'],
    summary: '一条小船顺着河，穿过雾，穿过桥，去看大海。',
    tags: ['小船', '河流', '旅行'],
    owner: 'demo-teacher',
    chapters: [
      ['出发', '小船在河边等了很久。今天，它终于要出发了。', 'The Little Boat'],
      [
        '雾里的桥',
        '河上起了雾，红色的桥在雾里若隐若现。小船轻轻地穿过去。',
        'Red Bridge in the Mist',
      ],
      ['回家', '小船没有看到大海，可是它看到了雪山。它想：下次再去吧。', 'Snow on the Peaks'],
    ],
  },
  {
    type: 'longform',
    title: 'La escuela de delfines',
    language: 'es',
    ageLevel: '6+',
    categories: ['animals'],
    summary: 'Delfina no quiere ir a la escuela hasta que descubre qué se aprende allí.',
    tags: ['delfín', 'escuela', 'mar'],
    owner: 'demo-writer',
    chapters: [
      [
        'El primer día',
        'Delfina no quería ir a la escuela. «¿Para qué?», preguntaba.',
        'Dolphin School',
      ],
      [
        'La lección',
        'La maestra ballena les enseñó a cantar bajo el agua.',
        'The Whale Says Hello',
      ],
      [
        'El regreso',
        'Ese día Delfina volvió a casa cantando, y al día siguiente llegó la primera.',
        'Coral Garden',
      ],
    ],
  },
  // ---------- short stories ----------
  {
    type: 'flashfiction',
    title: 'The Balloon That Got Away',
    language: 'en',
    ageLevel: '6+',
    categories: ['other'],
    summary: 'A red balloon escapes over the city and sees everything.',
    tags: ['balloon', 'city'],
    owner: 'demo-writer',
    story: {
      picture: 'Balloon Over the Street',
      text: 'The red balloon slipped out of Leo’s hand at the corner of Market Street. It rose past the bakery, past the bus stop, past the window where a cat was sleeping. From up there the city looked like a toy. “Come back!” Leo called. The balloon did not come back. But that evening, from his window, Leo saw it caught on the top of the tallest tree, waving, as if to say: I can see your house from here.',
    },
  },
  {
    type: 'flashfiction',
    title: 'El faro y la gaviota',
    language: 'es',
    ageLevel: 'all',
    categories: ['animals'],
    summary: 'Una gaviota curiosa vigila el puerto desde lo más alto.',
    tags: ['gaviota', 'puerto'],
    owner: 'demo-teacher',
    story: {
      picture: 'Seagull’s Lookout',
      text: 'La gaviota Marina vivía en lo alto del faro. Desde allí veía todos los barcos que salían y todos los que volvían. Un día contó uno menos. Voló sobre el mar, encontró la barca perdida y la guio hasta el puerto. Desde entonces, los pescadores la saludan cada mañana.',
    },
  },
  {
    type: 'flashfiction',
    title: '风筝',
    language: 'cn',
    ageLevel: '3+',
    categories: ['other'],
    summary: '有风的一天，风筝飞得比山还高。',
    tags: ['风筝', '风'],
    owner: 'demo-writer',
    story: {
      picture: 'Kite Day',
      text: '今天风很大。我和爸爸去山坡上放风筝。风筝飞呀飞，飞得比树高，比山还高。我拉着线，觉得自己也在天上飞。',
    },
  },
  // ---------- poems ----------
  {
    type: 'poetry',
    title: 'Swan at Night',
    language: 'en',
    ageLevel: 'all',
    categories: ['nature'],
    summary: 'A quiet poem for a swan on a moonlit lake.',
    tags: ['swan', 'moon', 'lake'],
    owner: 'demo-writer',
    poem: {
      picture: 'Swan in the Moonlight',
      lines: [
        'The swan is writing',
        'a white line on the lake,',
        'and the moon reads it',
        'slowly, before it fades.',
      ],
    },
  },
  {
    type: 'poetry',
    title: 'Luna en el lago',
    language: 'es',
    ageLevel: 'all',
    categories: ['nature'],
    summary: 'Un poema para la luna que se mira en el agua.',
    tags: ['luna', 'lago'],
    owner: 'demo-artist',
    poem: {
      picture: 'The Lake Holds the Moon',
      lines: [
        'La luna bajó a bañarse',
        'en el lago de la sierra,',
        'y el lago, muy quieto,',
        'la guardó toda la noche.',
      ],
    },
  },
  {
    type: 'poetry',
    title: 'Flores después de la lluvia',
    language: 'es',
    ageLevel: '6+',
    categories: ['nature'],
    summary: 'Después de la lluvia, la selva se llena de colores.',
    tags: ['flor', 'lluvia'],
    owner: 'demo-teacher',
    membersOnly: true,
    poem: {
      picture: 'Flowers After Rain',
      lines: [
        'Llovió toda la mañana.',
        'Ahora cada flor',
        'tiene una gota',
        'como un espejo pequeño.',
      ],
    },
  },
  {
    type: 'poetry',
    title: '樱花',
    language: 'cn',
    ageLevel: 'all',
    categories: ['nature'],
    summary: '春天的早晨，樱花开在水边。',
    tags: ['樱花', '春天'],
    owner: 'demo-writer',
    poem: {
      picture: 'Blossom Over the Water',
      lines: ['春风一吹', '樱花就落在水上', '小鱼游过来', '以为是下雪了'],
    },
  },
  {
    type: 'poetry',
    title: 'Schneeflocken',
    language: 'de',
    ageLevel: 'all',
    categories: ['nature'],
    summary: 'Ein kleines Gedicht über den ersten Schnee.',
    tags: ['Schnee', 'Winter'],
    owner: 'demo-teacher',
    poem: {
      picture: 'Snowflakes Falling',
      lines: [
        'Leise, leise fällt der Schnee,',
        'auf das Dach und auf den See,',
        'und am Morgen ist die Welt',
        'weiß und still und neu bestellt.',
      ],
    },
  },
  {
    type: 'poetry',
    title: 'La lune et le renard',
    language: 'fr',
    ageLevel: 'all',
    categories: ['animals'],
    summary: 'Un renard regarde la lune se lever.',
    tags: ['renard', 'lune'],
    owner: 'demo-artist',
    poem: {
      picture: 'Fox Watching the Moon',
      lines: [
        'Le renard ne dort pas,',
        'il regarde la lune',
        'monter sur la colline',
        'comme une grande prune.',
      ],
    },
  },
  {
    type: 'poetry',
    title: 'O mar',
    language: 'pt',
    ageLevel: 'all',
    categories: ['nature'],
    summary: 'Um poema sobre o mar ao pôr do sol.',
    tags: ['mar', 'barco'],
    owner: 'demo-writer',
    poem: {
      picture: 'Sailing at Sunset',
      lines: [
        'O barco volta devagar,',
        'o sol se deita no mar,',
        'e a onda, bem baixinho,',
        'canta para o barquinho.',
      ],
    },
  },
  {
    type: 'poetry',
    title: 'ふゆのよる',
    language: 'jp',
    ageLevel: 'all',
    categories: ['nature'],
    summary: 'ふゆのよるの ちいさな し。',
    tags: ['ゆき', 'ふゆ'],
    owner: 'demo-teacher',
    poem: {
      picture: 'Snowman at Night',
      lines: ['ゆきだるま', 'ひとりで つきを', 'みあげてる'],
    },
  },
  {
    type: 'poetry',
    title: '燈籠',
    language: 'tw',
    ageLevel: 'all',
    categories: ['family'],
    summary: '水上的燈籠，一盞一盞。',
    tags: ['燈籠', '湖'],
    owner: 'demo-artist',
    poem: {
      picture: 'Lanterns Over the Water',
      lines: ['一盞燈籠', '兩盞燈籠', '湖水把它們', '輕輕抱在懷裡'],
    },
  },
  {
    type: 'poetry',
    title: '첫눈',
    language: 'kr',
    ageLevel: 'all',
    categories: ['nature'],
    summary: '첫눈이 오는 날의 짧은 시.',
    tags: ['눈', '겨울'],
    owner: 'demo-writer',
    poem: {
      picture: 'First Snow',
      lines: ['밤새 조용히', '첫눈이 왔어요', '아침에 보니', '세상이 하얘요'],
    },
  },
];
