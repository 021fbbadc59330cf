import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// happy-dom lacks matchMedia, which Mantine reads for color scheme and breakpoints.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// happy-dom lacks document.fonts, which Mantine's autosize Textarea listens to and the layout
// fixer waits on (`fonts.ready`): one stub for every file.
if (typeof document !== 'undefined' && !(document as { fonts?: unknown }).fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      ready: Promise.resolve(),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
}

// Lazy screens load their area module on first use; under a parallel run that can take a while.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});

// A timer left by a test (e.g. a Mantine transition closing a dialog) must not fire after the
// file's window is gone: it would update React without a window ("window is not defined"), an
// unhandled error that fails the whole run. In this environment `window` is Node's global and its
// timers are Node's, which happy-dom's abort() does not reach, so the file's timers are tracked
// here and every one still pending is cancelled before the window is torn down.
const pendingTimers = new Set<ReturnType<typeof setTimeout>>();
const nodeSetTimeout = globalThis.setTimeout;
const nodeClearTimeout = globalThis.clearTimeout;
const trackedSetTimeout = ((
  callback: (...args: unknown[]) => void,
  ms?: number,
  ...args: unknown[]
) => {
  const id = nodeSetTimeout(() => {
    pendingTimers.delete(id);
    callback(...args);
  }, ms);
  pendingTimers.add(id);
  return id;
}) as typeof setTimeout;
const trackedClearTimeout = ((id?: ReturnType<typeof setTimeout>) => {
  if (id !== undefined) pendingTimers.delete(id);
  nodeClearTimeout(id);
}) as typeof clearTimeout;
globalThis.setTimeout = Object.assign(trackedSetTimeout, nodeSetTimeout);
globalThis.clearTimeout = trackedClearTimeout;

function cancelPendingTimers(): void {
  for (const id of pendingTimers) nodeClearTimeout(id);
  pendingTimers.clear();
}

afterAll(async () => {
  const happyDOM = (window as unknown as { happyDOM?: { abort(): Promise<void> } }).happyDOM;
  await happyDOM?.abort();
  cancelPendingTimers();
});
