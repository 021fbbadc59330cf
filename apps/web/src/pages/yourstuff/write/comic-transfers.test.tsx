import type { SignedInUser } from '@storyloom/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import type { BookSummary } from '../../../api/write';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { type SessionState, sessionStore } from '../../../session/store';
import { renderRoutes, stubPost } from '../../../test/screen';
import type { ComicTransfer } from './ComicTransfers';
import { WritePage } from './WritePage';

const comic: BookSummary = {
  BookId: 'c1',
  Slug: 'hero-day',
  Type: 'comic',
  State: 'draft',
  Featured: false,
  InClass: false,
  ReturnReason: null,
  Title: 'Hero Day',
  Language: 'en',
  Cover: { artworkId: null, author: '', background: '#ffffff' },
  CoverImage: null,
  WordCount: 4,
  PartCount: 1,
  Version: 2,
  Editable: true,
  AllowedMoves: ['make_private', 'delete'],
  EditorPath: '/comic-editor?book=c1',
  ReaderPath: null,
  CreatedAt: '2026-03-01T09:00:00.000Z',
  UpdatedAt: '2026-03-02T09:00:00.000Z',
  PublishedAt: null,
};

const offer = (over: Partial<ComicTransfer> = {}): ComicTransfer => ({
  TransferId: 't1',
  BookId: 'x1',
  Title: 'Space Cats',
  From: 'demo-artist',
  To: 'demo-writer',
  Status: 'offered',
  CreatedAt: '2026-03-03T09:00:00.000Z',
  ...over,
});

/** A fake server: one comic on the shelf and the open offers, changed by the transfer calls. */
function fakeServer(initial: { Incoming: ComicTransfer[]; Outgoing: ComicTransfer[] }) {
  let transfers = initial;
  let shelf: BookSummary[] = [comic];
  return stubPost((path, body: Record<string, string>) => {
    switch (path) {
      case '/api/YourStuff/getWriteBookCount':
        return {
          count: shelf.length,
          ByType: { picturebook: 0, comic: shelf.length, longform: 0, flashfiction: 0, poetry: 0 },
          ByState: { draft: shelf.length },
        };
      case '/api/YourStuff/WriteList':
        return { List: shelf, NextCursor: null };
      case '/api/YourStuff/GetBookInfo':
        return {
          Book: { ...comic, Summary: '', Tags: [], Categories: [], AgeLevel: 'all' },
          History: [],
        };
      case '/api/YourStuff/ComicTransfers':
        return transfers;
      case '/api/YourStuff/TransferComic': {
        if (body.ToUserName === 'nobody') {
          throw new ApiError({ code: 404, msg: 'x', message: 'No such writer.', status: 404 });
        }
        const made = offer({
          TransferId: 't9',
          BookId: body.BookId,
          Title: comic.Title,
          From: 'me',
          To: body.ToUserName,
        });
        transfers = { ...transfers, Outgoing: [made] };
        return { Transfer: made };
      }
      case '/api/YourStuff/AnswerComicTransfer': {
        const answered = transfers.Incoming.find((o) => o.TransferId === body.TransferId);
        transfers = { ...transfers, Incoming: [] };
        if (body.Accept === 'true' && answered) {
          shelf = [...shelf, { ...comic, BookId: answered.BookId, Title: answered.Title }];
        }
        return {
          TransferId: body.TransferId,
          BookId: answered?.BookId,
          Status: body.Accept === 'true' ? 'accepted' : 'declined',
        };
      }
      case '/api/YourStuff/CancelComicTransfer':
        transfers = { ...transfers, Outgoing: [] };
        return { TransferId: body.TransferId, Status: 'cancelled' };
      default:
        return null;
    }
  });
}

/** The signed-in writer the drawer reads (its age decides whether the offer form shows). */
function asUser(user: Partial<SignedInUser>) {
  const state = {
    ...sessionStore.getState(),
    status: 'ready',
    user: { needsParentConsent: false, accountType: 4, ...user } as SignedInUser,
  } as SessionState;
  vi.spyOn(sessionStore, 'getState').mockReturnValue(state);
}

const page = () =>
  renderRoutes([{ path: '/yourstuff-write', element: <WritePage /> }], '/yourstuff-write');
