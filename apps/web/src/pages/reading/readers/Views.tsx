import { Text } from '@mantine/core';
import { type CSSProperties, Fragment } from 'react';
import type { ReaderBook, ReaderPart } from './api';
import classes from './Reader.module.css';
import { paragraphsOf, type Sentence } from './speech';
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

/** The cover page of a picture book: picture, title, author. */
export function CoverPage({ book }: { book: ReaderBook }) {
  return (
    <div
      className={classes.cover}
      style={{ background: book.Cover.Background }}
      data-testid="reader-cover"
    >
      {book.Cover.Image ? (
        <img src={book.Cover.Image.Url} alt="" className={classes.coverImage} />
      ) : null}
      <div className={classes.coverText}>
        <Text component="p" className={classes.coverTitle}>
          {book.Title}
        </Text>
        {book.Author ? <Text component="p">{book.Author}</Text> : null}
      </div>
    </div>
  );
}

/** A picture book page: the picture full page (text over it) or half page (text beside it). */
export function PicturePage({ part, aloud }: { part: ReaderPart; aloud: ReadAloud }) {
  const layout = part.Image ? (part.Layout === 'full' ? 'full' : 'half') : 'text';
  return (
    <div className={classes.page} data-layout={layout} data-testid="reader-page">
      {part.Image ? <img src={part.Image.Url} alt="" className={classes.pageImage} /> : null}
      {part.Text.trim() || aloud.state !== 'idle' ? (
        <PartText part={part} aloud={aloud} className={classes.pageText} />
      ) : null}
    </div>
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
          <img src={part.Image.Url} alt="" className={classes.poemImage} />
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
