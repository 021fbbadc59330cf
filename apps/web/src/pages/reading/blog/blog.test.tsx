import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Post, PostSummary } from '../../../api/blog';
import { ApiError } from '../../../api/client';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { renderRoutes, stubPost } from '../../../test/screen';
import { BlogEntryPage } from './BlogEntryPage';
import { BlogListPage } from './BlogListPage';

function summary(overrides: Partial<PostSummary> = {}): PostSummary {
  const slug = overrides.Slug ?? 'welcome';
  const language = overrides.Language ?? 'en';
  return {
    Slug: slug,
    Language: language,
    Title: 'Welcome to Storyloom',
    Excerpt: 'Hello, young writers.',
    Cover: null,
    AuthorName: 'demo-admin',
    PublishedAt: '2026-03-05T10:00:00.000Z',
    Path: `/blogentry/${slug}/${language}`,
    ...overrides,
  };
}

function post(overrides: Partial<Post> = {}): Post {
  return { ...summary(overrides), Html: '<p>Hello <strong>friends</strong></p>', ...overrides };
}

const notFound = () =>
  new ApiError({ code: 404, msg: 'not found', message: 'Not found', status: 404 });

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/blog', element: <BlogListPage /> },
      { path: '/blogentry/:param0?/:param1?/*', element: <BlogEntryPage /> },
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

describe('/blog', () => {
  it('lists the posts in the reader’s language, with dates and links', async () => {
    const call = stubPost(() => ({
      List: [summary(), summary({ Slug: 'tips', Title: 'Five tips' })],
      Total: 2,
      Page: 1,
      PageSize: 9,
    }));
    renderAt('/blog');
    const cards = await screen.findAllByTestId('blog-card');
    expect(cards).toHaveLength(2);
    expect(call).toHaveBeenCalledWith(
      '/api/Blog/List',
      expect.objectContaining({ Language: 'en', Page: 1 }),
      expect.anything(),
    );
    const first = cards[0] as HTMLElement;
    expect(
      within(first).getByRole('link', { name: 'Welcome to Storyloom' }).getAttribute('href'),
    ).toBe('/blogentry/welcome/en');
    expect(first.textContent).toContain('March 5, 2026');
    expect(first.textContent).toContain('Hello, young writers.');
  });

  it('another language goes into the address and the call; pages page', async () => {
    const call = stubPost((_path, body) => ({
      List: [summary({ Language: body.Language as 'es', Title: `Entrada ${body.Page}` })],
      Total: 12,
      Page: Number(body.Page),
      PageSize: 9,
    }));
    const router = renderAt('/blog');
    await screen.findAllByTestId('blog-card');
    fireEvent.click(screen.getByRole('radio', { name: 'Español' }));
    await waitFor(() => expect(router.state.location.search).toBe('?language=es'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        '/api/Blog/List',
        expect.objectContaining({ Language: 'es' }),
        expect.anything(),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?language=es&page=2'));
    expect(await screen.findByText('Entrada 2')).toBeTruthy();
  });

  it('no posts: an empty state; an error: retry', async () => {
    let fail = true;
    stubPost(() => {
      if (fail) throw new ApiError({ code: -1000, msg: 'server error', message: 'server error' });
      return { List: [], Total: 0, Page: 1, PageSize: 9 };
    });
    renderAt('/blog');
    const error = await screen.findByTestId('blog-error');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('blog-empty')).textContent).toContain('No posts yet');
  });
});

describe('blog covers in responsive sizes (issue 23)', () => {
  const cover = {
    ArtworkId: 'a1',
    Url: '/media/images/Cov3r/display.webp',
    ThumbUrl: '/media/images/Cov3r/thumb.webp',
  };

  it('a card offers the thumb and medium sizes, lazily, in a fixed box', async () => {
    stubPost(() => ({ List: [summary({ Cover: cover })], Total: 1, Page: 1, PageSize: 9 }));
    renderAt('/blog');
    const card = await screen.findByTestId('blog-card');
    const img = card.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(cover.ThumbUrl);
    expect(img.getAttribute('srcset')).toBe(
      '/media/images/Cov3r/thumb.webp 512w, /media/images/Cov3r/medium.webp 1024w',
    );
    expect(img.getAttribute('sizes')).toBe('(max-width: 40em) 100vw, 400px');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '225']);
  });

  it('a post’s cover offers every size for the reading column, at once', async () => {
    stubPost((_path, body) => {
      if (body.Language === 'en') return { Post: post({ Cover: cover }) };
      throw notFound();
    });
    renderAt('/blogentry/welcome/en');
    const article = await screen.findByRole('article');
    const img = article.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(cover.Url);
    expect(img.getAttribute('srcset')).toContain('/media/images/Cov3r/medium.webp 1024w');
    expect(img.getAttribute('srcset')).toContain('/media/images/Cov3r/display.webp 2048w');
    expect(img.getAttribute('sizes')).toBe('(max-width: 960px) 100vw, 960px');
    expect(img.getAttribute('loading')).toBeNull();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['960', '540']);
  });
});

describe('/blogentry/{slug}/{language}', () => {
  it('shows the post, its date, the way back and its other languages', async () => {
    const call = stubPost((_path, body) => {
      if (body.Language === 'en') {
        return {
          Post: post({ Html: '<h2>Hi</h2><p>Hello <strong>friends</strong></p>' }),
        };
      }
      if (body.Language === 'es') {
        return { Post: post({ Language: 'es', Title: 'Bienvenidos' }) };
      }
      throw notFound();
    });
    renderAt('/blogentry/welcome/en');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(
      'Welcome to Storyloom',
    );
    const body = screen.getByTestId('blog-body');
    expect(body.querySelector('strong')?.textContent).toBe('friends');
    expect(body.querySelector('h2')?.textContent).toBe('Hi');
    expect(article.textContent).toContain('March 5, 2026');
    expect(screen.getByRole('link', { name: 'Back to the blog' }).getAttribute('href')).toBe(
      '/blog',
    );
    expect(call).toHaveBeenCalledWith(
      '/api/Blog/Get',
      { Slug: 'welcome', Language: 'en' },
      expect.anything(),
    );
    const languages = await screen.findByTestId('blog-languages');
    // Spanish has the same slug: a link to that post; Chinese has none: the blog in Chinese.
    expect(within(languages).getByRole('link', { name: 'Español' }).getAttribute('href')).toBe(
      '/blogentry/welcome/es',
    );
    expect(within(languages).getByRole('link', { name: '中文' }).getAttribute('href')).toBe(
      '/blog?language=zh',
    );
  });

  it('an unknown slug shows the not-found state with the way to the blog', async () => {
    stubPost(() => {
      throw notFound();
    });
    renderAt('/blogentry/nope/en');
    const missing = await screen.findByTestId('blog-not-found');
    expect(missing.textContent).toContain('This post does not exist');
    expect(within(missing).getByRole('link', { name: 'Go to the blog' }).getAttribute('href')).toBe(
      '/blog',
    );
  });

  it('without a language asks for the slug alone', async () => {
    const call = stubPost((_path, body) => {
      if (!body.Language) return { Post: post() };
      throw notFound();
    });
    renderAt('/blogentry/welcome');
    await screen.findByRole('article');
    expect(call).toHaveBeenCalledWith('/api/Blog/Get', { Slug: 'welcome' }, expect.anything());
  });
});
