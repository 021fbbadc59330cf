import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * What no stored text may hold (issue 14, decision 021): bidi embeddings, overrides and
 * isolates (U+202A-202E, U+2066-2069) and C0 controls other than tab and new line (multi-line
 * text keeps those two).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
export const forbiddenInStoredText = /[\u202A-\u202E\u2066-\u2069\u0000-\u0008\u000B-\u001F]/;

export interface StoredTextProblem {
  table: string;
  column: string;
  value: string;
}

async function tableNames(app: FastifyInstance): Promise<string[]> {
  if (app.dialect === 'postgres') {
    const rows = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(app.db);
    return rows.rows.map((r) => r.name);
  }
  const rows = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
    app.db,
  );
  return rows.rows.map((r) => r.name);
}

/** Every string inside a value, JSON text and JSON columns included. */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') {
    yield value;
    const first = value.trimStart()[0];
    if (first === '{' || first === '[') {
      try {
        yield* stringsIn(JSON.parse(value));
      } catch {
        // not JSON: the text itself was checked
      }
    }
  } else if (Array.isArray(value)) {
    for (const item of value) yield* stringsIn(item);
  } else if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    for (const [key, item] of Object.entries(value)) {
      yield key;
      yield* stringsIn(item);
    }
  }
}

/** Every stored text (in every table of the app's database) holding a forbidden character. */
export async function storedTextProblems(app: FastifyInstance): Promise<StoredTextProblem[]> {
  const problems: StoredTextProblem[] = [];
  for (const table of await tableNames(app)) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      app.db,
    );
    for (const row of rows.rows) {
      for (const [column, value] of Object.entries(row)) {
        for (const text of stringsIn(value)) {
          if (forbiddenInStoredText.test(text)) problems.push({ table, column, value: text });
        }
      }
    }
  }
  return problems;
}
