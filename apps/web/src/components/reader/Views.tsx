import { type CSSProperties, Fragment, useLayoutEffect, useRef, useState } from 'react';
import type { ReaderBook, ReaderPart } from '../../api/reader';
import { pictureSources, readerPictureSizes } from '../picture-sources';
import { CoverFrame, PageFrame, PageImage } from '../picturebook/PageFrame';
import classes from './Reader.module.css';
import { htmlLangOf, paragraphsOf, type Sentence } from './speech';
import type { ReadAloud } from './useReadAloud';

/**
 * The words while they are read aloud: the sentences, the one being read marked. Otherwise the
 * server's Html (made by the domain's safe renderer, every text escaped) is shown as is.
 */
export function PartText({
  part,
  aloud,
  className,
}: {
  part: Pick<ReaderPart, 'Html' | 'Text'>;
  aloud: ReadAloud;
  className?: string | undefined;
}) {
  if (aloud.state !== 'idle') {
    return (
      <div className={className} data-testid="read-along" aria-live="off">
        {paragraphsOf(aloud.text, aloud.sentences).map((indexes) => (
          <p key={indexes[0]}>
            {indexes.map((index) => {
              const sentence = aloud.sentences[index] as Sentence;
              return (
                <Fragment key={sentence.start}>
                  {index === aloud.current ? (
                    <mark className={classes.reading} data-testid="reading-sentence">
                      {sentence.text}
                    </mark>
                  ) : (
                    sentence.text
                  )}{' '}
                </Fragment>
              );
            })}
          </p>
        ))}
      </div>
    );
  }
  if (part.Html) {
    return (
      <div
        className={className}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: Html comes from the domain's safe RichTextDoc renderer on the server (richTextToHtml), which escapes every text.
        dangerouslySetInnerHTML={{ __html: part.Html }}
      />
    );
  }
  return (
    <div className={className}>
      {part.Text.split('\n').map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place.
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}

/**
 * The cover page of a picture book: picture, title, author, drawn like the editor's cover
 * (components/picturebook/PageFrame).
 */
export function CoverPage({ book }: { book: ReaderBook }) {
  return (
    <CoverFrame
      background={book.Cover.Background}
      picture={book.Cover.Image ? <PageImage src={book.Cover.Image.Url} alt="" /> : null}
      title={book.Title}
      author={book.Author}
      titleLang={htmlLangOf(book.Language)}
      testId="reader-cover"
    />
  );
}

/**
 * Whether the words run off their box (it then scrolls), measured after each change of `key` and
 * whenever the box changes size: such words take the keyboard focus, so a keyboard user can
 * scroll them.
 */
function useRunsOff(box: { current: HTMLElement | null }, key: string): boolean {
  const [runsOff, setRunsOff] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key says when the words changed.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) {
      setRunsOff(false);
      return;
    }
    const measure = () =>
      setRunsOff(el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [box, key]);
  return runsOff;
}

/**
 * A picture book page as the writer made it (the editor's own PageFrame): the picture full page
 * or on one half, the words on a band or beside it where the writer put them.
 */
export function PicturePage({ part, aloud }: { part: ReaderPart; aloud: ReadAloud }) {
  const layout = part.Image ? (part.Layout === 'half' ? 'half' : 'full') : 'none';
  const words = part.Text.trim() || aloud.state !== 'idle';
  const wordsBox = useRef<HTMLDivElement>(null);
  const runsOff = useRunsOff(wordsBox, `${part.Html}|${aloud.state}|${layout}`);
  return (
    <PageFrame
      layout={layout}
      side={part.Side ?? 'start'}
      textPosition={part.TextPosition ?? 'bottom'}
      background={part.Background ?? '#ffffff'}
      picture={part.Image ? <PageImage src={part.Image.Url} alt="" /> : null}
      words={words ? <PartText part={part} aloud={aloud} /> : null}
      wordsRef={wordsBox}
      wordsFocusable={runsOff}
      testId="reader-page"
    />
  );
}

/** A poem: its lines, or its word tiles placed on the art. */
export function PoemView({ part, aloud }: { part: ReaderPart; aloud: ReadAloud }) {
  const poem = part.Content;
  const tiles = poem?.mode === 'tiles' ? poem.tiles : [];
  const lines = (poem?.lines ?? part.Text.split('\n')).filter(
    (line, i, all) => line.trim() || i < all.length - 1,
  );
  return (
    <div className={classes.poem} data-testid="reader-poem">
      {part.Image ? (
        <div className={classes.poemArt}>
          <img
            {...pictureSources(part.Image.Url, readerPictureSizes)}
            alt=""
            className={classes.poemImage}
          />
          {tiles.map((tile) => (
            <span
              key={tile.id}
              className={classes.tile}
              style={
                {
                  left: `${tile.x * 100}%`,
                  top: `${tile.y * 100}%`,
                  '--tile-rotation': `${tile.rotation}deg`,
                } as CSSProperties
              }
            >
              {tile.word}
            </span>
          ))}
        </div>
      ) : null}
      {aloud.state !== 'idle' ? (
        <PartText part={part} aloud={aloud} className={classes.poemLines} />
      ) : lines.length > 0 ? (
        <div className={classes.poemLines}>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a poem's lines are known by their place.
            <p key={i}>{line || '\u00a0'}</p>
          ))}
        </div>
      ) : !part.Image ? (
        <div className={classes.poemLines}>
          {tiles.map((tile) => (
            <span key={tile.id} className={classes.tileInline}>
              {tile.word}
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
