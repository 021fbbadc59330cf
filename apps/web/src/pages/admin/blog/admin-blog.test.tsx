import { docFromText, ErrorCode } from '@storyloom/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { renderRoutes, stubPost } from '../../../test/screen';
import { AdminBooksPage } from '../books/AdminBooksPage';
import { AdminBlogPage } from './AdminBlogPage';
import type { AdminPost } from './api';
import { BlogPostEditorPage } from './BlogPostEditorPage';

function post(overrides: Partial<AdminPost> = {}): AdminPost {
  const language = overrides.Language ?? 'en';
  const slug = overrides.Slug ?? 'garden-day';
  return {
    PostId: `p-${language}`,
    State: 'draft',
    UpdatedAt: '2026-11-20T10:00:00.000Z',
    Slug: slug,
    Language: language,
    Title: 'Garden day',
    Excerpt: 'We planted beans.',
    Cover: null,
    AuthorName: 'demo-admin',
    PublishedAt: null,
    Path: `/blogentry/${slug}/${language}`,
    Body: docFromText('We planted beans.'),
    Html: '<p>We planted beans.</p>',
    ...overrides,
  };
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/admin/blog', element: <AdminBlogPage /> },
      { path: '/admin/blog-post/:postId?', element: <BlogPostEditorPage /> },
      { path: '/admin/books', element: <AdminBooksPage /> },
    ],
    path,
  );
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/blog', () => {
  it('lists drafts and published posts; deleting asks first', async () => {
    const published = post({ PostId: 'p-es', Language: 'es', Title: 'Día', State: 'published' });
    const call = stubPost((path) => {
      if (path === '/api/BlogAdmin/List') {
        return { List: [post(), published], Total: 2, Page: 1, PageSize: 20 };
      }
      if (path === '/api/BlogAdmin/Delete') return { PostId: 'p-en', Deleted: true };
      throw new Error(`unexpected ${path}`);
    });
    renderAt('/admin/blog');
    const rows = await screen.findAllByTestId('admin-post');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByTestId('post-state').textContent).toBe('Draft');
    expect(within(rows[1] as HTMLElement).getByTestId('post-state').textContent).toBe('Published');
    expect(
      within(rows[1] as HTMLElement).getByRole('link', { name: /View on the blog/ }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Garden day”' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(call.mock.calls.some(([path]) => path === '/api/BlogAdmin/Delete')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete “Garden day”' }));
    fireEvent.click(await screen.findByTestId('confirm-delete'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        '/api/BlogAdmin/Delete',
        { PostId: 'p-en' },
        { json: true },
      ),
    );
  });

  it('tells staff without the second factor how to turn it on', async () => {
    stubPost(() => {
      throw new ApiError({
        code: ErrorCode.SECOND_FACTOR_REQUIRED,
        message: 'Turn on two-step sign-in to use staff tools.',
      });
    });
    renderAt('/admin/blog');
    expect(await screen.findByText('Turn on two-step sign-in to use staff tools.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Turn on two-step sign-in' })).toBeTruthy();
  });
});

describe('/admin/blog-post', () => {
  it("loads a post's versions by slug and saves only what changed", async () => {
    const es = post({ PostId: 'p-es', Language: 'es', Title: 'Día del jardín' });
    const call = stubPost((path, body) => {
      if (path === '/api/BlogAdmin/Get') return { Post: body.PostId === 'p-es' ? es : post() };
      if (path === '/api/BlogAdmin/List')
        return { List: [post(), es], Total: 2, Page: 1, PageSize: 50 };
      if (path === '/api/BlogAdmin/Update') return { Post: post({ Title: 'Garden days' }) };
      throw new Error(`unexpected ${path}`);
    });
    renderAt('/admin/blog-post/p-en');
    const title = (await screen.findByLabelText('Title (English)')) as HTMLInputElement;
    expect(title.value).toBe('Garden day');
    expect((screen.getByTestId('post-slug') as HTMLInputElement).value).toBe('garden-day');
    expect(screen.getByTestId('save-state').textContent).toBe('Everything is saved.');

    fireEvent.change(title, { target: { value: 'Garden days' } });
    expect(screen.getByTestId('save-state').textContent).toBe(
      'You have changes that are not saved yet.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        '/api/BlogAdmin/Update',
        { PostId: 'p-en', Title: 'Garden days' },
        { json: true },
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('save-state').textContent).toBe('Everything is saved.'),
    );
  });

  it('shows what is missing under the fields and sends nothing', async () => {
    const call = stubPost(() => {
      throw new Error('nothing should be sent');
    });
    renderAt('/admin/blog-post');
    fireEvent.click(await screen.findByRole('tab', { name: /English/ }));
    fireEvent.change(screen.getByLabelText('Title (English)'), {
      target: { value: 'Only a title' },
    });
    fireEvent.change(screen.getByTestId('post-slug'), { target: { value: 'Bad Slug' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'Use only lower-case letters, digits and dashes (like my-first-post).',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Write the post.')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});

describe('/admin/books', () => {
  it('shows the paid-only stories with their switch on; switching frees one', async () => {
    const entry = {
      StoryBookId: 'b1',
      Title: 'Lantern Road',
      Type: 'flashfiction',
      Language: 'en',
      Author: 'demo-writer',
      MembersOnly: true,
      ReaderPath: '/read-flash-fiction?id=b1',
    };
    const call = stubPost((path) => {
      if (path === '/api/ReadingAdmin/PaidOnlyList') {
        return { List: [entry], Total: 1, Page: 1, PageSize: 20 };
      }
      if (path === '/api/ReadingAdmin/SetMembersOnly') {
        return {
          Book: { ...entry, State: 'published', Hidden: false, MembersOnly: false },
          Changed: true,
        };
      }
      throw new Error(`unexpected ${path}`);
    });
    renderAt('/admin/books');
    const toggle = (await screen.findByRole('switch', {
      name: 'Paid members only: Lantern Road',
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('/api/ReadingAdmin/SetMembersOnly', {
        StoryBookId: 'b1',
        MembersOnly: 'false',
      }),
    );
  });
});
