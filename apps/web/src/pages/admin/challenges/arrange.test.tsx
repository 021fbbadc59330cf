import { ErrorCode } from '@storyloom/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { renderRoutes, stubPost } from '../../../test/screen';
import type { AdminUnit } from './api';
import { UnitsPanel } from './UnitsPanel';

/**
 * Arranging the curriculum (issue 19, decision 062): units and steps move up and down with
 * buttons (the end ones disabled), and are deleted only after the confirmation; a refusal
 * because learners have progress is explained.
 */

const three = (en: string) => ({ zh: en, en, es: en });
const step = (id: string, name: string) => ({
  StepId: id,
  Kind: 'lesson' as const,
  Position: 1,
  Title: three(name),
  Content: null,
});
const units: AdminUnit[] = [
  {
    UnitId: 'unit-a',
    Position: 1,
    Title: three('Characters'),
    Summary: three('Who is in the story'),
    Steps: [step('lesson-1', 'Heroes'), step('lesson-2', 'Villains')],
  },
  {
    UnitId: 'unit-b',
    Position: 2,
    Title: three('Settings'),
    Summary: three('Where it happens'),
    Steps: [],
  },
];

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

const panel = () =>
  renderRoutes(
    [{ path: '*', element: <UnitsPanel units={units} language="en" /> }],
    '/admin/challenges',
  );

describe('arranging units and steps', () => {
  it('moves with buttons, disabled at the ends', async () => {
    const call = stubPost(() => ({ Units: units, Unit: units[0] }));
    panel();
    const firstUp = screen.getByRole('button', { name: 'Move “Characters” up' });
    expect(firstUp).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move “Settings” down' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move “Settings” up' }));
    await waitFor(() =>
      expect(call.mock.calls.find((c) => c[0] === '/api/ChallengesAdmin/UnitMove')?.[1]).toEqual({
        UnitId: 'unit-b',
        Direction: 'up',
      }),
    );
    expect(screen.getByRole('button', { name: 'Move “Villains” down' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move “Heroes” down' }));
    await waitFor(() =>
      expect(call.mock.calls.find((c) => c[0] === '/api/ChallengesAdmin/StepMove')?.[1]).toEqual({
        StepId: 'lesson-1',
        Direction: 'down',
      }),
    );
  });

  it('deletes a unit only after the confirmation, which counts its steps', async () => {
    const call = stubPost(() => ({ Deleted: true }));
    panel();
    fireEvent.click(screen.getByRole('button', { name: 'Delete “Characters”' }));
    expect(
      await screen.findByText(
        '“Characters” and its 2 lessons and quizzes will be deleted. This cannot be undone.',
      ),
    ).toBeTruthy();
    expect(call.mock.calls.some((c) => c[0] === '/api/ChallengesAdmin/UnitDelete')).toBe(false);
    fireEvent.click(screen.getByTestId('arrange-confirm'));
    await waitFor(() =>
      expect(call.mock.calls.find((c) => c[0] === '/api/ChallengesAdmin/UnitDelete')?.[1]).toEqual({
        UnitId: 'unit-a',
      }),
    );
  });

  it('explains a refusal when learners have progress on the step', async () => {
    stubPost((path) => {
      if (path === '/api/ChallengesAdmin/StepDelete') {
        throw new ApiError({
          code: ErrorCode.CONFLICT,
          message: 'conflict',
          result: { Reason: 'has_progress', Learners: 3 },
        });
      }
      return null;
    });
    panel();
    fireEvent.click(screen.getByRole('button', { name: 'Delete “Villains”' }));
    expect(
      await screen.findByText('“Villains” will be deleted. This cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('arrange-confirm'));
    expect((await screen.findByTestId('arrange-refused')).textContent).toContain(
      '“Villains” was not deleted: 3 learners have progress on it',
    );
  });
});
