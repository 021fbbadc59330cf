import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AssignedChallenge, Assignment, ClassView } from '../../../api/classes';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { renderRoutes, stubPost } from '../../../test/screen';
import { YourClassPage } from './YourClassPage';

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

const artwork = {
  Artwork: {
    ArtworkId: 'art1',
    Title: 'Waves',
    Image: { Url: '/u/waves.png', ThumbUrl: '/u/waves-t.png', Width: 10, Height: 10 },
  },
};

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe("a challenge assigned to the class, on the student's class page", () => {
  it('the student sees its prompt and picture and starts it in its editor', async () => {
    const call = stubPost((path) => {
      if (path === '/api/Classes/GetClassList') return [klass('STUDENT')];
      if (path === '/api/Classes/GetAssignments') return [assigned];
      if (path === '/api/Classes/MyWork') return [];
      if (path === '/api/Artwork/GetArtwork') return artwork;
      if (path === '/api/Challenges/Start')
        return {
          EditorPath: '/start-with-art/poetry?challenge=sea-poem&artwork=art1',
          Prompt: sea.Prompt,
          BookType: 'poetry',
        };
      return [];
    });
    const router = renderRoutes(
      [
        { path: '/yourstuff-class/:openId?', element: <YourClassPage /> },
        { path: '/start-with-art/:type', element: <p>editor</p> },
      ],
      '/yourstuff-class/k1',
    );
    const card = await screen.findByTestId('assignment');
    expect(within(card).getByText('Write a poem about the sea.')).toBeTruthy();
    expect(within(card).getByText('Read it twice first!')).toBeTruthy();
    expect(
      await within(card).findByAltText("The challenge's picture: A day at the sea"),
    ).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Start the challenge' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/api/Challenges/Start', {
        ChallengeId: 'sea-poem',
        Language: 'en',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/start-with-art/poetry'));
    expect(router.state.location.search).toBe('?challenge=sea-poem&artwork=art1');
  });
});
