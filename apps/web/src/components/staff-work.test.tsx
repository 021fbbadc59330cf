import type { SignedInUser } from '@storyloom/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../i18n';
import { type SessionState, sessionStore } from '../session/store';
import { renderRoutes, stubPost } from '../test/screen';
import { StaffWorkPanel } from './staff-work';
import UserMenu from './UserMenu';

function as(staffRole: SignedInUser['staffRole']) {
  const real = sessionStore.getState();
  vi.spyOn(sessionStore, 'getState').mockReturnValue({
    ...real,
    status: 'ready',
    user: { username: 'mod', staffRole } as SignedInUser,
    flags: { isArtist: false },
  } as SessionState);
}

const counts = { Stories: 3, Reports: 1, Artworks: 0, Birthdays: 2, Total: 6 };

beforeAll(async () => {
  await setupI18n('en');
});
afterEach(() => vi.restoreAllMocks());

describe('the staff find their work', () => {
  it('a moderator’s account menu has the story queue and the artwork review, with counts', async () => {
    as('moderator');
    const calls = stubPost((path) => (path === '/api/Admin/WorkCounts' ? counts : null));
    renderRoutes([{ path: '*', element: <UserMenu username="mod" avatar="" /> }], '/');
    fireEvent.click(screen.getByRole('button', { name: 'Your account menu' }));
    const queue = await screen.findByRole('link', { name: /Story queue/ });
    expect(queue.getAttribute('href')).toBe('/admin/moderation');
    await waitFor(() => expect(within(queue).getByText('4 waiting')).toBeTruthy());
    const art = screen.getByRole('link', { name: /Artwork review/ });
    expect(art.getAttribute('href')).toBe('/admin/artwork');
    expect(within(art).getByText('0 waiting')).toBeTruthy();
    const birthdays = screen.getByRole('link', { name: /Birthday changes/ });
    expect(birthdays.getAttribute('href')).toBe('/admin/birthdays');
    expect(within(birthdays).getByText('2 waiting')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Blog posts/ })).toBeNull();
    expect(calls.mock.calls.map((c) => c[0])).toContain('/api/Admin/WorkCounts');
  });

  it('an admin’s console also has the admin tools', async () => {
    as('admin');
    stubPost(() => counts);
    renderRoutes([{ path: '*', element: <StaffWorkPanel /> }], '/');
    expect(await screen.findByText('6 items wait for a decision.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Blog posts/ }).getAttribute('href')).toBe(
      '/admin/blog',
    );
  });

  it('a writer has no staff links and asks for no counts', () => {
    as('none');
    const calls = stubPost(() => counts);
    renderRoutes([{ path: '*', element: <UserMenu username="writer" avatar="" /> }], '/');
    fireEvent.click(screen.getByRole('button', { name: 'Your account menu' }));
    expect(screen.queryByRole('link', { name: /Story queue/ })).toBeNull();
    expect(calls).not.toHaveBeenCalled();
  });
});
