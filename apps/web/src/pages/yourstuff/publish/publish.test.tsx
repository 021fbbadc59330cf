import { MantineProvider } from '@mantine/core';
import type { SignedInUser, UserFlags } from '@storyloom/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../api/client';
import type { BookSummary } from '../../../api/write';
import { AlertDialogHost } from '../../../components/DialogHosts';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { type SessionState, sessionStore } from '../../../session/store';
import { theme } from '../../../theme/theme';
import { WritePage } from '../write/WritePage';
import type { BookWithArtworks } from './api';
import { PublishPage } from './PublishPage';

function bookAnswer(overrides: Partial<BookWithArtworks['Book']> = {}): BookWithArtworks {
  return {
    Book: {
      BookId: 'b1',
      Type: 'picturebook',
      State: 'draft',
      Title: 'Pepper and the Lighthouse',
      Language: 'en',
      Summary: '',
      Tags: ['fox'],
      Categories: [],
      AgeLevel: 'all',
      Cover: { artworkId: null, author: 'pepper', background: '#ffffff' },
      CoverImage: null,
      EditorPath: '/picturebook-editor?book=b1',
      ReaderPath: null,
      ...overrides,
    },
    Artworks: [
      {
        ArtworkId: 'a1',
        Title: 'Lighthouse at dusk',
        Image: {
          Url: '/a1.png',
          ThumbUrl: '/a1-thumb.png',
          Width: 10,
          Height: 10,
          HasAlpha: false,
        },
      } as BookWithArtworks['Artworks'][number],
    ],
  };
}

function asUser(user: Partial<SignedInUser>, flags: Partial<UserFlags> = {}) {
  const state = {
    ...sessionStore.getState(),
    status: 'ready',
    user: { needsParentConsent: false, ...user } as SignedInUser,
    flags: { isClassStudent: false, ...flags } as UserFlags,
  } as SessionState;
  vi.spyOn(sessionStore, 'getState').mockReturnValue(state);
}

type Handler = (body: Record<string, unknown>) => unknown;

