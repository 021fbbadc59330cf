/**
 * A page drawn as the reader draws it (readers/Views.tsx `PicturePage`): the shared PageFrame,
 * the picture whole or on its half, the words as the domain's safe HTML. MeasureFrame draws the
 * same page out of sight at a fixed width and reports whether the words run off their box.
 */
import { type PictureBookPage, richTextToHtml } from '@storyloom/domain';
import { useLayoutEffect, useRef } from 'react';
import type { Artwork } from '../../../api/art';
import {
  PageFrame,
  PageImage,
  PictureGone,
  pageFrameClasses,
} from '../../../components/picturebook/PageFrame';
import { useTranslation } from '../../../i18n/react';
import classes from './FixCoord.module.css';
import { hasWords, type MeasureWidth, measureWidths, runsOff } from './pages';

function Words({ page }: { page: PictureBookPage }) {
  return (
    <div
      // biome-ignore lint/security/noDangerouslySetInnerHtml: made by the domain's safe RichTextDoc renderer (richTextToHtml), which escapes every text, as the server does for the reader.
      dangerouslySetInnerHTML={{ __html: richTextToHtml(page.text, { imageUrl: () => null }) }}
    />
  );
}

export function ReaderFrame({
  page,
  art,
  label,
  testId,
  measuring,
}: {
  page: PictureBookPage;
  art: ReadonlyMap<string, Artwork>;
  label?: string;
  testId?: string;
  /** Out of sight, for measuring: the picture is left out (it does not move the words). */
  measuring?: boolean;
}) {
  const { t } = useTranslation();
  const artwork = page.art ? art.get(page.art.artworkId) : undefined;
  const picture = !page.art ? null : measuring ? (
    <span />
  ) : artwork ? (
    <PageImage src={artwork.Image.Url} alt={artwork.Title} />
  ) : (
    <PictureGone label={t('fixCoord.pictureGone')} />
  );
  return (
    <PageFrame
      layout={page.art ? page.art.layout : 'none'}
      side={page.art?.side}
      textPosition={page.textPosition}
      background={page.background}
      picture={picture}
      words={hasWords(page) ? <Words page={page} /> : null}
      wordsFocusable={!measuring}
      label={label}
      testId={testId}
      thumb={false}
    />
  );
}

/**
 * Draws the page at `width` out of sight (no focus, hidden from assistive technology) and calls
 * back with whether its words run off their box, again whenever the page changes and once the
 * web fonts have loaded.
 */
export function MeasureFrame({
  page,
  width,
  onMeasured,
}: {
  page: PictureBookPage;
  width: MeasureWidth;
  onMeasured: (width: MeasureWidth, runsOff: boolean) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const report = useRef(onMeasured);
  report.current = onMeasured;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is drawn below; a new page is measured again.
  useLayoutEffect(() => {
    const measure = () => {
      const inner = box.current?.querySelector<HTMLElement>(`.${pageFrameClasses.textInner}`);
      report.current(width, inner ? runsOff(inner) : false);
    };
    measure();
    let live = true;
    void document.fonts?.ready.then(() => {
      if (live) measure();
    });
    return () => {
      live = false;
    };
  }, [page, width]);

  return (
    <div
      ref={box}
      className={classes.measure}
      style={{ width: measureWidths[width] }}
      aria-hidden="true"
      inert
      data-measure={width}
    >
      <ReaderFrame page={page} art={new Map()} measuring />
    </div>
  );
}
