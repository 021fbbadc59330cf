// @vitest-environment happy-dom
import { ErrorCode, Message } from '@storyloom/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  dismissSessionExpired,
  isSilentPath,
  meansSessionExpired,
  onSessionExpired,
  REQUEST_TIMEOUT_MS,
  resetCsrfToken,
  sessionExpiry,
  toFormBody,
} from './client';
import { clearCookies, envelopeResponse, installFetch, ok, textResponse } from './test-fetch';

let server: ReturnType<typeof installFetch>;
let expiries: number;
let stopListening: () => void;

function setCookie(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: test setup.
  document.cookie = `${name}=${value}; path=/`;
}

beforeEach(() => {
  clearCookies();
  resetCsrfToken();
  dismissSessionExpired();
  server = installFetch();
  expiries = 0;
  stopListening = onSessionExpired(() => {
    expiries += 1;
  });
  setCookie('sl_csrf', 'cookie-token');
});

afterEach(() => {
  stopListening();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('expected the call to reject');
}

describe('requests (SPEC §7)', () => {
  it('calls the same origin with the path as given and same-origin credentials', async () => {
    server.answer(ok({ info: null }));
    await api.get('/api/User/GetUserInfo');
    expect(server.calls[0]?.url).toBe('/api/User/GetUserInfo');
    expect(server.calls[0]?.method).toBe('GET');
    expect(server.calls[0]?.credentials).toBe('same-origin');
  });

  it('form-encodes POST bodies by default', async () => {
    server.answer(ok(true));
    await api.post('/api/User/CheckUserNameExist', {
      UserName: 'mia bo',
      Age: 9,
      Tags: ['a', 'b'],
    });
    const call = server.calls[0];
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(call?.body).toBe('UserName=mia+bo&Age=9&Tags=a&Tags=b');
  });

  it('sends JSON when asked', async () => {
    server.answer(ok({ valid: true }));
    await api.post('/api/v1/user/invitation_code/check', { code: 'ABC' }, { json: true });
    expect(server.calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(server.calls[0]?.body).toBe('{"code":"ABC"}');
  });

  it('leaves out null and undefined form fields', () => {
    expect(toFormBody({ a: 1, b: null, c: undefined, d: false }).toString()).toBe('a=1&d=false');
  });

  it('times out after 50 seconds with code -1000 and the error message', async () => {
    vi.useFakeTimers();
    server.answer(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = rejection(api.get('/api/Best/GetBest'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(server.calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await pending;
    expect(REQUEST_TIMEOUT_MS).toBe(50_000);
    expect(err.code).toBe(-1000);
    expect(err.message).toBe('timeout of 50000ms exceeded');
    expect(err.status).toBe(0);
  });

  it('honours a shorter timeout given by the caller', async () => {
    vi.useFakeTimers();
    server.answer(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const pending = rejection(api.post('/api/Best/GetBest', undefined, { timeoutMs: 1000 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await pending).message).toBe('timeout of 1000ms exceeded');
  });
});

describe('CSRF', () => {
  it('sends the sl_csrf cookie as X-CSRF-Token on POST', async () => {
    server.answer(ok(null));
    await api.post('/api/User/ChangeTheme', { theme: 'ocean' });
    expect(server.calls[0]?.headers.get('X-CSRF-Token')).toBe('cookie-token');
  });

  it('prefers the __Host-sl_csrf cookie the server sets over HTTPS', async () => {
    // jsdom's page is http, where a __Host- cookie cannot be set: read the jar as a browser would.
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) {
      owner = Object.getPrototypeOf(owner);
    }
    const jar = vi
      .spyOn(owner as Document, 'cookie', 'get')
      .mockReturnValue('sl_csrf=cookie-token; __Host-sl_csrf=host-token');
    try {
      server.answer(ok(null));
      await api.post('/api/User/ChangeTheme', { theme: 'ocean' });
      expect(server.calls[0]?.headers.get('X-CSRF-Token')).toBe('host-token');
    } finally {
      jar.mockRestore();
    }
  });

  it.each(['put', 'patch', 'delete'] as const)('sends it on %s too', async (method) => {
    server.answer(ok(null));
    await api[method]('/api/Things/1');
    expect(server.calls[0]?.headers.get('X-CSRF-Token')).toBe('cookie-token');
  });

  it('does not send it on GET', async () => {
    server.answer(ok(null));
    await api.get('/api/User/GetUserInfo');
    expect(server.calls[0]?.headers.has('X-CSRF-Token')).toBe(false);
  });

  it('fetches the token first when the cookie is missing', async () => {
    clearCookies();
    server.route('/api/Security/CsrfToken', ok({ token: 'fetched-token' }));
    server.answer(ok('done'));
    await expect(api.post('/api/User/ChangeTheme', { theme: 'x' })).resolves.toBe('done');
    expect(server.calls.map((c) => c.url)).toEqual([
      '/api/Security/CsrfToken',
      '/api/User/ChangeTheme',
    ]);
    expect(server.calls[1]?.headers.get('X-CSRF-Token')).toBe('fetched-token');
  });

  it('shares one token request between concurrent calls', async () => {
    clearCookies();
    server.route('/api/Security/CsrfToken', ok({ token: 't' }));
    server.route('/api/A', ok(1));
    await Promise.all([api.post('/api/A'), api.post('/api/A'), api.post('/api/A')]);
    expect(server.callsTo('/api/Security/CsrfToken')).toHaveLength(1);
  });

  it('on code 100005 fetches a fresh token and retries once', async () => {
    server.route('/api/Security/CsrfToken', ok({ token: 'fresh-token' }));
    clearCookies();
    setCookie('sl_csrf', 'stale');
    server.answer(
      envelopeResponse({ code: ErrorCode.CSRF_REFUSED, message: 'refused' }, 403),
      ok('second time'),
    );
    await expect(api.post('/api/User/UpdateInfo', { a: 1 })).resolves.toBe('second time');
    const posts = server.callsTo('/api/User/UpdateInfo');
    expect(posts).toHaveLength(2);
    expect(server.callsTo('/api/Security/CsrfToken')).toHaveLength(1);
    expect(posts[0]?.headers.get('X-CSRF-Token')).toBe('stale');
    expect(posts[1]?.headers.get('X-CSRF-Token')).toBe('fresh-token');
    expect(posts[1]?.body).toBe('a=1');
  });

  it('retries only once: a second refusal rejects with code 100005', async () => {
    server.route('/api/Security/CsrfToken', ok({ token: 'fresh-token' }));
    server.answer(
      envelopeResponse({ code: ErrorCode.CSRF_REFUSED, message: 'refused' }, 403),
      envelopeResponse({ code: ErrorCode.CSRF_REFUSED, message: 'refused again' }, 403),
    );
    const err = await rejection(api.post('/api/User/UpdateInfo'));
    expect(err.code).toBe(100005);
    expect(err.message).toBe('refused again');
    expect(server.callsTo('/api/User/UpdateInfo')).toHaveLength(2);
  });

  it('adds Authorization: Bearer <token> for paths containing /h5/v2/', async () => {
    server.answer(ok(null), ok(null));
    await api.get('/api/h5/v2/books/list');
    expect(server.calls[0]?.headers.get('Authorization')).toBe('Bearer cookie-token');
    await api.get('/api/v2_1/YourStuff/GetMyPlanInfomation');
    expect(server.calls[1]?.headers.has('Authorization')).toBe(false);
  });
});

describe('envelope rules (SPEC §8)', () => {
  it('code 0 resolves with the result', async () => {
    server.answer(ok({ count: 3 }));
    await expect(api.post('/api/YourStuff/getWriteBookCount')).resolves.toEqual({ count: 3 });
  });

  it('a non-zero code rejects with code, msg, message and result', async () => {
    server.answer(
      envelopeResponse(
        {
          code: 100001,
          msg: 'Some of the information you sent is not valid.',
          message: 'no es válida',
          result: { fields: [] },
        },
        400,
      ),
    );
    const err = await rejection(api.post('/api/User/SignUp'));
    expect(err.code).toBe(100001);
    expect(err.msg).toBe('Some of the information you sent is not valid.');
    expect(err.message).toBe('no es válida');
    expect(err.status).toBe(400);
    expect(err.result).toEqual({ fields: [] });
  });

  it('paths containing /v2/ resolve with the result whatever the code', async () => {
    server.answer(
      envelopeResponse({ code: 100002, message: 'No permission', result: { partial: true } }, 403),
    );
    await expect(api.get('/api/h5/v2/books/list')).resolves.toEqual({ partial: true });
  });

  it('a string body is a server error: code -1000 "server error"', async () => {
    server.answer(textResponse('<html>oops</html>'));
    const err = await rejection(api.get('/api/Best/GetBest'));
    expect(err.code).toBe(-1000);
    expect(err.message).toBe('server error');
  });

  it('a JSON string body is a server error too', async () => {
    server.answer(textResponse('"just text"'));
    expect((await rejection(api.get('/api/Best/GetBest'))).message).toBe(Message.serverError);
  });

  it('translates "server error" by the sl_lang cookie', async () => {
    setCookie('sl_lang', 'es');
    server.answer(textResponse('oops'));
    expect((await rejection(api.get('/api/Best/GetBest'))).message).toBe('error del servidor');
  });

  it('code 404 with an empty message gets the SPEC text', async () => {
    server.answer(envelopeResponse({ code: 404, msg: '', message: '' }, 404));
    const err = await rejection(api.post('/api/Book/GetBook'));
    expect(err.code).toBe(404);
    expect(err.message).toBe(
      'This page does not exist, or you do not have permission to view it！',
    );
  });

  it('code 404 with a message keeps the message', async () => {
    server.answer(envelopeResponse({ code: 404, message: 'Book gone' }, 404));
    expect((await rejection(api.post('/api/Book/GetBook'))).message).toBe('Book gone');
  });

  it('HTTP failure without an envelope rejects with the status as code', async () => {
    server.answer(textResponse('Bad Gateway', 502));
    const err = await rejection(api.get('/api/Best/GetBest'));
    expect(err.code).toBe(502);
    expect(err.status).toBe(502);
    expect(err.message).toBe('server error');
    expect(err.msg).toContain('502');
  });

  it('HTTP 404 without an envelope gets the SPEC 404 text', async () => {
    server.answer(textResponse('Not Found', 404));
    const err = await rejection(api.get('/api/Nowhere'));
    expect(err.code).toBe(404);
    expect(err.message).toBe(Message.pageNotFound);
  });

  it('a /v2/ path still retries once on a CSRF refusal', async () => {
    server.route('/api/Security/CsrfToken', ok({ token: 'fresh' }));
    server.answer(envelopeResponse({ code: 100005, message: 'refused' }, 403), ok('through'));
    await expect(api.post('/api/h5/v2/books/save')).resolves.toBe('through');
    expect(server.callsTo('/api/h5/v2/books/save')[1]?.headers.get('Authorization')).toBe(
      'Bearer fresh',
    );
  });

  it('HTTP failure with an envelope uses its code and message', async () => {
    server.answer(envelopeResponse({ code: 100006, message: 'Too many attempts.' }, 429));
    const err = await rejection(api.post('/api/User/SignIn'));
    expect(err.code).toBe(100006);
    expect(err.message).toBe('Too many attempts.');
    expect(err.status).toBe(429);
  });

  it('a network failure rejects with -1000 and the error message', async () => {
    server.answer(new TypeError('Failed to fetch'));
    const err = await rejection(api.get('/api/Best/GetBest'));
    expect(err.code).toBe(-1000);
    expect(err.message).toBe('Failed to fetch');
    expect(err.status).toBe(0);
  });
});

describe('session expiry (SPEC §4, §8)', () => {
  it.each([
    ['code 100004', { code: 100004, message: 'Your login has expired, please login again' }],
    ['"not login in"', { code: 1, message: 'user not login in' }],
    ['"not login"', { code: 1, message: 'Not Login' }],
    ['"not sign"', { code: 1, msg: 'you are not signed in', message: 'no has iniciado sesión' }],
  ])('%s opens the dialog and the call still rejects', async (_name, envelope) => {
    server.answer(envelopeResponse(envelope, 401));
    await rejection(api.post('/api/YourStuff/WriteList'));
    expect(expiries).toBe(1);
    expect(sessionExpiry.isOpen()).toBe(true);
  });

  it('other failures do not open it (not logged in is not expired)', async () => {
    server.answer(
      envelopeResponse({ code: 100003, message: 'You must be logged in to access this' }, 401),
    );
    await rejection(api.post('/api/YourStuff/WriteList'));
    expect(expiries).toBe(0);
    expect(sessionExpiry.isOpen()).toBe(false);
  });

  it('shows only one dialog at a time', async () => {
    server.route(
      '/api/YourStuff/WriteList',
      envelopeResponse({ code: 100004, message: 'expired' }, 401),
    );
    const seen: boolean[] = [];
    const unsubscribe = sessionExpiry.subscribe(() => seen.push(sessionExpiry.isOpen()));
    await Promise.allSettled([
      api.post('/api/YourStuff/WriteList'),
      api.post('/api/YourStuff/WriteList'),
      api.post('/api/YourStuff/WriteList'),
    ]);
    await rejection(api.post('/api/YourStuff/WriteList'));
    expect(expiries).toBe(1);
    expect(seen).toEqual([true]);
    // once dismissed (OK logged out), a later expiry opens it again
    dismissSessionExpired();
    await rejection(api.post('/api/YourStuff/WriteList'));
    expect(expiries).toBe(2);
    unsubscribe();
  });

  it.each([
    '/api/Invitation/Check',
    '/api/UserData/UpdateReadingHistory',
    '/api/Writes/ArtworkCount',
  ])('the silent path %s never opens it', async (path) => {
    server.answer(envelopeResponse({ code: 100004, message: 'expired' }, 401));
    const err = await rejection(api.post(path));
    expect(err.code).toBe(100004);
    expect(expiries).toBe(0);
  });

  it('a call made with silent: true never opens it', async () => {
    server.answer(envelopeResponse({ code: 100004, message: 'expired' }, 401));
    await rejection(api.get('/api/User/GetUserInfo', { silent: true }));
    expect(expiries).toBe(0);
  });

  it('matches silent paths by path, ignoring the query and letter case', () => {
    expect(isSilentPath('/api/writes/artworkcount?x=1')).toBe(true);
    expect(isSilentPath('/api/Writes/ArtworkCountAll')).toBe(false);
  });

  it('meansSessionExpired reads both msg and message', () => {
    expect(meansSessionExpired({ code: 5, msg: 'not sign', message: '' })).toBe(true);
    expect(meansSessionExpired({ code: 5, msg: '', message: 'fine' })).toBe(false);
  });
});

describe('api.fire', () => {
  it('sends a GET and resolves', async () => {
    server.answer(ok(null));
    await expect(
      api.fire('/api/Statistics/CarouselShare?request_uri=%2Fpoetry'),
    ).resolves.toBeUndefined();
    expect(server.calls[0]?.method).toBe('GET');
    expect(server.calls[0]?.url).toBe('/api/Statistics/CarouselShare?request_uri=%2Fpoetry');
  });

  it('never rejects and never opens the dialog', async () => {
    server.answer(
      new TypeError('offline'),
      envelopeResponse({ code: 100004, message: 'expired' }, 401),
    );
    await expect(api.fire('/api/Statistics/PageView')).resolves.toBeUndefined();
    await expect(api.fire('/api/Statistics/PageView')).resolves.toBeUndefined();
    expect(expiries).toBe(0);
  });
});
