/**
 * Test helpers: a scripted `fetch` that records each call and answers from a queue or a handler.
 * Used by the API client and session store tests only.
 */
import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: string | FormData | null;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
}

export type Answer = Response | Error | ((call: RecordedCall) => Response | Promise<Response>);

export function envelopeResponse(
  envelope: { code: number; msg?: string; message?: string; result?: unknown },
  status = 200,
): Response {
  const body = { msg: '', message: '', result: null, ...envelope };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const ok = (result: unknown): Response => envelopeResponse({ code: 0, result });

export function textResponse(text: string, status = 200): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/html' } });
}

/** Installs a fake fetch. `route(path)` answers by path; unrouted calls take the next queued answer. */
export function installFetch() {
  const calls: RecordedCall[] = [];
  const queue: Answer[] = [];
  const routes = new Map<string, Answer>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = init.body;
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body:
        typeof body === 'string' || body instanceof FormData
          ? body
          : body == null
            ? null
            : String(body),
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    const pathname = url.split('?')[0] ?? url;
    const answer = routes.get(pathname) ?? queue.shift();
    if (!answer) throw new Error(`unexpected fetch ${call.method} ${url}`);
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(call);
    return answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** Queues answers for the next unrouted calls, in order. */
    answer(...answers: Answer[]) {
      queue.push(...answers);
    },
    /** Answers every call to `path` (without query) with `answer`. */
    route(path: string, answer: Answer) {
      routes.set(path, answer);
    },
    callsTo(path: string) {
      return calls.filter((c) => (c.url.split('?')[0] ?? c.url) === path);
    },
  };
}

/** Removes every cookie the document holds. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test cleanup.
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}
