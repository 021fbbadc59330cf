/** Time comes from here (epoch milliseconds, UTC). Tests inject a TestClock and move it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export class TestClock implements Clock {
  constructor(private current: number = Date.UTC(2026, 10, 22, 9, 0, 0)) {}
  now(): number {
    return this.current;
  }
  set(ms: number): void {
    this.current = ms;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
