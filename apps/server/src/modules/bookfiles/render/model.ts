import type { WritableBookType } from '@storyloom/domain';

/** A picture ready for a file: JPEG bytes at the stored (largest) size, and its alt text. */
export interface FilePicture {
  data: Buffer;
  width: number;
  height: number;
  alt: string;
}

/** One page (picture book, comic), chapter (longform) or the story or poem, as the reader shows it. */
export interface FilePart {
  title: string | null;
  /** Plain text, paragraphs separated by line breaks. */
  text: string;
  pictures: FilePicture[];
  /** Picture book pages: where the words sit and the page colour. */
  textPosition: 'top' | 'bottom' | 'beside' | null;
  background: string | null;
}

export interface FileCredit {
  artwork: string;
  artist: string;
  licence: string;
  licenceUrl: string;
  attribution: string;
}

/** Everything a renderer needs, made by the service from the book (renderers touch no database). */
export interface FileBook {
  openId: string;
  type: WritableBookType;
  title: string;
  author: string;
  summary: string;
  /** The book's SPEC §3 language code (en, es, cn, tw...). */
  language: string;
  cover: { picture: FilePicture | null; background: string };
  parts: FilePart[];
  credits: FileCredit[];
  /** Epoch ms (the file's date). */
  madeAt: number;
  /**
   * A class compilation (decision 051): `parts` are its stories' parts one story after the
   * other, `stories` says how many each has; the PDF gets a contents page and each story a
   * title page with its writer's username.
   */
  stories?: FileStory[];
}

export interface FileStory {
  title: string;
  author: string;
  parts: number;
}

export type ProgressFn = (fraction: number) => Promise<void> | void;

/** The three interface languages the labels come in; Chinese books (cn, tw, zh) use zh. */
export type LabelLanguage = 'zh' | 'en' | 'es';

export function labelLanguage(bookLanguage: string): LabelLanguage {
  if (bookLanguage === 'es') return 'es';
  if (['cn', 'tw', 'zh', 'zh-CN', 'zh-TW'].includes(bookLanguage)) return 'zh';
  return 'en';
}

/** BCP 47 tag of a book language (ePub dc:language, PDF /Lang). */
export function languageTag(bookLanguage: string): string {
  if (bookLanguage === 'cn' || bookLanguage === 'zh') return 'zh-Hans';
  if (bookLanguage === 'tw') return 'zh-Hant';
  return /^[a-z]{2,3}$/.test(bookLanguage) ? bookLanguage : 'en';
}

export const labels: Record<
  LabelLanguage,
  { by: string; contents: string; pictures: string; licence: string; madeWith: string }
> = {
  zh: {
    by: '作者：',
    contents: '目录',
    pictures: '插图与许可',
    licence: '许可',
    madeWith: '由 Storyloom 制作',
  },
  en: {
    by: 'by ',
    contents: 'Contents',
    pictures: 'Pictures and licences',
    licence: 'Licence',
    madeWith: 'Made with Storyloom',
  },
  es: {
    by: 'por ',
    contents: 'Índice',
    pictures: 'Ilustraciones y licencias',
    licence: 'Licencia',
    madeWith: 'Hecho con Storyloom',
  },
};
