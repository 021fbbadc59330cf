/**
 * A picture book page and its cover, drawn the same way in the editor's canvas, its thumbnails,
 * its preview and the reader (issue 13: what the writer saw is what the reader sees). The
 * callers give the picture and the words; where they sit is decided here and in
 * PageFrame.module.css, after the domain's page-layout.ts.
 */
import type { TextPosition } from '@storyloom/domain';
import type { ReactNode, Ref } from 'react';
import { pictureSources, readerPictureSizes } from '../picture-sources';
import classes from './PageFrame.module.css';

export { classes as pageFrameClasses };

/** Dark backgrounds get light words. */
export function isDark(colour: string): boolean {
  const n = Number.parseInt(colour.slice(1), 16);
  if (Number.isNaN(n)) return false;
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
}

/**
 * A page's picture: the whole picture on a full page, its half filled on a half page. The browser
 * picks the stored size that fits (thumb, medium or display; decision 066).
 */
export function PageImage({
  src,
  alt,
  thumb,
}: {
  src: string;
  alt: string;
  thumb?: boolean | undefined;
}) {
  return (
    <img
      className={classes.artImage}
      {...pictureSources(src, thumb ? '200px' : readerPictureSizes)}
      alt={alt}
      draggable={false}
      width={1200}
      height={900}
      loading={thumb ? 'lazy' : 'eager'}
      // The page on the stage is the reader's largest picture (its LCP, decision 077).
      fetchPriority={thumb ? undefined : 'high'}
      data-testid={thumb ? undefined : 'page-picture'}
    />
  );
}

/** Where a picture that was taken away would be. */
export function PictureGone({ label, thumb }: { label: string; thumb?: boolean | undefined }) {
  return (
    <div className={classes.artGone} role="img" aria-label={label}>
      {thumb ? null : label}
    </div>
  );
}

export interface PageFrameProps {
  layout: 'none' | 'full' | 'half';
  side?: 'start' | 'end' | undefined;
  textPosition: TextPosition;
  background: string;
  /** A PageImage or PictureGone (null without a picture). */
  picture: ReactNode;
  /** The words (null: no words box). */
  words: ReactNode;
  wordsEmpty?: boolean | undefined;
  wordsLang?: string | undefined;
  /** The words box takes the keyboard focus (so words that run off can be scrolled by keys). */
  wordsFocusable?: boolean | undefined;
  /** The words' own box (the one that scrolls when they run off), to measure it. */
  wordsRef?: Ref<HTMLDivElement> | undefined;
  thumb?: boolean | undefined;
  overlay?: ReactNode;
  label?: string | undefined;
  testId?: string | undefined;
}

export function PageFrame({
  layout,
  side = 'start',
  textPosition,
  background,
  picture,
  words,
  wordsEmpty,
  wordsLang,
  wordsFocusable,
  wordsRef,
  thumb,
  overlay,
  label,
  testId,
}: PageFrameProps) {
  return (
    <figure
      className={classes.page}
      style={{ background }}
      data-layout={layout}
      data-side={side}
      data-text={textPosition}
      data-dark={isDark(background) || undefined}
      data-thumb={thumb || undefined}
      data-testid={testId}
      aria-label={label}
    >
      {layout !== 'none' && picture ? (
        <div className={classes.artBox} data-testid={thumb ? undefined : 'page-picture-box'}>
          {picture}
        </div>
      ) : null}
      {words !== null && words !== undefined && words !== false ? (
        <div className={classes.textBox} data-testid={thumb ? undefined : 'page-words'}>
          <div
            className={classes.textInner}
            data-empty={wordsEmpty || undefined}
            lang={wordsLang}
            tabIndex={wordsFocusable ? 0 : undefined}
            ref={wordsRef}
          >
            {words}
          </div>
        </div>
      ) : null}
      {overlay}
    </figure>
  );
}

export interface CoverFrameProps {
  background: string;
  picture: ReactNode;
  title: string;
  author?: string | null | undefined;
  titleLang?: string | undefined;
  thumb?: boolean | undefined;
  overlay?: ReactNode;
  label?: string | undefined;
  testId?: string | undefined;
}

/** The cover: the picture on the whole page, the title and author on a band at the top. */
export function CoverFrame({
  background,
  picture,
  title,
  author,
  titleLang,
  thumb,
  overlay,
  label,
  testId,
}: CoverFrameProps) {
  return (
    <figure
      className={classes.page}
      style={{ background }}
      data-cover
      data-layout={picture ? 'full' : 'none'}
      data-dark={isDark(background) || undefined}
      data-thumb={thumb || undefined}
      data-testid={testId}
      aria-label={label}
    >
      {picture ? <div className={classes.artBox}>{picture}</div> : null}
      <div className={classes.coverTitleBox} lang={titleLang}>
        <p className={classes.coverTitle}>{title}</p>
        {author ? <p className={classes.coverAuthor}>{author}</p> : null}
      </div>
      {overlay}
    </figure>
  );
}
