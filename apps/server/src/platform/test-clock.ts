import type { Clock } from './clock';

/**
 * The e2e server's clock (TEST_CLOCK=1 with NODE_ENV=test only): real time plus an offset that
 * POST /api/Test/Clock moves, so a journey can cross midnight or a month without sleeping.
 */
export class MovableClock implements Clock {
  private offset = 0;
  now(): number {
    return Date.now() + this.offset;
  }
  /** From now on the clock reads `ms` and keeps ticking. */
  set(ms: number): void {
    this.offset = ms - Date.now();
  }
}
