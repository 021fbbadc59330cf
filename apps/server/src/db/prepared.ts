import type { CompiledQuery } from 'kysely';
import type { DB } from './index';

/**
 * A hot query built and compiled by Kysely once per database handle, then run with each call's
 * values (decision 075): on the signed-in path Kysely's building and compiling cost more than the
 * database's answer. `build` must use each argument exactly once, as a parameter, in argument
 * order, and nothing else as a parameter: the first compile checks this against `samples`
 * (distinct values) and throws otherwise, so a later edit of the query cannot silently mix up
 * the values.
 */
export function prepared<A extends unknown[], R>(
  build: (db: DB, ...args: A) => { compile(): CompiledQuery<R> },
  samples: A,
): (db: DB, ...args: A) => Promise<R[]> {
  const compiled = new WeakMap<DB, CompiledQuery<R>>();
  return async (db, ...args) => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, ...samples).compile();
      const same =
        query.parameters.length === samples.length &&
        query.parameters.every((value, i) => value === samples[i]);
      if (!same) throw new Error(`a prepared query must take its arguments in order: ${query.sql}`);
      compiled.set(db, query);
    }
    const { rows } = await db.executeQuery<R>({ ...query, parameters: args });
    return rows;
  };
}
