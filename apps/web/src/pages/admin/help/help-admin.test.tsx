import { ErrorCode } from '@storyloom/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { ensureScreenTexts, setupI18n } from '../../../i18n';
import { renderRoutes, stubPost } from '../../../test/screen';
import { AdminFaqPage } from './AdminFaqPage';
import { AdminMessagesPage } from './AdminMessagesPage';
import { AdminUpdatesPage } from './AdminUpdatesPage';
import type { AdminFaq, AdminUpdate, SupportMessage } from './api';

const faq: AdminFaq = {
  FaqId: 'f1',
  Topic: 'crowns',
  Position: 10,
  QuestionZh: '如何获得更多评审券？',
  QuestionEn: 'How do I get more review tickets?',
  QuestionEs: '¿Cómo consigo más boletos de reseña?',
  AnswerZh: '每周一发放。',
  AnswerEn: 'They arrive every Monday.',
  AnswerEs: 'Llegan cada lunes.',
  UpdatedAt: '2026-11-20T10:00:00.000Z',
};

const update: AdminUpdate = {
  UpdateId: 'u1',
  TitleZh: '新的阅读器',
  TitleEn: 'A new reader',
  TitleEs: 'Un lector nuevo',
  BodyZh: '翻页更顺畅。',
  BodyEn: 'Pages turn more smoothly.',
  BodyEs: 'Las páginas pasan con más suavidad.',
  PublishedAt: '2026-11-01T00:00:00.000Z',
};

const contact: SupportMessage = {
  MessageId: 'm1',
  Kind: 'contact',
  Source: '',
  Name: 'Ana',
  Email: 'ana@example.com',
  Username: null,
  Subject: 'My book is stuck',
  Message: 'It has been waiting for review for a week.',
  Language: 'en',
  State: 'new',
  Reply: null,
  RepliedAt: null,
  CreatedAt: '2026-11-25T09:00:00.000Z',
};

const secondFactor = () => {
  throw new ApiError({
    code: ErrorCode.SECOND_FACTOR_REQUIRED,
    message: 'Turn on two-step sign-in to use staff tools.',
  });
};

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

