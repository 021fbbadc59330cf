import { isEnvelope } from './session.mjs';

/** The p-th percentile (0..100) of a list of numbers. */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * What the load and fault runners saw, per action: answers by status, server errors (5xx),
 * transport failures, answers to /api calls that were not the envelope, and answers that were
 * not what a well-behaved client expects (with a few examples of each problem).
 */
export class Observations {
  /** @type {Map<string, {calls: number, statuses: Record<string, number>, serverErrors: number, transport: number, notEnvelope: number, unexpected: number, ms: number[]}>} */
  byAction = new Map();
  /** @type {string[]} */
  examples = [];

  /**
   * @param {string} action
   * @param {import('./session.mjs').Answer} answer
   * @param {{api?: boolean, expect?: (answer: import('./session.mjs').Answer) => boolean}} [rules]
   */
  observe(action, answer, rules = {}) {
    let a = this.byAction.get(action);
    if (!a) {
      a = {
        calls: 0,
        statuses: {},
        serverErrors: 0,
        transport: 0,
        notEnvelope: 0,
        unexpected: 0,
        ms: [],
      };
      this.byAction.set(action, a);
    }
    a.calls += 1;
    a.ms.push(answer.ms);
    const key =
      answer.transport === 'answered' ? String(answer.status) : (answer.error ?? 'failed');
    a.statuses[key] = (a.statuses[key] ?? 0) + 1;
    const note = (what) => {
      if (this.examples.length < 20)
        this.examples.push(
          `${action}: ${what} ${answer.status || answer.error} ${answer.text.slice(0, 160)}`,
        );
    };
    if (answer.transport !== 'answered') {
      a.transport += 1;
      note('transport');
      return;
    }
    if (answer.status >= 500) {
      a.serverErrors += 1;
      note('5xx');
    }
    if (rules.api && !isEnvelope(answer.json)) {
      a.notEnvelope += 1;
      note('not an envelope');
    }
    if (rules.expect && !rules.expect(answer)) {
      a.unexpected += 1;
      note('unexpected');
    }
  }

  total(field) {
    let n = 0;
    for (const a of this.byAction.values()) n += field === 'calls' ? a.calls : a[field];
    return n;
  }

  /** A table of calls, statuses and latency per action. */
  table() {
    const lines = [
      `${'action'.padEnd(34)} ${'calls'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  statuses`,
    ];
    for (const [name, a] of [...this.byAction].sort()) {
      const statuses = Object.entries(a.statuses)
        .map(([s, n]) => `${s}:${n}`)
        .join(' ');
      lines.push(
        `${name.padEnd(34)} ${String(a.calls).padStart(7)} ${percentile(a.ms, 50).toFixed(0).padStart(7)} ${percentile(a.ms, 99).toFixed(0).padStart(7)}  ${statuses}`,
      );
    }
    return lines.join('\n');
  }
}
