import { docFromText, type RichTextDoc } from '@storyloom/domain';
import type { Seeder } from '../../db/seed/index';
import { newId, newOpenId } from '../../platform/ids';
import { galleryPicturesByTitle } from '../artworks/index';
import { publicAccountByUsername } from '../user/index';
import { insertPost } from './queries';

const dayMs = 86_400_000;

interface SeedPost {
  slug: string;
  title: string;
  paragraphs: string[];
}

function doc(post: SeedPost): RichTextDoc {
  return { type: 'doc', content: post.paragraphs.flatMap((p) => docFromText(p).content) };
}

/**
 * Each post's cover, by the gallery picture's title (the same post in every language): the
 * welcome shows boats sailing at sunset, the tips a rabbit setting out on a story, the artists'
 * post one of Lin Bamboo's ink paintings.
 */
const covers = ['Sailing at Sunset', 'The Rabbit Who Found a River', 'Red Bridge in the Mist'];

/** Three posts in each language, written by the demo admin, one a week apart. */
const posts: Record<'zh' | 'en' | 'es', SeedPost[]> = {
  en: [
    {
      slug: 'welcome-to-storyloom',
      title: 'Welcome to Storyloom',
      paragraphs: [
        'Storyloom is a place where children write books around artwork made by real artists.',
        'Pick a picture, start a story, and share it with readers all over the world.',
      ],
    },
    {
      slug: 'five-tips-for-your-first-picture-book',
      title: 'Five tips for your first picture book',
      paragraphs: [
        'Start with the picture you like most and ask: what happens next?',
        'Keep each page short. Let the art tell half of the story.',
      ],
    },
    {
      slug: 'meet-our-artists',
      title: 'Meet our artists',
      paragraphs: [
        'Every picture in the library was drawn by an artist who shares it for young writers.',
        'Visit an artist page to see their work and the books made with it.',
      ],
    },
  ],
  es: [
    {
      slug: 'bienvenidos-a-storyloom',
      title: 'Bienvenidos a Storyloom',
      paragraphs: [
        'Storyloom es un lugar donde niñas y niños escriben libros a partir de obras de arte.',
        'Elige una imagen, empieza una historia y compártela con lectores de todo el mundo.',
      ],
    },
    {
      slug: 'consejos-para-tu-primer-libro-ilustrado',
      title: 'Consejos para tu primer libro ilustrado',
      paragraphs: [
        'Empieza con la imagen que más te guste y pregúntate: ¿qué pasa después?',
        'Escribe páginas cortas. Deja que la ilustración cuente la mitad de la historia.',
      ],
    },
    {
      slug: 'conoce-a-nuestros-artistas',
      title: 'Conoce a nuestros artistas',
      paragraphs: [
        'Cada imagen de la biblioteca la dibujó un artista que la comparte con jóvenes escritores.',
        'Visita la página de un artista para ver su obra y los libros hechos con ella.',
      ],
    },
  ],
  zh: [
    {
      slug: 'huan-ying-lai-dao-storyloom',
      title: '欢迎来到 Storyloom',
      paragraphs: [
        'Storyloom 是孩子们围绕真实艺术家的作品创作图书的地方。',
        '选一幅画，开始一个故事，和世界各地的读者分享。',
      ],
    },
    {
      slug: 'di-yi-ben-hui-ben-de-xiao-jue-qiao',
      title: '写第一本绘本的小诀窍',
      paragraphs: [
        '从你最喜欢的那幅画开始，问问自己：接下来会发生什么？',
        '每一页都写短一点，让图画讲一半的故事。',
      ],
    },
    {
      slug: 'ren-shi-wo-men-de-yi-shu-jia',
      title: '认识我们的艺术家',
      paragraphs: [
        '图库里的每一幅画都来自愿意与小作者分享作品的艺术家。',
        '打开艺术家的页面，看看他们的作品和用这些作品写成的书。',
      ],
    },
  ],
};

export const blogSeeder: Seeder = {
  name: 'blog',
  async run({ db, clock }) {
    const admin = await publicAccountByUsername(db, 'demo-admin');
    if (!admin) return undefined;
    const now = clock.now();
    const pictures = await galleryPicturesByTitle(db);
    for (const [language, list] of Object.entries(posts)) {
      for (const [i, post] of list.entries()) {
        const at = now - (list.length - i) * 7 * dayMs;
        await insertPost(db, {
          id: newId(at),
          open_id: newOpenId(),
          language,
          slug: post.slug,
          title: post.title,
          body: JSON.stringify(doc(post)),
          cover_artwork_id: pictures.get(covers[i] ?? '') ?? null,
          state: 'published',
          published_at: at,
          author_id: admin.id,
          created_at: at,
          updated_at: at,
        });
      }
    }
    return undefined;
  },
};
