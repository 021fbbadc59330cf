import { act, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useOwnSearchParams } from './own-params';

function Probe({ id }: { id: string }) {
  const params = useOwnSearchParams();
  return <p data-testid={id}>{params.get('type') ?? 'none'}</p>;
}

/** Like KeepAliveOutlet: the screen of the plain address stays mounted, hidden, elsewhere. */
function Screens() {
  const { search } = useLocation();
  return (
    <>
      <Activity mode={search === '' ? 'visible' : 'hidden'}>
        <Probe id="kept" />
      </Activity>
      <Probe id="shown" />
    </>
  );
}

describe('useOwnSearchParams', () => {
  it('follows the address while shown, and keeps its own while hidden', async () => {
    const router = createMemoryRouter([{ path: '/search', element: <Screens /> }], {
      initialEntries: ['/search'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('shown').textContent).toBe('none');
    await act(() => router.navigate('/search?type=poetry'));
    expect(screen.getByTestId('shown').textContent).toBe('poetry');
    expect(screen.getByTestId('kept').textContent).toBe('none');
    await act(() => router.navigate('/search'));
    expect(screen.getByTestId('kept').textContent).toBe('none');
    expect(screen.getByTestId('shown').textContent).toBe('none');
  });
});
