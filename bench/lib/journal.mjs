/**
 * Every write a runner makes, with how it ended: `ok` (acknowledged: HTTP 200, code 0),
 * `refused` (an error answer, or a refused connection: it must not be in the database) or
 * `unknown` (reset or timed out after it was sent: it may be there, at most once).
 */
export class WriteJournal {
  /** @type {Map<string, {kind: string, outcome: 'ok' | 'refused' | 'unknown', status: number, code: number | undefined, error: string | undefined, at: number}>} */
  entries = new Map();

  /**
   * @param {string} kind  which table the write lands in (e.g. 'page_views')
   * @param {string} identity  the unique value that identifies the row
   * @param {import('./session.mjs').Answer} answer
   */
  record(kind, identity, answer) {
    const outcome =
      answer.transport === 'answered'
        ? answer.status === 200 && answer.json?.code === 0
          ? 'ok'
          : 'refused'
        : answer.transport;
    // The same identity sent again (a retry): an earlier ok or unknown outcome still stands,
    // since the earlier call may have stored it.
    const earlier = this.entries.get(identity)?.outcome;
    const rank = { refused: 0, unknown: 1, ok: 2 };
    const kept = earlier && rank[earlier] > rank[outcome] ? earlier : outcome;
    this.entries.set(identity, {
      kind,
      outcome: kept,
      status: answer.status,
      code: answer.json?.code,
      error: answer.error,
      at: Date.now(),
    });
    return kept;
  }

  /** Counts by outcome, optionally for one kind. */
  tally(kind) {
    const counts = { ok: 0, refused: 0, unknown: 0 };
    for (const e of this.entries.values()) if (!kind || e.kind === kind) counts[e.outcome] += 1;
    return counts;
  }

  /**
   * Compares the journal of one kind with the rows found (identity -> number of rows).
   * @param {string} kind
   * @param {Map<string, number>} found
   */
  reconcile(kind, found) {
    const problems = { lost: [], duplicated: [], refusedPresent: [], unknownTwice: [], stray: [] };
    let unknownPresent = 0;
    for (const [identity, e] of this.entries) {
      if (e.kind !== kind) continue;
      const n = found.get(identity) ?? 0;
      if (e.outcome === 'ok' && n === 0) problems.lost.push(identity);
      if (e.outcome === 'ok' && n > 1) problems.duplicated.push(identity);
      if (e.outcome === 'refused' && n > 0) problems.refusedPresent.push(identity);
      if (e.outcome === 'unknown' && n > 1) problems.unknownTwice.push(identity);
      if (e.outcome === 'unknown' && n === 1) unknownPresent += 1;
    }
    for (const identity of found.keys()) {
      if (this.entries.get(identity)?.kind !== kind) problems.stray.push(identity);
    }
    return { ...problems, unknownPresent };
  }

  toJSONLines() {
    return [...this.entries].map(([identity, e]) => JSON.stringify({ identity, ...e })).join('\n');
  }
}

/** Up to `n` items of a list, for failure messages. */
export function sample(list, n = 5) {
  return list.length <= n
    ? list.join(', ')
    : `${list.slice(0, n).join(', ')} (+${list.length - n} more)`;
}
