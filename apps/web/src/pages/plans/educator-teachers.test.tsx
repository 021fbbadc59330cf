import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { sessionStore } from '../../session/store';
import { renderRoutes, stubPost } from '../../test/screen';
import type { PlanPerson } from './api';
import { Teachers } from './EducatorTeachers';
import { AcceptTeacherInvitation } from './TeacherInvitations';

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

  it('the administrator invites a teacher by email and cancels a waiting invitation only after asking', async () => {
    const call = stubPost((path) => {
      if (path === '/api/Plan/GetPlanTeacher') return [manager];
      if (path === '/api/Plan/GetInvitation') {
        return [
          { InviteId: 'i1', Email: 'new.teacher@school.example', Role: 'teacher' },
          { InviteId: 'i2', Email: 'kid@family.example', Role: 'member' },
        ];
      }
      if (path === '/api/Plan/AddTeacher') return { InviteId: 'i3' };
      if (path === '/api/Plan/DeleteInvite') return null;
      return null;
    });
    renderTeachers(true);
    const field = await screen.findByLabelText(/Invite a teacher by email/);
    fireEvent.change(field, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(call.mock.calls.map((c) => c[0])).not.toContain('/api/Plan/AddTeacher');
    fireEvent.change(field, { target: { value: ' jin.lee@school.example ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/api/Plan/AddTeacher', {
        OpenId: 'p1',
        Email: 'jin.lee@school.example',
      }),
    );
    // Only the plan's teacher invitations are listed.
    const invites = await screen.findAllByTestId('teacher-invite');
    expect(invites).toHaveLength(1);
    fireEvent.click(
      within(invites[0] as HTMLElement).getByRole('button', { name: 'Cancel invitation' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this invitation?' });
    expect(
      within(dialog).getByText('The link sent to new.teacher@school.example will stop working.'),
    ).toBeTruthy();
    expect(call.mock.calls.map((c) => c[0])).not.toContain('/api/Plan/DeleteInvite');
    fireEvent.click(within(dialog).getByTestId('teacher-invite-cancel-confirm'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/api/Plan/DeleteInvite', { OpenId: 'p1', InviteId: 'i1' }),
    );
  });

  it('the invited teacher accepts the link and the plan opens', async () => {
    vi.spyOn(sessionStore, 'refresh').mockResolvedValue(undefined as never);
    const call = stubPost((path) =>
      path === '/api/Plan/AddMember' ? { OpenId: 'p9', Kind: 'school' } : null,
    );
    renderRoutes(
      [
        { path: '/educator-plan/:id', element: <AcceptTeacherInvitation code="CODE1" /> },
        { path: '/educator-plan/p9', element: <p>the plan</p> },
      ],
      '/educator-plan/p9x?invite=CODE1',
    );
    expect(await screen.findByText('You are invited to a school plan')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/api/Plan/AddMember', { Code: 'CODE1' }),
    );
    expect(await screen.findByText('the plan')).toBeTruthy();
  });
});
