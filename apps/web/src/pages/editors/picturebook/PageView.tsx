/**
 * A picture book page and its cover as the reader sees them: the art full page or on one half,
 * the words on the page, the background colour. The page canvas, the page strip's thumbnails and
 * the preview all draw with these, so what the writer makes is what the reader gets.
 */
import type { BookCover } from '@storyloom/domain';
import type { ReactNode } from 'react';
import {
  CoverFrame,
  isDark,
  PageFrame,
  PageImage,
  PictureGone,
} from '../../../components/picturebook/PageFrame';
import { useTranslation } from '../../../i18n/react';
import type { Artwork } from '../core/types';
import { type Page, pageText } from './pages';

export { isDark };

export type ArtLookup = ReadonlyMap<string, Artwork>;

function ArtImage({
  artworkId,
  art,
  thumb,
}: {
  artworkId: string;
  art: ArtLookup;
  thumb?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const artwork = art.get(artworkId);
  if (!artwork) return <PictureGone label={t('pictureBookEditor.artGone')} thumb={thumb} />;
  return (
    <PageImage
      src={thumb ? artwork.Image.ThumbUrl : artwork.Image.Url}
      alt={artwork.Title}
      thumb={thumb}
    />
  );
}

export interface PageViewProps {
  page: Page;
  art: ArtLookup;
  thumb?: boolean;
  /** Shown where the words go when the page has none (the canvas's invitation). */
  emptyText?: ReactNode;
  /** Drawn over the page (drop zones while dragging art). */
  overlay?: ReactNode;
  label?: string;
  testId?: string;
}

export function PageView({ page, art, thumb, emptyText, overlay, label, testId }: PageViewProps) {
  const text = pageText(page);
  return (
    <PageFrame
      layout={page.art ? page.art.layout : 'none'}
      side={page.art?.side}
      textPosition={page.textPosition}
      background={page.background}
      picture={
        page.art ? <ArtImage artworkId={page.art.artworkId} art={art} thumb={thumb} /> : null
      }
      words={text.trim() ? text : (emptyText ?? null)}
      wordsEmpty={!text.trim()}
      thumb={thumb}
      overlay={overlay}
      label={label}
      testId={testId}
    />
  );
}

export interface CoverViewProps {
  cover: BookCover;
  title: string;
  art: ArtLookup;
  thumb?: boolean;
  overlay?: ReactNode;
  label?: string;
  testId?: string;
}

export function CoverView({ cover, title, art, thumb, overlay, label, testId }: CoverViewProps) {
  const { t } = useTranslation();
  return (
    <CoverFrame
      background={cover.background}
      picture={
        cover.artworkId ? <ArtImage artworkId={cover.artworkId} art={art} thumb={thumb} /> : null
      }
      title={title.trim() || t('write.untitled')}
      author={
        cover.author.trim()
          ? t('pictureBookEditor.cover.by', { author: cover.author.trim() })
          : null
      }
      thumb={thumb}
      overlay={overlay}
      label={label}
      testId={testId}
    />
  );
}
