/**
 * A picture book page and its cover as the reader sees them: the art full page or on one half,
 * the words on the page, the background colour. The page canvas, the page strip's thumbnails and
 * the preview all draw with these, so what the writer makes is what the reader gets.
 */
import type { BookCover } from '@storyloom/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Artwork } from '../core/types';
import classes from './PictureBook.module.css';
import { type Page, pageText } from './pages';

export type ArtLookup = ReadonlyMap<string, Artwork>;

/** Dark backgrounds get light words. */
export function isDark(colour: string): boolean {
  const n = Number.parseInt(colour.slice(1), 16);
  if (Number.isNaN(n)) return false;
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
}

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
  if (!artwork) {
    return (
      <div className={classes.artGone} role="img" aria-label={t('pictureBookEditor.artGone')}>
        {thumb ? null : t('pictureBookEditor.artGone')}
      </div>
    );
  }
  return (
    <img
      className={classes.artImage}
      src={thumb ? artwork.Image.ThumbUrl : artwork.Image.Url}
      alt={artwork.Title}
      draggable={false}
      loading={thumb ? 'lazy' : 'eager'}
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
  const layout = page.art ? page.art.layout : 'none';
  return (
    <figure
      className={classes.page}
      style={{ background: page.background }}
      data-layout={layout}
      data-side={page.art?.side ?? 'start'}
      data-text={page.textPosition}
      data-dark={isDark(page.background) || undefined}
      data-thumb={thumb || undefined}
      data-testid={testId}
      aria-label={label}
    >
      {page.art ? (
        <div className={classes.artBox}>
          <ArtImage artworkId={page.art.artworkId} art={art} thumb={thumb} />
        </div>
      ) : null}
      {text.trim() || emptyText ? (
        <div className={classes.textBox}>
          <div className={classes.textInner} data-empty={!text.trim() || undefined}>
            {text.trim() ? text : emptyText}
          </div>
        </div>
      ) : null}
      {overlay}
    </figure>
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
    <figure
      className={classes.page}
      style={{ background: cover.background }}
      data-cover
      data-layout={cover.artworkId ? 'full' : 'none'}
      data-dark={isDark(cover.background) || undefined}
      data-thumb={thumb || undefined}
      data-testid={testId}
      aria-label={label}
    >
      {cover.artworkId ? (
        <div className={classes.artBox}>
          <ArtImage artworkId={cover.artworkId} art={art} thumb={thumb} />
        </div>
      ) : null}
      <div className={classes.coverTitleBox}>
        <div className={classes.coverTitle}>{title.trim() || t('pictureBookEditor.untitled')}</div>
        {cover.author.trim() ? (
          <div className={classes.coverAuthor}>
            {t('pictureBookEditor.cover.by', { author: cover.author.trim() })}
          </div>
        ) : null}
      </div>
      {overlay}
    </figure>
  );
}
