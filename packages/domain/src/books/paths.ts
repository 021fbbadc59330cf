import { type BookType, editorRouteFor } from '../artwork';

/**
 * Book addresses (PRODUCT.md: an openId and a slug; internal ids never appear). The slug is for
 * people: it follows the title and may change; the openId alone finds the book.
 */
const typeSlugs: Record<BookType, string> = {
  picturebook: 'picture-book',
  comic: 'comic',
  longform: 'longform-story',
  flashfiction: 'flash-fiction',
  poetry: 'poem',
};

/** Lower-case letters (any script) and digits joined by hyphens, at most 60 characters. */
export function bookSlug(title: string, type: BookType): string {
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || typeSlugs[type];
}

/** The editor a book opens in: `/picturebook-editor?book={openId}` and the like. */
export function editorPathFor(type: BookType, openId: string): string {
  return `${editorRouteFor[type]}?book=${encodeURIComponent(openId)}`;
}

/** SPEC §2 reading routes by type; the first parameter is the openId, the second the slug. */
const readerRoutes: Record<BookType, string> = {
  picturebook: '/picture-book',
  comic: '/comic',
  longform: '/longform-story',
  flashfiction: '/flash-fiction',
  poetry: '/poetry',
};

export function readerPathFor(type: BookType, openId: string, slug: string): string {
  return `${readerRoutes[type]}/${encodeURIComponent(openId)}/${encodeURIComponent(slug)}`;
}

/** /homework/{storyBookId}/picturebook: a student's picture book opened as homework. */
export function homeworkPathFor(openId: string): string {
  return `/homework/${encodeURIComponent(openId)}/picturebook`;
}
