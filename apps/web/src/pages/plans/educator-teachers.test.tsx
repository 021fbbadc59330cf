import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { renderRoutes, stubPost } from '../../test/screen';
import type { PlanPerson } from './api';
import { Teachers } from './EducatorTeachers';

const person = (over: Partial<PlanPerson>): PlanPerson => ({
  Uid: 'u1',
  UserName: 'ms_lee',
  Name: '',
  Email: '',
  Role: 'teacher',
  JoinTime: '2026-11-01T00:00:00.000Z',
  Label: '',
  ...over,
});

const manager = person({ Uid: 'm1', UserName: 'principal_ana', Name: 'Ana Park', Role: 'manager' });
const teacher = person({ Uid: 't1', UserName: 'ms_lee', Name: 'Jin Lee', Label: 'Grade 4' });

function renderTeachers(isManager: boolean) {
  return renderRoutes(
    [{ path: '*', element: <Teachers openId="p1" isManager={isManager} /> }],
    '/educator-plan/p1',
  );
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('the school plan teachers (GetPlanTeacher, SavePlanTeacher, DeletePlanTeacher)', () => {
  it('shows the administrator first and lets the manager label a teacher', async () => {
    const call = stubPost((path, body) => {
      if (path === '/api/Plan/GetPlanTeacher') return [teacher, manager];
      if (path === '/api/Plan/SavePlanTeacher') return { ...teacher, Label: body.Label };
      return null;
    });
    renderTeachers(true);
    const rows = await screen.findAllByTestId('plan-teacher');
    expect(within(rows[0] as HTMLElement).getByText('principal_ana')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Administrator')).toBeTruthy();
    // The administrator is neither labelled nor removable; the teacher is both.
    expect(screen.queryByLabelText('Label: principal_ana')).toBeNull();
    const field = screen.getByLabelText('Label: ms_lee') as HTMLInputElement;
    expect(field.value).toBe('Grade 4');
    fireEvent.change(field, { target: { value: 'Science, room 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/api/Plan/SavePlanTeacher', {
        OpenId: 'p1',
        Uid: 't1',
        Label: 'Science, room 12',
      }),
    );
  });

  it('removes a teacher only after asking', async () => {
    const call = stubPost((path) => {
      if (path === '/api/Plan/GetPlanTeacher') return [manager, teacher];
      if (path === '/api/Plan/DeletePlanTeacher') return null;
      return null;
    });
    renderTeachers(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the school plan?' });
    expect(
      within(dialog).getByText('ms_lee will no longer be a teacher of the school plan.'),
    ).toBeTruthy();
    expect(call.mock.calls.map((c) => c[0])).not.toContain('/api/Plan/DeletePlanTeacher');
    fireEvent.click(within(dialog).getByTestId('plan-teacher-remove-confirm'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/api/Plan/DeletePlanTeacher', { OpenId: 'p1', Uid: 't1' }),
    );
  });

  it('shows a teacher of the plan the usernames only: no labels, no removing', async () => {
    stubPost((path) =>
      path === '/api/Plan/GetPlanTeacher'
        ? [person({ Uid: 'm1', UserName: 'principal_ana', Role: 'manager' }), person({})]
        : null,
    );
    renderTeachers(false);
    expect((await screen.findAllByTestId('plan-teacher')).length).toBe(2);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
