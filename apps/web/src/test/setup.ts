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

// Lazy screens load their area module on first use; under a parallel run that can take a while.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// A timer left by the last test (e.g. a Mantine transition closing a dialog) must not fire after
// the file's window is gone: it would update React without a window ("window is not defined"),
// an unhandled error that fails the whole run. Cancel every pending timer and request first.
afterAll(async () => {
  const happyDOM = (window as unknown as { happyDOM?: { abort(): Promise<void> } }).happyDOM;
  await happyDOM?.abort();
});
