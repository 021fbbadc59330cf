import type { FlashFictionStory, LongformChapter, PictureBookPage } from './content';
import type { BlockNode } from './rich-text';

/**
 * ConvertToLongForm (SPEC §7): a picture book or a flash fiction becomes the first chapter of a
 * new longform story. A picture book's pages become, in order, each page's picture (a spot
 * illustration, full width for a full-page picture) followed by its text; a flash fiction's text
 * is the chapter as it is. The chapter takes the book's title.
 */
export function chapterFromPictureBook(title: string, pages: readonly PictureBookPage[]) {
  const content: BlockNode[] = [];
  for (const page of pages) {
    if (page.art) {
      content.push({
        type: 'image',
        attrs: {
          artworkId: page.art.artworkId,
          size: page.art.layout === 'full' ? 'full' : 'medium',
        },
      });
    }
    for (const block of page.text.content) {
      const empty = block.type === 'paragraph' && !block.content?.length;
      if (!empty) content.push(block);
    }
  }
  if (content.length === 0) content.push({ type: 'paragraph' });
  const chapter: LongformChapter = { title, doc: { type: 'doc', content }, notes: '' };
  return chapter;
}

export function chapterFromFlashFiction(title: string, story: FlashFictionStory) {
  const chapter: LongformChapter = { title, doc: story.doc, notes: '' };
  return chapter;
}
