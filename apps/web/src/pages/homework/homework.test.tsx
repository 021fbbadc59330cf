import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { bookSummary } from '../../test/book-lists';
import { renderRoutes, stubPost } from '../../test/screen';
import { HomeworkPage } from './HomeworkPage';

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('homework (/homework/{id}/{type})', () => {
  it('opens a picture book as homework with a way into the editor', async () => {
    const post = stubPost(() => ({
      Book: {
        ...bookSummary({ BookId: 'hw1', Title: 'Homework: A Fox Story' }),
        Summary: '',
        Tags: [],
      },
      Homework: { Path: '/homework/hw1/picturebook', InClass: true, Assignment: null },
    }));
    renderRoutes(
      [{ path: '/homework/:storyBookId/picturebook', element: <HomeworkPage /> }],
      '/homework/hw1/picturebook',
    );
    expect(
      await screen.findByRole('heading', { name: 'Your homework: Homework: A Fox Story' }),
    ).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/api/Books/Homework',
      { StoryBookId: 'hw1' },
      expect.anything(),
    );
    expect(
      screen.getByRole('link', { name: 'Open the picture book editor' }).getAttribute('href'),
    ).toBe('/picturebook-editor?book=hw1');
    expect(screen.getByText('Shared with your class')).toBeTruthy();
  });
});
