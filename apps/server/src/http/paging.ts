import { errors } from './errors';

/** A page of a list: the rows, and the cursor of the next page (null at the end). */
export interface Page<T> {
  List: T[];
  NextCursor: string | null;
}

type Shape = ('string' | 'number')[];

/** Opaque paging cursors: the sort values of the last row shown, as base64url JSON. */
export function encodeCursor(values: (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The cursor's values when it holds exactly `shape`, else null. */
export function readCursor(cursor: string, shape: Shape): (string | number)[] | null {
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(values) &&
      values.length === shape.length &&
      values.every((v, i) => typeof v === shape[i])
    ) {
      return values as (string | number)[];
    }
  } catch {
    // falls through
  }
  return null;
}

/** A call's `Cursor`: undefined when absent, BAD_INPUT when it is not a cursor of this shape. */
export function decodeCursor(cursor: string | undefined, shape: Shape) {
  if (!cursor) return undefined;
  const values = readCursor(cursor, shape);
  if (values) return values;
  throw errors.badInput([{ path: 'body.Cursor', message: 'Invalid cursor' }]);
}
