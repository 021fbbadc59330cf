import { IconBook } from '@tabler/icons-react';
import type { BookSummary } from '../../api/write';
import classes from './BookCover.module.css';
import { typeTints } from './labels';

/** The cover thumbnail, or a soft block in the type's colour when there is no picture yet. */
export function BookCover({ book }: { book: BookSummary }) {
  const style = { ['--cover-tint' as string]: typeTints[book.Type] };
  if (book.CoverImage) {
    return (
      <img
        src={book.CoverImage.ThumbUrl}
        alt=""
        width={96}
        height={120}
        loading="lazy"
        className={classes.cover}
        style={style}
      />
    );
  }
  return (
    <div
      className={`${classes.cover} ${classes.coverPlaceholder}`}
      style={style}
      aria-hidden="true"
    >
      <IconBook size={36} stroke={1.5} />
    </div>
  );
}
