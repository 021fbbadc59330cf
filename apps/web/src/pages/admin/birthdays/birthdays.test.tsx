import { ErrorCode } from '@storyloom/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { renderRoutes, stubPost } from '../../../test/screen';
import { AdminBirthdaysPage, ageOn } from './AdminBirthdaysPage';
import type { BirthdayChange } from './api';

const waiting: BirthdayChange = {
  ChangeId: 'c1',
  UserName: 'lina',
  OldBirthday: '2012-01-15',
  NewBirthday: '1996-01-15',
  Confirmer: 'staff',
  CreatedAt: '2026-11-20T10:00:00.000Z',
};

function renderPage() {
  return renderRoutes([{ path: '*', element: <AdminBirthdaysPage /> }], '/admin/birthdays');
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('/admin/birthdays', () => {
  it('shows what waits, and confirms only after asking', async () => {
    let decided: Record<string, string> | null = null;
    const call = stubPost((path, body) => {
      if (path === '/api/Admin/BirthdayChanges') return { Changes: decided ? [] : [waiting] };
      if (path === '/api/Admin/DecideBirthdayChange') {
        decided = body;
        return { ChildUserName: 'lina', State: 'confirmed' };
      }
      return null;
    });
    renderPage();
    const card = await screen.findByTestId('birthday-change');
    expect(within(card).getByText('lina')).toBeTruthy();
    expect(within(card).getByText('Waiting for staff')).toBeTruthy();
    expect(within(card).getByText(/From 2012-01-15 \(age \d+\) to 1996-01-15/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm the birthday change of lina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this birthday?' });
    expect(within(dialog).getByText(/lina's birthday becomes 1996-01-15/)).toBeTruthy();
    expect(call.mock.calls.map((c) => c[0])).not.toContain('/api/Admin/DecideBirthdayChange');

    fireEvent.click(within(dialog).getByTestId('confirm-birthday-decision'));
    await waitFor(() => expect(decided).toEqual({ ChangeId: 'c1', Accept: 'true' }));
    expect(await screen.findByTestId('birthday-changes-empty')).toBeTruthy();
  });

  it('refusing can be called off, and nothing is sent', async () => {
    const call = stubPost(() => ({ Changes: [waiting] }));
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Refuse the birthday change of lina' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this birthday?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call.mock.calls.map((c) => c[0])).not.toContain('/api/Admin/DecideBirthdayChange');
  });

  it('says when nothing waits', async () => {
    stubPost(() => ({ Changes: [] }));
    renderPage();
    expect(await screen.findByText('Nothing is waiting')).toBeTruthy();
  });

  it('sends staff without the second factor to set it up', async () => {
    stubPost(() => {
      throw new ApiError({
        code: ErrorCode.SECOND_FACTOR_REQUIRED,
        message: 'Turn on two-step sign-in to use staff tools.',
      });
    });
    renderPage();
    expect(await screen.findByText('Turn on two-step sign-in to use staff tools.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Turn on two-step sign-in' })).toBeTruthy();
  });
});

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    const at = new Date('2026-11-26T12:00:00Z');
    expect(ageOn('2013-11-26', at)).toBe(13);
    expect(ageOn('2013-11-27', at)).toBe(12);
    expect(ageOn(null, at)).toBeNull();
    expect(ageOn('not a date', at)).toBeNull();
  });
});