const bodies = (post: ReturnType<typeof fakeServer>, path: string) =>
  post.mock.calls.filter(([p]) => p === path).map(([, b]) => b);

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('giving a comic with consent', () => {
  it('lets the receiver accept an offered comic, which then is on their shelf', async () => {
    const post = fakeServer({ Incoming: [offer()], Outgoing: [] });
    page();
    const offers = await screen.findByTestId('comic-offers');
    expect(
      within(offers).getByText('demo-artist wants to give you the comic “Space Cats”.'),
    ).toBeTruthy();
    fireEvent.click(within(offers).getByRole('button', { name: 'Accept “Space Cats”' }));
    expect(
      await screen.findByText('“Space Cats” is yours now. You will find it with your comics.'),
    ).toBeTruthy();
    expect(bodies(post, '/api/YourStuff/AnswerComicTransfer')).toEqual([
      { TransferId: 't1', Accept: 'true' },
    ]);
    // The shelf is asked again and shows the new comic; the offer is gone.
    expect(await screen.findByRole('button', { name: 'Details of Space Cats' })).toBeTruthy();
    expect(within(offers).queryByRole('button', { name: 'Accept “Space Cats”' })).toBeNull();
  });

  it('lets the receiver decline, and the giver take back an offer', async () => {
    const post = fakeServer({
      Incoming: [offer()],
      Outgoing: [offer({ TransferId: 't2', Title: 'Moon', To: 'demo-reader' })],
    });
    page();
    const offers = await screen.findByTestId('comic-offers');
    fireEvent.click(await within(offers).findByRole('button', { name: 'Decline “Space Cats”' }));
    expect(await screen.findByText('You declined “Space Cats”.')).toBeTruthy();
    expect(bodies(post, '/api/YourStuff/AnswerComicTransfer')).toEqual([
      { TransferId: 't1', Accept: 'false' },
    ]);
    expect(within(offers).getByText('You offered “Moon” to demo-reader.')).toBeTruthy();
    fireEvent.click(within(offers).getByRole('button', { name: 'Take back the offer of “Moon”' }));
    expect(await screen.findByText('You took back the offer of “Moon”.')).toBeTruthy();
    expect(bodies(post, '/api/YourStuff/CancelComicTransfer')).toEqual([{ TransferId: 't2' }]);
  });

  it('offers a comic from its details after a confirmation, and shows a refusal', async () => {
    asUser({ age: 30 });
    const post = fakeServer({ Incoming: [], Outgoing: [] });
    page();
    expect(screen.queryByTestId('comic-offers')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Details of Hero Day' }));
    const give = await screen.findByTestId('give-comic');
    const name = within(give).getByLabelText("Receiver's username");

    fireEvent.change(name, { target: { value: 'nobody' } });
    fireEvent.click(within(give).getByRole('button', { name: 'Give' }));
    fireEvent.click(within(give).getByRole('button', { name: 'Yes, offer it' }));
    expect((await within(give).findByRole('alert')).textContent).toContain('No such writer.');

    fireEvent.change(within(give).getByLabelText("Receiver's username"), {
      target: { value: ' demo-reader ' },
    });
    fireEvent.click(within(give).getByRole('button', { name: 'Give' }));
    expect(
      within(give).getByText(
        'Give “Hero Day” to demo-reader? When demo-reader accepts, the comic and all its pages move to their account and leave yours.',
      ),
    ).toBeTruthy();
    // Nothing is sent before the confirmation.
    expect(bodies(post, '/api/YourStuff/TransferComic')).toHaveLength(1);
    fireEvent.click(within(give).getByRole('button', { name: 'Yes, offer it' }));
    expect(
      await within(give).findByText('Offered to demo-reader. The comic moves when they accept.'),
    ).toBeTruthy();
    expect(bodies(post, '/api/YourStuff/TransferComic')[1]).toEqual({
      BookId: 'c1',
      ToUserName: 'demo-reader',
    });
    // The page's offers list shows the new outgoing offer.
    await waitFor(() =>
      expect(screen.getByText('You offered “Hero Day” to demo-reader.')).toBeTruthy(),
    );
  });

  it('says who can be given a comic, and why a writer under 18 cannot give one', async () => {
    asUser({ age: 30 });
    fakeServer({ Incoming: [], Outgoing: [] });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Details of Hero Day' }));
    const give = await screen.findByTestId('give-comic');
    expect(
      within(give).getByText(
        'Comics can be given only between two adults (18 or older), or within a family plan, or between a teacher and the students of their class. Before the offer is sent, the comic is checked like a story sent for publishing.',
      ),
    ).toBeTruthy();
  });

  it('shows a writer under 18 why there is no offer form', async () => {
    asUser({ age: 10 });
    const post = fakeServer({ Incoming: [], Outgoing: [] });
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Details of Hero Day' }));
    const give = await screen.findByTestId('give-comic');
    expect(within(give).getByTestId('give-comic-not-allowed').textContent).toBe(
      "You can't give comics to other writers from this account: comics can be given only between two adults, or within a family plan, or between a teacher and the students of their class. This keeps writers under 18 safe from people they don't know.",
    );
    expect(within(give).queryByLabelText("Receiver's username")).toBeNull();
    expect(bodies(post, '/api/YourStuff/TransferComic')).toEqual([]);
  });

  it.each([
    ['has not ended', '2099-01-01T00:00:00Z', true],
    ['has ended', '2020-01-01T00:00:00Z', false],
  ])(
    'gives a writer under 18 whose family plan %s the form only while it lasts',
    async (_when, expires, shown) => {
      asUser({
        age: 10,
        Plans: [{ IsManager: false, OpenId: 'p_family', Type: 0, ExpireTime: expires }],
      });
      fakeServer({ Incoming: [], Outgoing: [] });
      page();
      fireEvent.click(await screen.findByRole('button', { name: 'Details of Hero Day' }));
      const give = await screen.findByTestId('give-comic');
      expect(within(give).queryByLabelText("Receiver's username") !== null).toBe(shown);
      expect(within(give).queryByTestId('give-comic-not-allowed') === null).toBe(shown);
      const familyLead =
        'Someone in your family plan can take over this comic. It stays yours until they accept.';
      expect(within(give).queryByText(familyLead) !== null).toBe(shown);
    },
  );

  it('shows a neutral label for an offer without a screened title', async () => {
    fakeServer({ Incoming: [offer({ Title: '' })], Outgoing: [] });
    page();
    const offers = await screen.findByTestId('comic-offers');
    expect(
      within(offers).getByText('demo-artist wants to give you the comic “a comic”.'),
    ).toBeTruthy();
  });
});
