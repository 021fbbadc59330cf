import { shareSourceFrom } from '@storyloom/domain';
import { useParams } from 'react-router';
import type { BookRef, ReadResult } from '../../../api/reader';
import type { AreaScreens } from '../../area';
import { useOwnSearchParams } from '../search/own-params';
import { BookReader } from './BookReader';
import { GatePanel } from './GatePanel';

/** A chapter number in an address segment (share markers and slugs are not numbers). */
export function chapterNumber(segment: string | undefined | null): number | undefined {
  return segment && /^\d{1,4}$/.test(segment) && Number(segment) > 0 ? Number(segment) : undefined;
}

/** The segments of a splat parameter, share markers (SPEC §2) left out. */
export function splatSegments(splat: string | undefined): string[] {
  return (splat ?? '')
    .split('/')
    .filter((s) => s.length > 0 && shareSourceFrom(s) === null)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

const enc = encodeURIComponent;

/**
 * /read-picture-book, /read-flash-fiction, /read-longform-story, /read-poetry: the book named
 * in the query (`?id=` (or `?StoryBookId=`) its open id, or `?slug=`), `?chapter=` for longform.
 */
export function ReadByQueryScreen() {
  // Kept alive (SPEC §2 caching): the query of this screen's own address.
  const query = useOwnSearchParams();
  const id = query.get('id') ?? query.get('StoryBookId');
  const slug = query.get('slug');
  const chapter = chapterNumber(query.get('chapter'));
  const bookRef: BookRef | null = id
    ? { by: 'id', id, chapter }
    : slug
      ? { by: 'slug', slug, chapter }
      : null;
  if (!bookRef) return <GatePanel kind="notFound" />;
  const chapterPath = (_data: ReadResult, n: number) => {
    const next = new URLSearchParams(query);
    next.set('chapter', String(n));
    return `?${next.toString()}`;
  };
  return <BookReader bookRef={bookRef} chapterPath={chapterPath} />;
}

/** /read-book/{slug?}: a book by its slug; an old slug goes on to the book's ReaderPath. */
export function ReadBookScreen() {
  const { slug } = useParams();
  if (!slug || shareSourceFrom(slug)) return <GatePanel kind="notFound" />;
  return <BookReader bookRef={{ by: 'slug', slug }} />;
}

/** /books/{OldSlug?}: old links; always go on to the book's ReaderPath. */
export function OldBookScreen() {
  const { OldSlug } = useParams();
  if (!OldSlug) return <GatePanel kind="notFound" />;
  return <BookReader bookRef={{ by: 'slug', slug: OldSlug }} alwaysRedirect />;
}

const chaptersPath = (data: ReadResult, n: number) =>
  `/chapters/${enc(data.Book.StoryBookId)}/${n}`;

/** /chapters/{openId}/{number?}: a longform book chapter by chapter (no number: its contents). */
export function ChaptersScreen() {
  const [id, chapter] = splatSegments(useParams()['*']);
  if (!id) return <GatePanel kind="notFound" />;
  return (
    <BookReader
      bookRef={{ by: 'id', id, chapter: chapterNumber(chapter) }}
      chapterPath={chaptersPath}
    />
  );
}

/** /creative-writing/{slug+} and /picture-book-generate1/{slug}: a book by its slug. */
export function CreativeWritingScreen() {
  const [slug] = splatSegments(useParams()['*']);
  if (!slug) return <GatePanel kind="notFound" />;
  return <BookReader bookRef={{ by: 'slug', slug }} chapterPath={chaptersPath} />;
}

export function PictureBookBySlugScreen() {
  const { slug } = useParams();
  if (!slug) return <GatePanel kind="notFound" />;
  return <BookReader bookRef={{ by: 'slug', slug }} />;
}

function EmbedReader({ mode }: { mode: 'embed' | 'embed-s' }) {
  const { OpenId, chapter } = useParams();
  if (!OpenId) return <GatePanel kind="notFound" compact />;
  return (
    <BookReader
      bookRef={{ by: 'id', id: OpenId, chapter: chapterNumber(chapter) }}
      mode={mode}
      chapterPath={(data, n) => `/${mode}/${enc(data.Book.StoryBookId)}/${n}`}
    />
  );
}

/** /embed/{OpenId?}/{chapter?}: the minimal reader for an iframe on a class blog (no site chrome). */
export function EmbedScreen() {
  return <EmbedReader mode="embed" />;
}

/** /embed-s/{OpenId?}/{chapter?}: the smaller embed (no cover page, title only). */
export function EmbedSmallScreen() {
  return <EmbedReader mode="embed-s" />;
}

/**
 * A book's ReaderPath: its type's list route with the open id and slug
 * (/picture-book/{openId}/{slug}, /longform-story/{openId}/{slug}/{chapter?}); the list screens
 * show this reader when param0 is given.
 */
export function ReaderPathScreen() {
  const { param0, param2 } = useParams();
  if (!param0) return <GatePanel kind="notFound" />;
  return (
    <BookReader
      bookRef={{ by: 'id', id: param0, chapter: chapterNumber(param2) }}
      chapterPath={(data, n) => `${data.Book.ReaderPath.split('/').slice(0, 4).join('/')}/${n}`}
    />
  );
}

export const readerScreens: AreaScreens = {
  chapters: ChaptersScreen,
  'creative-writing': CreativeWritingScreen,
  'picture-book-generate1': PictureBookBySlugScreen,
  'read-flash-fiction': ReadByQueryScreen,
  'read-longform-story': ReadByQueryScreen,
  'read-picture-book': ReadByQueryScreen,
  'read-poetry': ReadByQueryScreen,
  books: OldBookScreen,
  'read-book': ReadBookScreen,
  embed: EmbedScreen,
  'embed-s': EmbedSmallScreen,
};
