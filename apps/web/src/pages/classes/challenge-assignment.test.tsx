import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AssignableChallenge,
  AssignedChallenge,
  Assignment,
  ClassView,
} from '../../api/classes';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { renderRoutes, stubPost } from '../../test/screen';
import { ClassAssignmentPage } from './ClassAssignmentPage';

const klass = (Role: ClassView['Role']): ClassView => ({
  OpenId: 'k1',
  Name: 'Cedar 3',
  Grade: '3rd',
  EndTime: '',
  IsEnded: false,
  Joined: 1,
  ReadOtherBook: 0,
  PublicBook: 0,
  TeacherName: 'Ms Lee',
  Role,
});

const sea: AssignedChallenge = {
  ChallengeId: 'sea-poem',
  Title: 'A day at the sea',
  Prompt: 'Write a poem about the sea.',
  ArtworkId: 'art1',
  Subtype: 'poetry',
  Time: 'current',
  EndTime: '2030-01-01T00:00:00.000Z',
  PaidOnly: false,
  AgeLevel: 'all',
  Path: '/challenge/weekly/current/poetry',
};

const assigned: Assignment = {
  AssignmentId: 'a1',
  Title: 'A day at the sea',
  Prompt: 'Read it twice first!',
  DueTime: '2030-05-01',
  CreatedAt: '2026-11-28T10:00:00.000Z',
  Challenge: sea,
};

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('a challenge as a class assignment', () => {
  it('the teacher chooses one of the challenges open now; the own prompt stays', async () => {
    const call = stubPost((path) => {
      if (path === '/api/Classes/GetClassList') return [klass('PRIMARY')];
      if (path === '/api/Classes/GetAssignments') return [];
      if (path === '/api/Classes/GetAssignableChallenges') return { List: [sea] };
      if (path === '/api/Classes/CreateAssignment') return assigned;
      return null;
    });
    renderRoutes(
      [{ path: '/class-assignment/:id', element: <ClassAssignmentPage /> }],
      '/class-assignment/k1',
    );
    // The own prompt is the default: a title is needed.
    expect(await screen.findByLabelText(/^Title/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'A challenge' }));
    const select = await screen.findByRole('combobox', { name: /^Challenge/ });
    fireEvent.click(select);
    fireEvent.click(
      (await screen.findAllByRole('option', { hidden: true })).find((o) =>
        o.textContent?.startsWith('A day at the sea'),
      ) as HTMLElement,
    );
    expect(await screen.findByText('Write a poem about the sea.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Due date/), { target: { value: '2030-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set assignment' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/api/Classes/CreateAssignment', {
        OpenId: 'k1',
        Title: '',
        Prompt: '',
        DueTime: '2030-05-01',
        ChallengeId: 'sea-poem',
      }),
    );
  });

  it('offers only the challenges every student can take; the others greyed out with why', async () => {
    const teen: AssignableChallenge = {
      ...sea,
      ChallengeId: 'teen',
      Title: 'Night city',
      AgeLevel: '13+',
      Refusal: { Reason: 'ageLevel', Students: 3 },
    };
    const paid: AssignableChallenge = {
      ...sea,
      ChallengeId: 'paid',
      Title: 'Gold key',
      PaidOnly: true,
      Refusal: { Reason: 'membersOnly', Students: 1 },
    };
    stubPost((path) => {
      if (path === '/api/Classes/GetClassList') return [klass('PRIMARY')];
      if (path === '/api/Classes/GetAssignments') return [];
      if (path === '/api/Classes/GetAssignableChallenges')
        return { List: [teen, { ...sea, Refusal: null }, paid] };
      return null;
    });
    renderRoutes(
      [{ path: '/class-assignment/:id', element: <ClassAssignmentPage /> }],
      '/class-assignment/k1',
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'A challenge' }));
    fireEvent.click(await screen.findByRole('combobox', { name: /^Challenge/ }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual([
      'A day at the sea · Poetry',
      'Night city · Poetry · 13+ · ages 13+: 3 students are younger',
      'Gold key · Poetry · members only: 1 student is not a member',
    ]);
    expect(options.map((o) => o.hasAttribute('data-combobox-disabled'))).toEqual([
      false,
      true,
      true,
    ]);
    expect(screen.getByText(/Greyed-out challenges/)).toBeTruthy();
  });

  it('says so when no challenge is open', async () => {
    stubPost((path) => {
      if (path === '/api/Classes/GetClassList') return [klass('PRIMARY')];
      if (path === '/api/Classes/GetAssignments') return [];
      if (path === '/api/Classes/GetAssignableChallenges') return { List: [] };
      return null;
    });
    renderRoutes(
      [{ path: '/class-assignment/:id', element: <ClassAssignmentPage /> }],
      '/class-assignment/k1',
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'A challenge' }));
    expect(await screen.findByTestId('assignment-no-challenges')).toBeTruthy();
  });
});
