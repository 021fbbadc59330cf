// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissSessionExpired } from '../api/client';
import { notifySessionExpired } from '../api/session-expiry';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import { I18nProvider, Translator } from '../i18n/react';
import { sessionStore } from '../session/store';
import { SessionExpiredDialog } from './SessionExpiredDialog';

beforeAll(() => {
  // Mantine reads these browser APIs; happy-dom may lack them.
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class NoResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', {
      configurable: true,
      value: NoResizeObserver,
    });
  }
});

async function renderDialog(language: 'en' | 'es' = 'en') {
  const i18n = new Translator().init(language, { en, es });
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <SessionExpiredDialog />
      </MantineProvider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  dismissSessionExpired();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  dismissSessionExpired();
});

describe('<SessionExpiredDialog />', () => {
  it('is closed until a session expires', async () => {
    await renderDialog();
    expect(screen.queryByText('Your login has expired, please login again')).toBeNull();
  });

  it('shows the SPEC text with OK when the session expires', async () => {
    await renderDialog();
    act(() => {
      notifySessionExpired();
    });
    expect(await screen.findByText('Your login has expired, please login again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });

  it('shows exactly one dialog however many calls expire', async () => {
    await renderDialog();
    act(() => {
      notifySessionExpired();
      notifySessionExpired();
      notifySessionExpired();
    });
    expect(await screen.findAllByText('Your login has expired, please login again')).toHaveLength(
      1,
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('speaks the interface language', async () => {
    await renderDialog('es');
    act(() => {
      notifySessionExpired();
    });
    expect(await screen.findByText('Tu sesión ha caducado, vuelve a iniciar sesión')).toBeTruthy();
  });

  it('OK logs out and closes the dialog', async () => {
    const logout = vi.spyOn(sessionStore, 'logout').mockResolvedValue(undefined);
    await renderDialog();
    act(() => {
      notifySessionExpired();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.queryByText('Your login has expired, please login again')).toBeNull(),
    );
  });
});
