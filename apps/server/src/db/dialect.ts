import type { Dialect } from './index';

/**
 * The places where SQLite and PostgreSQL differ and the one way this project handles each
 * (guides/data-layer.md). Modules ask here instead of branching on the engine themselves.
 */

/**
 * node-postgres reports a connection lost mid-use (terminated backend, server restart) or a pool
 * that cannot connect in time with these messages and no code.
 */
const pgConnectionLost = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/** SQLITE_BUSY / SQLITE_LOCKED and PostgreSQL connection failures are worth a retry. */
export function isRetryableDatabaseError(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  if (typeof code !== 'string') {
    const message = err instanceof Error ? err.message : undefined;
    return message !== undefined && pgConnectionLost.includes(message);
  }
  return (
    code === 'SQLITE_BUSY' ||
    code === 'SQLITE_LOCKED' ||
    code.startsWith('SQLITE_BUSY_') ||
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === '57P01' || // admin_shutdown (terminated backend)
    code === '57P02' ||
    code === '57P03' || // cannot_connect_now (starting up)
    code === '53300' || // too_many_connections
    code.startsWith('08') // connection_exception and its subclasses
  );
}

/**
 * PostgreSQL refusing a value that came with the input (a NUL character, text longer than its
 * column, a number out of range, a malformed date): the client's input, not a server fault.
 * SQLite stores such values as they are.
 */
const pgUnstorableValue = new Set(['22021', '22P05', '22001', '22003', '22P02', '22007', '22008']);

export function isUnstorableValue(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && pgUnstorableValue.has(code);
}

/** A unique-constraint violation on either engine. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** Column type for a JSON document stored as text on both engines. */
export function jsonColumnType(_dialect: Dialect): 'text' {
  return 'text';
}

/**
 * Text prepared for full-text indexing on both engines: Chinese has no spaces, so runs of CJK
 * characters are split into overlapping two-character pieces; other text is lower-cased words.
 */
export function searchTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const run of text.toLowerCase().match(/[\p{Script=Han}]+|[\p{L}\p{N}]+/gu) ?? []) {
    if (/\p{Script=Han}/u.test(run)) {
      if (run.length === 1) tokens.push(run);
      for (let i = 0; i + 1 < run.length; i++) tokens.push(run.slice(i, i + 2));
    } else {
      tokens.push(run);
    }
  }
  return tokens;
}