describe('/admin/faq', () => {
  const render = () => renderRoutes([{ path: '*', element: <AdminFaqPage /> }], '/admin/faq');

  it('lists the questions in the chosen language', async () => {
    stubPost(() => ({ List: [faq], Total: 1 }));
    render();
    const row = await screen.findByTestId('faq-row');
    expect(within(row).getByText('How do I get more review tickets?')).toBeTruthy();
    expect(within(row).getByText('Crowns, tickets and badges')).toBeTruthy();
    fireEvent.click(screen.getByText('Español'));
    expect(within(row).getByText('¿Cómo consigo más boletos de reseña?')).toBeTruthy();
  });

  it('creates a question only when every language is filled in', async () => {
    let saved: Record<string, unknown> | null = null;
    stubPost((path, body: Record<string, unknown>) => {
      if (path === '/api/HelpAdmin/FaqSave') {
        saved = body;
        return { Entry: { ...faq, FaqId: 'f2' } };
      }
      return { List: [], Total: 0 };
    });
    render();
    expect(await screen.findByTestId('admin-faq-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('faq-new'));
    const editor = await screen.findByTestId('faq-editor');
    fireEvent.change(within(editor).getByLabelText(/Question \(English\)/), {
      target: { value: 'Where is my book?' },
    });
    fireEvent.click(within(editor).getByTestId('faq-save'));
    expect((await within(editor).findAllByText('Please fill this in.')).length).toBe(5);
    expect(document.activeElement).toBe(within(editor).getByLabelText(/Question \(中文\)/));
    expect(saved).toBeNull();
    for (const [label, value] of [
      [/Question \(中文\)/, '我的书在哪里？'],
      [/Question \(Español\)/, '¿Dónde está mi libro?'],
      [/Answer \(中文\)/, '在“你的作品”里。'],
      [/Answer \(English\)/, 'In Your stuff.'],
      [/Answer \(Español\)/, 'En Tus cosas.'],
    ] as const) {
      fireEvent.change(within(editor).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(within(editor).getByTestId('faq-save'));
    await waitFor(() =>
      expect(saved).toMatchObject({
        Topic: 'accounts',
        Position: 100,
        QuestionEn: 'Where is my book?',
        AnswerEs: 'En Tus cosas.',
      }),
    );
    expect(saved).not.toHaveProperty('FaqId');
  });

  it('deletes only after asking, and cancelling sends nothing', async () => {
    let deleted: unknown = null;
    const call = stubPost((path, body) => {
      if (path === '/api/HelpAdmin/FaqDelete') {
        deleted = body;
        return { FaqId: 'f1', Deleted: true };
      }
      return { List: deleted ? [] : [faq], Total: deleted ? 0 : 1 };
    });
    render();
    const name = 'Delete “How do I get more review tickets?”';
    fireEvent.click(await screen.findByRole('button', { name }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this for good?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call.mock.calls.map((c) => c[0])).not.toContain('/api/HelpAdmin/FaqDelete');
    fireEvent.click(screen.getByRole('button', { name }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this for good?' });
    fireEvent.click(within(dialog).getByTestId('confirm-delete'));
    await waitFor(() => expect(deleted).toEqual({ FaqId: 'f1' }));
    expect(await screen.findByTestId('admin-faq-empty')).toBeTruthy();
  });

  it('sends staff without the second factor to set it up', async () => {
    stubPost(secondFactor);
    render();
    expect(await screen.findByText('Turn on two-step sign-in to use staff tools.')).toBeTruthy();
  });
});

describe('/admin/updates', () => {
  const render = () =>
    renderRoutes([{ path: '*', element: <AdminUpdatesPage /> }], '/admin/updates');

  it('edits an update with a preview as /updates draws it', async () => {
    let saved: Record<string, unknown> | null = null;
    stubPost((path, body: Record<string, unknown>) => {
      if (path === '/api/HelpAdmin/UpdateSave') {
        saved = body;
        return { Update: update };
      }
      return { List: [update], Total: 1, Page: 1, PageSize: 20 };
    });
    render();
    const row = await screen.findByTestId('admin-update-row');
    expect(within(row).getByText('A new reader')).toBeTruthy();
    expect(within(row).getByText('November 1, 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit “A new reader”' }));
    const editor = await screen.findByTestId('update-editor');
    fireEvent.change(within(editor).getByLabelText(/Title \(English\)/), {
      target: { value: 'A faster reader' },
    });
    const preview = within(editor).getByTestId('update-preview');
    expect(within(preview).getByText('A faster reader')).toBeTruthy();
    expect(within(preview).getByText('Pages turn more smoothly.')).toBeTruthy();
    fireEvent.click(within(editor).getByTestId('update-save'));
    await waitFor(() =>
      expect(saved).toMatchObject({
        UpdateId: 'u1',
        TitleEn: 'A faster reader',
        TitleZh: '新的阅读器',
        PublishedAt: '2026-11-01',
      }),
    );
  });

  it('deletes only after asking', async () => {
    let deleted: unknown = null;
    stubPost((path, body) => {
      if (path === '/api/HelpAdmin/UpdateDelete') {
        deleted = body;
        return { UpdateId: 'u1', Deleted: true };
      }
      return { List: [update], Total: 1, Page: 1, PageSize: 20 };
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “A new reader”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this for good?' });
    expect(deleted).toBeNull();
    fireEvent.click(within(dialog).getByTestId('confirm-delete'));
    await waitFor(() => expect(deleted).toEqual({ UpdateId: 'u1' }));
  });

  it('says when there is nothing yet, and shows a failure with a retry', async () => {
    stubPost(() => ({ List: [], Total: 0, Page: 1, PageSize: 20 }));
    render();
    expect(await screen.findByText('No updates yet')).toBeTruthy();
    vi.restoreAllMocks();
    stubPost(() => {
      throw new ApiError({ code: -1000, message: 'server error', status: 500 });
    });
    render();
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeTruthy();
  });
});

describe('/admin/messages', () => {
  const render = () =>
    renderRoutes([{ path: '*', element: <AdminMessagesPage /> }], '/admin/messages');

  it('opens a message, replies by email, and shows it replied', async () => {
    let replied: unknown = null;
    stubPost((path, body) => {
      if (path === '/api/HelpAdmin/Reply') {
        replied = body;
        return {
          Message: {
            ...contact,
            State: 'replied',
            Reply: 'It is published now.',
            RepliedAt: '2026-11-26T10:00:00.000Z',
          },
        };
      }
      return { List: [contact], Total: 1, Page: 1, PageSize: 20 };
    });
    render();
    const row = await screen.findByTestId('message-row');
    expect(within(row).getByText('My book is stuck')).toBeTruthy();
    expect(within(row).getByText('Waiting')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Open “My book is stuck”' }));
    const view = await screen.findByTestId('message-view');
    expect(within(view).getByText('It has been waiting for review for a week.')).toBeTruthy();
    fireEvent.click(within(view).getByTestId('reply-send'));
    expect(await within(view).findByText('Please fill this in.')).toBeTruthy();
    expect(replied).toBeNull();
    fireEvent.change(within(view).getByLabelText(/Your reply to ana@example.com/), {
      target: { value: 'It is published now.' },
    });
    fireEvent.click(within(view).getByTestId('reply-send'));
    await waitFor(() =>
      expect(replied).toEqual({ MessageId: 'm1', Reply: 'It is published now.' }),
    );
    const reply = await within(view).findByTestId('message-reply');
    expect(within(reply).getByText('It is published now.')).toBeTruthy();
    expect(within(view).getByTestId('message-state').textContent).toBe('Replied');
    expect(within(view).queryByTestId('reply-send')).toBeNull();
  });

  it('filters by state and says when nothing is there', async () => {
    const call = stubPost(() => ({ List: [], Total: 0, Page: 1, PageSize: 20 }));
    render();
    expect(await screen.findByText('No messages')).toBeTruthy();
    fireEvent.click(screen.getByText('Replied'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        '/api/HelpAdmin/Messages',
        { Page: 1, PageSize: 20, State: 'replied' },
        expect.anything(),
      ),
    );
  });

  it('cannot answer feedback without an address', async () => {
    stubPost(() => ({
      List: [{ ...contact, Kind: 'feedback', Source: 'reader', Subject: '', Email: '' }],
      Total: 1,
      Page: 1,
      PageSize: 20,
    }));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Open “Feedback about reader”' }));
    const view = await screen.findByTestId('message-view');
    expect(within(view).getByText(/left no email address/)).toBeTruthy();
    expect(within(view).queryByTestId('reply-send')).toBeNull();
  });
});