function fakeServer(handlers: Record<string, Handler>) {
  return vi.spyOn(api, 'post').mockImplementation(async (path: string, body?: object) => {
    const handler = handlers[path];
    if (!handler) return null;
    return handler((body ?? {}) as Record<string, unknown>);
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/yourstuff-publish', element: <PublishPage /> },
      { path: '/yourstuff-write', element: <WritePage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
        <AlertDialogHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const balances =
  (ticket: number, crown = 0) =>
  () => ({ Ticket: ticket, Crown: crown, List: [] });

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the publish form (/yourstuff-publish?book=)', { timeout: 20_000 }, () => {
  it('asks for the language first and keeps categories to two, with SPEC §5 texts, before any call', async () => {
    asUser({});
    const post = fakeServer({
      '/api/Books/Get': () => bookAnswer({ Language: '' }),
      '/api/YourStuff/TicketList': balances(2),
    });
    renderAt('/yourstuff-publish?book=b1');
    expect(
      await screen.findByRole('heading', { name: 'Publish “Pepper and the Lighthouse”' }),
    ).toBeTruthy();
    expect(await screen.findByText('You have 2 review tickets')).toBeTruthy();

    const chips = within(screen.getByTestId('publish-categories'));
    fireEvent.click(chips.getByLabelText('Animals'));
    fireEvent.click(chips.getByLabelText('Funny'));
    fireEvent.click(chips.getByLabelText('Mystery'));
    expect(await screen.findByText('Choose at most two categories.')).toBeTruthy();
    expect((chips.getByLabelText('Mystery') as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Send for review (uses 1 ticket)' }));
    expect(await screen.findByText('Please choose the language of your story.')).toBeTruthy();
    expect(post.mock.calls.some(([path]) => path === '/api/Publish/Submit')).toBe(false);
  });

  it('sends the form, then says it was sent with the estimated wait and a way back', async () => {
    asUser({});
    vi.spyOn(sessionStore, 'refresh').mockResolvedValue(undefined);
    const post = fakeServer({
      '/api/Books/Get': () => bookAnswer(),
      '/api/YourStuff/TicketList': balances(1),
      '/api/Publish/Submit': () => ({
        Book: {},
        Ticket: 0,
        Review: { Ahead: 4, EstimatedWaitHours: 2 },
      }),
    });
    const router = renderAt('/yourstuff-publish?book=b1');
    const summary = await screen.findByLabelText('Summary (optional)');
    fireEvent.change(summary, { target: { value: 'A fox finds a lighthouse.' } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'fox  #lighthouse' } });
    fireEvent.click(within(screen.getByTestId('publish-categories')).getByLabelText('Animals'));
    fireEvent.click(screen.getByLabelText('Lighthouse at dusk'));
    fireEvent.click(screen.getByRole('button', { name: 'Send for review (uses 1 ticket)' }));

    expect(await screen.findByRole('heading', { name: 'Sent for review!' })).toBeTruthy();
    expect(screen.getByTestId('publish-wait').textContent).toBe(
      'About 2 hours · 4 stories ahead of yours',
    );
    expect(screen.getByText('0 review tickets left')).toBeTruthy();
    const sent = post.mock.calls.find(([path]) => path === '/api/Publish/Submit');
    expect(sent?.[1]).toEqual({
      BookId: 'b1',
      Language: 'en',
      Summary: 'A fox finds a lighthouse.',
      Tags: 'fox  #lighthouse',
      Categories: ['animals'],
      AgeLevel: 'all',
      Cover: { artworkId: 'a1', author: 'pepper', background: '#ffffff' },
    });
    fireEvent.click(
      within(screen.getByTestId('publish-sent')).getByRole('link', {
        name: 'Back to your writing',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/yourstuff-write'));
  });

  it('puts the server’s field problems under their fields, in the reader’s language', async () => {
    asUser({});
    fakeServer({
      '/api/Books/Get': () => bookAnswer(),
      '/api/YourStuff/TicketList': balances(1),
      '/api/Publish/Submit': () => {
        throw new ApiError({
          code: 100001,
          message: 'Tags are words separated by spaces.',
          result: {
            fields: [{ path: 'Summary', message: 'The summary can be at most 500 characters.' }],
          },
        });
      },
    });
    renderAt('/yourstuff-publish?book=b1');
    fireEvent.click(await screen.findByRole('button', { name: 'Send for review (uses 1 ticket)' }));
    const summary = await screen.findByLabelText('Summary (optional)');
    await waitFor(() => expect(summary.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The summary can be at most 500 characters.')).toBeTruthy();
  });

  it('without a ticket (100303) shows the balance and how to get one', async () => {
    asUser({});
    fakeServer({
      '/api/Books/Get': () => bookAnswer(),
      '/api/YourStuff/TicketList': balances(1, 0),
      '/api/Publish/Submit': () => {
        throw new ApiError({
          code: 100303,
          message: 'You need a review ticket to publish a story for everyone.',
          result: {
            Ticket: 0,
            Crown: 80,
            HowToGetTicket: { Membership: '/become-member', Redeem: '/yourstuff-ticket' },
          },
        });
      },
    });
    renderAt('/yourstuff-publish?book=b1');
    fireEvent.click(await screen.findByRole('button', { name: 'Send for review (uses 1 ticket)' }));
    const panel = await screen.findByTestId('publish-no-ticket');
    expect(within(panel).getByText('You have 80 crowns. A ticket costs 70 crowns.')).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: 'Swap 70 crowns for a ticket' }).getAttribute('href'),
    ).toBe('/yourstuff-ticket');
    // Buying a membership works (features.membership): the server's way to it is offered too.
    expect(
      within(panel)
        .getByRole('link', { name: 'Become a member: 10 tickets a month' })
        .getAttribute('href'),
    ).toBe('/become-member');
    expect(screen.getByText('You have 0 review tickets')).toBeTruthy();
    // The refused send's button is now disabled, with the reason beside it.
    const send = screen.getByRole('button', { name: 'Send for review (uses 1 ticket)' });
    expect(send.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('publish-submit-why').textContent).toBe(
      'You need a review ticket to send this story. See how to get one above.',
    );
  });

  it('with no ticket says so before sending; too few crowns disable the swap, with why', async () => {
    asUser({});
    let sent = 0;
    fakeServer({
      '/api/Books/Get': () => bookAnswer(),
      '/api/YourStuff/TicketList': balances(0, 5),
      '/api/Publish/Submit': () => {
        sent += 1;
        return {};
      },
    });
    renderAt('/yourstuff-publish?book=b1');
    const panel = await screen.findByTestId('publish-no-ticket');
    const send = screen.getByRole('button', { name: 'Send for review (uses 1 ticket)' });
    expect(send.hasAttribute('disabled')).toBe(true);
    expect(send.getAttribute('aria-describedby')).toBe('publish-submit-why');
    const swap = within(panel).getByRole('button', { name: 'Swap 70 crowns for a ticket' });
    expect(swap.hasAttribute('disabled')).toBe(true);
    expect(within(panel).getByTestId('publish-redeem-why').textContent).toBe(
      'Earn 65 more crowns to swap.',
    );
    expect(
      within(panel)
        .getByRole('link', { name: /Earn crowns/ })
        .getAttribute('href'),
    ).toBe('/yourstuff-crowns');
    fireEvent.click(send);
    expect(sent).toBe(0);
  });

  it('tells an under-13 writer without a parent’s consent why not, and has no form', async () => {
    asUser({ needsParentConsent: true });
    fakeServer({
      '/api/Books/Get': () => bookAnswer(),
      '/api/YourStuff/TicketList': balances(1),
    });
    renderAt('/yourstuff-publish?book=b1');
    const consent = await screen.findByTestId('publish-consent');
    expect(consent.textContent).toContain(
      'A parent needs to agree before you can publish stories for everyone.',
    );
    expect(screen.queryByRole('button', { name: /Send for review/ })).toBeNull();
  });

  it('lets a class student hand the story to the teacher instead (no ticket)', async () => {
    asUser({}, { isClassStudent: true });
    const post = fakeServer({
      '/api/Books/Get': () => bookAnswer(),
      '/api/Classes/GetClassList': () => [{ OpenId: 'c1', Role: 'STUDENT', Name: 'Class 4B' }],
      '/api/Classes/GetAssignments': () => [{ AssignmentId: 'a1', Title: 'A winter story' }],
      '/api/Classes/SubmitHomework': () => ({ State: 'submitted_to_teacher' }),
    });
    renderAt('/yourstuff-publish?book=b1');
    // The class's assignments are offered; the student picks one.
    fireEvent.click(await screen.findByRole('combobox', { name: 'For an assignment' }));
    fireEvent.click(
      (await screen.findAllByRole('option', { hidden: true })).find(
        (o) => o.textContent === 'A winter story',
      ) as HTMLElement,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Hand in to teacher' }));
    expect(await screen.findByText('Your teacher has it now')).toBeTruthy();
    const sent = post.mock.calls.filter(([p]) => p === '/api/Classes/SubmitHomework');
    expect(sent.map(([, body]) => body)).toEqual([{ BookId: 'b1', AssignmentId: 'a1' }]);
    expect(post.mock.calls.some(([p]) => p === '/api/YourStuff/TicketList')).toBe(false);
  });

  it('shows a story already in review as sent, with the wait', async () => {
    asUser({});
    fakeServer({
      '/api/Books/Get': () => bookAnswer({ State: 'under_review' }),
      '/api/YourStuff/TicketList': balances(1),
      '/api/Publish/ReviewStatus': () => ({
        State: 'under_review',
        Review: { SubmittedAt: '2026-03-01T09:00:00.000Z', Ahead: 0, EstimatedWaitHours: 1 },
      }),
    });
    renderAt('/yourstuff-publish?book=b1');
    expect(await screen.findByRole('heading', { name: 'Sent for review!' })).toBeTruthy();
    expect((await screen.findByTestId('publish-wait')).textContent).toBe('About 1 hour');
  });
});

describe('review on the bookshelf', { timeout: 20_000 }, () => {
  const underReview: BookSummary = {
    BookId: 'b1',
    Slug: 'pepper',
    Type: 'picturebook',
    State: 'under_review',
    Featured: false,
    InClass: false,
    ReturnReason: null,
    Title: 'Pepper',
    Language: 'en',
    Cover: { artworkId: null, author: '', background: '#ffffff' },
    CoverImage: null,
    WordCount: 12,
    PartCount: 2,
    Version: 3,
    Editable: false,
    AllowedMoves: [],
    EditorPath: '/picturebook-editor?book=b1',
    ReaderPath: null,
    CreatedAt: null,
    UpdatedAt: null,
    PublishedAt: null,
  };

  it('shows "Waiting for review" with the estimate, and withdraws after warning about the ticket', async () => {
    let state: BookSummary['State'] = 'under_review';
    const post = fakeServer({
      '/api/YourStuff/getWriteBookCount': () => ({ count: 1, ByType: {}, ByState: {} }),
      '/api/YourStuff/WriteList': () => ({
        List: [{ ...underReview, State: state }],
        NextCursor: null,
      }),
      '/api/Publish/ReviewStatus': () => ({
        State: 'under_review',
        Review: { SubmittedAt: '2026-03-01T09:00:00.000Z', Ahead: 2, EstimatedWaitHours: 1 },
      }),
      '/api/Publish/Withdraw': () => {
        state = 'draft';
        return { Book: {} };
      },
    });
    renderAt('/yourstuff-write');
    const review = await screen.findByTestId('shelf-review');
    await waitFor(() => expect(review.textContent).toContain('Waiting for review · About 1 hour'));
    fireEvent.click(within(review).getByRole('button', { name: 'Withdraw “Pepper” from review' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/The review ticket you used is not given back\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(post.mock.calls.filter(([p]) => p === '/api/Publish/Withdraw')).toEqual([
        ['/api/Publish/Withdraw', { BookId: 'b1' }],
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('shelf-review')).toBeNull());
  });
});
