import type { CompiledQuery, Kysely } from 'kysely';

type Execute = (this: unknown, query: CompiledQuery, ...rest: unknown[]) => Promise<unknown>;

/**
 * Every SQL statement any Kysely of this process runs while `work` runs, transactions included
 * (they run through their own executors, which share the base class patched here). For query
 * budgets (issue 22): what a list page or a reader call costs the database.
 */
export async function queriesDuring<T>(
  db: Kysely<never>,
  work: () => Promise<T>,
): Promise<{ result: T; sql: string[] }> {
  const base = Object.getPrototypeOf(Object.getPrototypeOf(db.getExecutor())) as {
    executeQuery: Execute;
  };
  const original = base.executeQuery;
  const sql: string[] = [];
  base.executeQuery = function (this: unknown, query: CompiledQuery, ...rest: unknown[]) {
    sql.push(query.sql);
    return original.call(this, query, ...rest);
  };
  try {
    return { result: await work(), sql };
  } finally {
    base.executeQuery = original;
  }
}
