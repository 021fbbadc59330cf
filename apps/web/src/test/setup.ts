import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { resetCsrfToken } from '../api/client';
import { dismissSessionExpired } from '../api/session-expiry';
import { dialogQueue } from '../components/alert-dialog';
import { notificationCount } from '../components/notification-count';
import { i18n } from '../i18n';
import { sessionStore } from '../session/store';

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
// Installed once per worker: with isolate: false the files share one page and one set of
// globals, and this file runs again for each of them.
interface TimerTracking {
  pending: Set<ReturnType<typeof setTimeout>>;
  clear: typeof clearTimeout;
}
const trackingKey = Symbol.for('storyloom.test.timers');
const globals = globalThis as unknown as Record<symbol, TimerTracking | undefined>;
function installTimerTracking(): TimerTracking {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const nodeSetTimeout = globalThis.setTimeout;
  const nodeClearTimeout = globalThis.clearTimeout;
  const trackedSetTimeout = ((
    callback: (...args: unknown[]) => void,
    ms?: number,
    ...args: unknown[]
  ) => {
    const id = nodeSetTimeout(() => {
      pending.delete(id);
      callback(...args);
    }, ms);
    pending.add(id);
    return id;
  }) as typeof setTimeout;
  const trackedClearTimeout = ((id?: ReturnType<typeof setTimeout>) => {
    if (id !== undefined) pending.delete(id);
    nodeClearTimeout(id);
  }) as typeof clearTimeout;
  globalThis.setTimeout = Object.assign(trackedSetTimeout, nodeSetTimeout);
  globalThis.clearTimeout = trackedClearTimeout;
  return { pending, clear: nodeClearTimeout };
}
globals[trackingKey] ??= installTimerTracking();
const timers = globals[trackingKey];

function cancelPendingTimers(): void {
  for (const id of timers.pending) timers.clear(id);
  timers.pending.clear();
}

/**
 * What a file leaves behind that the next file in the same page and module graph would find:
 * the app's stores (open alert dialogs, the session-expired dialog, the session, the bell's
 * count, the CSRF token), the language, storage, cookies and the page itself.
 */
async function resetPageAndStores(): Promise<void> {
  for (let request = dialogQueue.current(); request; request = dialogQueue.current()) {
    request.settle(false);
  }
  dismissSessionExpired();
  sessionStore.reset();
  notificationCount.clear();
  resetCsrfToken();
  if (i18n.isInitialized && i18n.language !== 'en') await i18n.changeLanguage('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring the test page's cookies.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  document.documentElement.lang = 'en';
  document.title = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
}

afterAll(async () => {
  const happyDOM = (window as unknown as { happyDOM?: { abort(): Promise<void> } }).happyDOM;
  await happyDOM?.abort();
  cancelPendingTimers();
  await resetPageAndStores();
});
