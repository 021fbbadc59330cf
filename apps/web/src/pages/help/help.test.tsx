import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { FaqEntry } from '../../api/help';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { renderRoutes, stubPost } from '../../test/screen';
import { ChatbotPage } from './ChatbotPage';
import { ContactPage } from './ContactPage';
import { FaqPage } from './FaqPage';
import { FeedbackPage } from './FeedbackPage';
import { UpdatesPage } from './UpdatesPage';

const entry = (FaqId: string, Topic: string, Question: string, Answer: string): FaqEntry => ({
  FaqId,
  Topic,
  Question,
  Answer,
  Path: `/faq/${FaqId}`,
});
const tickets = entry(
  'q-tickets',
  'crowns',
  'How do I get more review tickets?',
  'Redeem 70 crowns for 1 ticket.',
);
const password = entry('q-pass', 'accounts', 'I forgot my password', 'Choose Forgot password.');
const faq = {
  Topics: [
    { Topic: 'accounts', Entries: [password] },
    { Topic: 'crowns', Entries: [tickets] },
  ],
  Total: 2,
};

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/faq/:id?', element: <FaqPage /> },
      { path: '/updates', element: <UpdatesPage /> },
      { path: '/feedback/:source?', element: <FeedbackPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/chatbot', element: <ChatbotPage /> },
    ],
    path,
  );
}

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('/faq', () => {
  it('shows the questions by topic, opens one by id, and the search narrows the list', async () => {
    stubPost(() => faq);
    renderAt('/faq/q-tickets');
    expect(await screen.findByRole('heading', { name: 'Crowns, tickets and badges' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Accounts and signing in' })).toBeTruthy();
    const open = screen.getByRole('button', { name: 'How do I get more review tickets?' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Redeem 70 crowns for 1 ticket.')).toBeTruthy();

    fireEvent.change(screen.getByTestId('faq-search'), { target: { value: 'PASSWORD' } });
    expect(screen.getAllByTestId('faq-item')).toHaveLength(1);
    fireEvent.change(screen.getByTestId('faq-search'), { target: { value: 'zebra' } });
    expect(screen.getByTestId('faq-no-results').textContent).toContain('zebra');
  });

  it('opening a question puts its id in the address', async () => {
    stubPost(() => faq);
    const router = renderAt('/faq');
    fireEvent.click(await screen.findByRole('button', { name: 'I forgot my password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq/q-pass'));
  });

  it('shows an error with a retry, and an empty state', async () => {
    let fail = true;
    stubPost(() => {
      if (fail) throw new ApiError({ code: -1000, msg: 'x', message: 'Network down', status: 0 });
      return { Topics: [], Total: 0 };
    });
    renderAt('/faq');
    const error = await screen.findByTestId('help-error');
    expect(error.textContent).toContain('This could not be loaded');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('faq-empty')).toBeTruthy();
  });
});

describe('/updates', () => {
  it('lists what changed, newest first as the server orders it', async () => {
    stubPost(() => ({
      List: [
        {
          UpdateId: 'u2',
          Title: 'Help center',
          Body: 'Ask us.',
          PublishedAt: '2026-11-24T00:00:00.000Z',
        },
        {
          UpdateId: 'u1',
          Title: 'Comics',
          Body: 'Panels.',
          PublishedAt: '2026-10-27T00:00:00.000Z',
        },
      ],
      Total: 2,
    }));
    renderAt('/updates');
    const items = await screen.findAllByTestId('update-item');
    expect(items.map((i) => i.querySelector('h2')?.textContent)).toEqual(['Help center', 'Comics']);
    expect(items[0]?.textContent).toContain('November 24, 2026');
  });
});

describe('/chatbot', () => {
  it('quotes and links the matching question, and offers the contact form when nothing matches', async () => {
    const call = stubPost((_path, body: { Question: string }) =>
      body.Question.includes('tickets')
        ? { Matched: true, Answers: [{ ...tickets, Score: 0.9 }], ContactPath: '/contact' }
        : { Matched: false, Answers: [], ContactPath: '/contact' },
    );
    renderAt('/chatbot');
    const input = screen.getByTestId('chatbot-input');
    fireEvent.change(input, { target: { value: 'how do I get more review tickets' } });
    fireEvent.click(screen.getByTestId('chatbot-send'));
    const answer = await screen.findByTestId('chatbot-answer');
    expect(answer.textContent).toContain('Redeem 70 crowns for 1 ticket.');
    expect(
      within(answer)
        .getByRole('link', { name: 'Open this question in the FAQ' })
        .getAttribute('href'),
    ).toBe('/faq/q-tickets');
    expect(call).toHaveBeenCalledWith('/api/Help/Ask', {
      Question: 'how do I get more review tickets',
      Language: 'en',
    });

    fireEvent.change(input, { target: { value: 'zebra quantum' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    const none = await screen.findByTestId('chatbot-no-answer');
    expect(within(none).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      '/contact',
    );
  });
});

describe('/contact and /feedback', () => {
  it('checks the contact form, sends it, and says so', async () => {
    const call = stubPost(() => ({ MessageId: 'm1', Received: true }));
    renderAt('/contact');
    fireEvent.click(screen.getByTestId('contact-send'));
    expect((await screen.findAllByText('Please fill this in.')).length).toBe(4);
    expect(call).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/Your email/), { target: { value: 'ana@' } });
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'Class code' } });
    fireEvent.change(screen.getByLabelText(/Your message/), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('contact-send'));
    expect(await screen.findByText('Incorrect email format!')).toBeTruthy();
    expect(screen.getByText('Please write at least 10 characters.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Your email/), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText(/Your message/), {
      target: { value: 'Our class code does not work.' },
    });
    fireEvent.click(screen.getByTestId('contact-send'));
    expect(await screen.findByTestId('help-sent')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('/api/Help/Contact', {
      Name: 'Ana',
      Email: 'ana@example.com',
      Subject: 'Class code',
      Message: 'Our class code does not work.',
    });
  });

  it('feedback records its source and shows a refusal from the server', async () => {
    const call = stubPost(() => {
      throw new ApiError({ code: 100006, msg: 'x', message: 'Too many attempts.', status: 429 });
    });
    renderAt('/feedback/picture-book-editor');
    expect(screen.getByTestId('feedback-source').textContent).toContain('picture-book-editor');
    fireEvent.change(screen.getByLabelText(/Your feedback/), {
      target: { value: 'I love the new layouts.' },
    });
    fireEvent.click(screen.getByTestId('feedback-send'));
    expect((await screen.findByTestId('help-problem')).textContent).toContain('Too many attempts.');
    expect(call).toHaveBeenCalledWith(
      '/api/Help/Feedback',
      expect.objectContaining({
        Source: 'picture-book-editor',
        Message: 'I love the new layouts.',
      }),
    );
  });
});
