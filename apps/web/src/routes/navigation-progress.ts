import { nprogress } from '@mantine/nprogress';

/** SPEC §9: the top progress bar never shows less than 0.08 (8 %) while a navigation runs. */
export const PROGRESS_MINIMUM = 8;
const trickleDelayMs = 200;
let trickle: number | undefined;

export function startNavigationProgress(): void {
  window.clearTimeout(trickle);
  nprogress.reset();
  nprogress.set(PROGRESS_MINIMUM);
  trickle = window.setTimeout(() => nprogress.start(), trickleDelayMs);
}

export function completeNavigationProgress(): void {
  window.clearTimeout(trickle);
  trickle = undefined;
  nprogress.complete();
}
