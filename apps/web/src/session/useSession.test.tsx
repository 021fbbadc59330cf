// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../api/client';
import { clearCookies, installFetch, ok } from '../api/test-fetch';
import { createSessionStore, type SessionStore, sessionPaths } from './store';
import { useSession } from './useSession';

function Who({ store }: { store: SessionStore }) {
  const { status, user } = useSession(store);
  return <p>{`${status}:${user?.username ?? 'visitor'}`}</p>;
}

beforeEach(() => {
  clearCookies();
  resetCsrfToken();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSession', () => {
  it('renders the session and follows its changes', async () => {
    const server = installFetch();
    server.route(sessionPaths.userInfo, ok({ info: null }));
    const store = createSessionStore();
    render(<Who store={store} />);
    expect(screen.getByText('unknown:visitor')).toBeTruthy();
    await act(() => store.ensureLoaded());
    expect(screen.getByText('ready:visitor')).toBeTruthy();
  });
});
