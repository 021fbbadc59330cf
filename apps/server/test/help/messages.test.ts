import { ErrorCode, helpMessagesPerHour } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { accountEnv, browser, lastMailTo, outbox, signedIn } from '../helpers/factories';

let t: TestApp;
let admin: TestClient;

interface MessageView {
  MessageId: string;
  Kind: string;
  Source: string;
  Name: string;
  Email: string;
  Username: string | null;
  Subject: string;
  Message: string;
  State: string;
  Reply: string | null;
}
interface MessageList {
  List: MessageView[];
  Total: number;
}

const support = 'help-desk@storyloom.test';

beforeAll(async () => {
  t = await createTestApp({ env: { ...accountEnv, SUPPORT_EMAIL: support } });
  admin = (await signedIn(t, { staffRole: 'admin', accountType: 0 })).client;
});
afterAll(() => t.close());

const contact = {
  Name: 'Ana Ruiz',
  Email: 'ana@example.com',
  Subject: 'Class code',
  Message: 'Our class code does not work on the tablets.',
};

describe('contact and feedback', () => {
  it('a visitor writes to support: stored, emailed to support, listed for the admin, answered by email', async () => {
    const visitor = browser(t);
    const sent = await visitor.post<{ MessageId: string; Received: boolean }>(
      '/api/Help/Contact',
      contact,
      { headers: { cookie: 'sl_lang=es' } },
    );
    expect(sent.body.code).toBe(0);
    expect(sent.body.result.Received).toBe(true);

    const mail = await lastMailTo(t, support);
    expect(mail.subject).toContain('Class code');
    expect(mail.text).toContain('Our class code does not work on the tablets.');
    expect(mail.text).toContain('ana@example.com');

    const list = await admin.post<MessageList>('/api/HelpAdmin/Messages', { Kind: 'contact' });
    const found = list.body.result.List.find((m) => m.MessageId === sent.body.result.MessageId);
    expect(found).toMatchObject({ ...contact, Message: contact.Message, State: 'new' });

    const reply = await admin.post<{ Message: MessageView }>('/api/HelpAdmin/Reply', {
      MessageId: sent.body.result.MessageId,
      Reply: 'Ask your teacher for the new code, it changed on Monday.',
    });
    expect(reply.body.code).toBe(0);
    expect(reply.body.result.Message.State).toBe('replied');
    const answer = await lastMailTo(t, 'ana@example.com');
    // In the sender's language, quoting the message.
    expect(answer.subject).toContain('Soporte de Storyloom');
    expect(answer.text).toContain('it changed on Monday');
    expect(answer.text).toContain('> Our class code does not work on the tablets.');
    const replied = await admin.post<MessageList>('/api/HelpAdmin/Messages', { State: 'replied' });
    expect(replied.body.result.List.map((m) => m.MessageId)).toContain(sent.body.result.MessageId);
  });

  it('feedback records where it came from and who sent it (for staff only)', async () => {
    const writer = await signedIn(t, { accountType: 0 });
    const sent = await writer.client.post<{ MessageId: string }>('/api/Help/Feedback', {
      Source: 'Picture Book Editor!',
      Message: 'I love the new page layouts.',
    });
    expect(sent.body.code).toBe(0);
    const list = await admin.post<MessageList>('/api/HelpAdmin/Messages', { Kind: 'feedback' });
    const found = list.body.result.List.find((m) => m.MessageId === sent.body.result.MessageId);
    expect(found).toMatchObject({
      Kind: 'feedback',
      Source: 'picture-book-editor',
      Email: '',
      Username: writer.user.username,
    });
    // Feedback without an address cannot be answered by email.
    const reply = await admin.post('/api/HelpAdmin/Reply', {
      MessageId: sent.body.result.MessageId,
      Reply: 'Thank you!',
    });
    expect(reply.body.code).toBe(ErrorCode.BAD_INPUT);
    const none = await browser(t).post<{ MessageId: string }>('/api/Help/Feedback', {
      Message: 'Works well on my phone.',
    });
    const all = await admin.post<MessageList>('/api/HelpAdmin/Messages', {});
    expect(
      all.body.result.List.find((m) => m.MessageId === none.body.result.MessageId)?.Source,
    ).toBe('general');
  });

  it.each([
    ['a bad email', { ...contact, Email: 'not-an-email' }],
    ['no name', { ...contact, Name: '  ' }],
    ['no subject', { ...contact, Subject: '' }],
    ['a message too short', { ...contact, Message: 'help' }],
    ['a message too long', { ...contact, Message: 'x'.repeat(4001) }],
  ])('refuses a contact message with %s', async (_label, fields) => {
    const res = await browser(t).post<{ fields: { path: string }[] }>('/api/Help/Contact', fields);
    expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
    expect(res.body.result.fields.length).toBeGreaterThan(0);
  });

  it('keeps no control or bidi character of a message, and a message of only those is empty', async () => {
    const writer = await signedIn(t, { accountType: 0 });
    const sent = await writer.client.post<{ MessageId: string }>('/api/Help/Feedback', {
      Name: 'Ana\u202E Ruiz',
      Message: 'Line one\u0000\u0007\r\nline two \u2066works\u2069.',
    });
    expect(sent.body.code).toBe(0);
    const list = await admin.post<MessageList>('/api/HelpAdmin/Messages', { Kind: 'feedback' });
    const found = list.body.result.List.find((m) => m.MessageId === sent.body.result.MessageId);
    expect(found).toMatchObject({ Name: 'Ana Ruiz', Message: 'Line one\nline two works.' });
    // The fuzz run once stored a message of NUL characters.
    const empty = await writer.client.post('/api/Help/Feedback', { Message: '\u0000'.repeat(40) });
    expect(empty.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('refuses feedback with a bad email or no message', async () => {
    const c = browser(t);
    expect((await c.post('/api/Help/Feedback', { Message: '', Email: '' })).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
    expect(
      (await c.post('/api/Help/Feedback', { Message: 'A fine message.', Email: 'x@' })).body.code,
    ).toBe(ErrorCode.BAD_INPUT);
  });

  it(`holds the limit of ${helpMessagesPerHour} messages an hour per address, others unaffected`, async () => {
    const before = (await outbox(t)).length;
    const sender = browser(t);
    for (let i = 0; i < helpMessagesPerHour; i++) {
      const ok = await sender.post('/api/Help/Contact', contact);
      expect(ok.body.code).toBe(0);
    }
    const over = await sender.post('/api/Help/Contact', contact);
    expect(over.body.code).toBe(ErrorCode.RATE_LIMITED);
    expect((await outbox(t)).length).toBe(before + helpMessagesPerHour);
    // Someone at another address still gets through.
    expect((await browser(t).post('/api/Help/Contact', contact)).body.code).toBe(0);
  });

  it('counts a signed-in sender by account, whatever address they write from', async () => {
    const { user, client } = await signedIn(t, { accountType: 0 });
    for (let i = 0; i < helpMessagesPerHour; i++) {
      const res = await client.post('/api/Help/Feedback', {
        Message: `Idea number ${i + 1} here.`,
      });
      expect(res.body.code).toBe(0);
    }
    const over = await client.post(
      '/api/Help/Feedback',
      { Message: 'One idea too many.' },
      { headers: { 'x-forwarded-for': '10.250.1.1' } },
    );
    expect(over.body.code, user.username).toBe(ErrorCode.RATE_LIMITED);
  });
});

describe('updates', () => {
  const update = {
    TitleZh: '新功能',
    TitleEn: 'Something new',
    TitleEs: 'Algo nuevo',
    BodyZh: '现在可以做更多事情。',
    BodyEn: 'You can do more now.',
    BodyEs: 'Ahora puedes hacer más.',
  };

  it('an admin posts updates; readers see them newest first in their language', async () => {
    const older = await admin.post<{ Update: { UpdateId: string } }>('/api/HelpAdmin/UpdateSave', {
      ...update,
      TitleEn: 'Older news',
      PublishedAt: '2026-01-05',
    });
    expect(older.body.code).toBe(0);
    const newer = await admin.post<{ Update: { UpdateId: string } }>('/api/HelpAdmin/UpdateSave', {
      ...update,
      PublishedAt: '2026-03-01',
    });
    const list = await t
      .client()
      .post<{ List: { UpdateId: string; Title: string }[] }>('/api/Help/Updates', {
        Language: 'en',
      });
    expect(list.body.result.List.map((u) => u.Title)).toEqual(['Something new', 'Older news']);
    const es = await t
      .client()
      .post<{ List: { Title: string; PublishedAt: string }[] }>('/api/Help/Updates', {
        Language: 'es',
      });
    expect(es.body.result.List[0]).toMatchObject({
      Title: 'Algo nuevo',
      PublishedAt: '2026-03-01T00:00:00.000Z',
    });
    const removed = await admin.post('/api/HelpAdmin/UpdateDelete', {
      UpdateId: newer.body.result.Update.UpdateId,
    });
    expect(removed.body.code).toBe(0);
    const after = await t.client().post<{ Total: number }>('/api/Help/Updates', {});
    expect(after.body.result.Total).toBe(1);
  });

  it('refuses an update with a bad date or a missing language', async () => {
    const { BodyZh: _, ...noChinese } = update;
    expect((await admin.post('/api/HelpAdmin/UpdateSave', noChinese)).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
    expect(
      (await admin.post('/api/HelpAdmin/UpdateSave', { ...update, PublishedAt: 'soon' })).body.code,
    ).toBe(ErrorCode.BAD_INPUT);
  });
});

describe('who may use the admin calls', () => {
  const faq = {
    Topic: 'writing',
    QuestionZh: '问',
    QuestionEn: 'Q',
    QuestionEs: 'P',
    AnswerZh: '答',
    AnswerEn: 'A',
    AnswerEs: 'R',
  };
  const news = {
    TitleZh: '标题',
    TitleEn: 'Title',
    TitleEs: 'Título',
    BodyZh: '内容',
    BodyEn: 'Body',
    BodyEs: 'Cuerpo',
  };
  // Valid bodies, so the refusal comes from the role, never from validation.
  const calls: [string, Record<string, unknown>][] = [
    ['/api/HelpAdmin/FaqList', {}],
    ['/api/HelpAdmin/FaqSave', faq],
    ['/api/HelpAdmin/FaqDelete', { FaqId: 'x' }],
    ['/api/HelpAdmin/UpdateList', {}],
    ['/api/HelpAdmin/UpdateSave', news],
    ['/api/HelpAdmin/UpdateDelete', { UpdateId: 'x' }],
    ['/api/HelpAdmin/Messages', {}],
    ['/api/HelpAdmin/Reply', { MessageId: 'x', Reply: 'x' }],
    ['/api/Admin/AuditLog', {}],
  ];

  it.each(calls)('%s: refused to moderators, writers and visitors', async (path, fields) => {
    const moderator = (await signedIn(t, { staffRole: 'moderator', accountType: 0 })).client;
    const writer = (await signedIn(t, { accountType: 0 })).client;
    expect((await moderator.post(path, fields)).body.code).toBe(ErrorCode.NO_PERMISSION);
    expect((await writer.post(path, fields)).body.code).toBe(ErrorCode.NO_PERMISSION);
    expect((await browser(t).post(path, fields)).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('an admin whose sign-in skipped the second factor is sent to set it up', async () => {
    const { client } = await signedIn(t, { staffRole: 'admin', accountType: 0, totp: undefined });
    const res = await client.post('/api/HelpAdmin/Messages', {});
    expect(res.body.code).toBe(ErrorCode.SECOND_FACTOR_REQUIRED);
  });
});
