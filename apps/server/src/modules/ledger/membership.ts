import type { DB } from '../../db/index';

/**
 * Who is a paying member, for the monthly ticket top-up. The plans module owns membership and
 * registers a directory here at import time (`memberDirectories.push(...)`); until it exists
 * nobody is a member and the top-up has no one to fill.
 */
export interface MemberDirectory {
  /** Internal ids of every user who is a member at `now`. */
  membersAt(db: DB, now: number): Promise<string[]>;
}

export const memberDirectories: MemberDirectory[] = [];

export async function membersAt(
  db: DB,
  now: number,
  directories: readonly MemberDirectory[] = memberDirectories,
): Promise<string[]> {
  const ids = new Set<string>();
  for (const directory of directories) {
    for (const id of await directory.membersAt(db, now)) ids.add(id);
  }
  return [...ids];
}
