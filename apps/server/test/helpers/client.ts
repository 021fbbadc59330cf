import type { Envelope } from '@storyloom/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

type Fields = Record<string, string | number | boolean | null | undefined>;

/**
 * A browser-like client for HTTP tests: keeps cookies between calls and sends the CSRF token the
 * way the web app does. Bodies are form-encoded by default (most SPEC §7 calls), JSON on request.
 */
export class TestClient {
  /** `cookies`: a jar shared with other clients (one browser talking to several servers). */
  constructor(
    private readonly app: FastifyInstance,
    private readonly cookies = new Map<string, string>(),
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(response: LightMyRequestResponse): void {
    for (const c of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now() - 1000) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  /** The CSRF cookie (`__Host-sl_csrf` when the app is served over HTTPS). */
  private csrfCookie(): string | undefined {
    return this.cookies.get('__Host-sl_csrf') ?? this.cookies.get('sl_csrf');
  }

  /** Makes sure there is a CSRF cookie, as the first page load would. */
  async ensureCsrf(): Promise<string> {
    if (!this.csrfCookie())
      this.remember(await this.app.inject({ method: 'GET', url: '/healthz' }));
    return this.csrfCookie() as string;
  }

  /** A GET whose answer is a file: its status, headers and bytes (no envelope). */
  async download(
    url: string,
  ): Promise<{ status: number; headers: LightMyRequestResponse['headers']; data: Buffer }> {
    const response = await this.app.inject({
      method: 'GET',
      url,
      headers: { cookie: this.cookieHeader() },
    });
    return { status: response.statusCode, headers: response.headers, data: response.rawPayload };
  }

  async get<T = unknown>(
    url: string,
    headers: Record<string, string> = {},
  ): Promise<CallResult<T>> {
    const response = await this.app.inject({
      method: 'GET',
      url,
      headers: { cookie: this.cookieHeader(), ...headers },
    });
    this.remember(response);
    return this.wrap<T>(response);
  }

  /** POST with a form-encoded body (default) or JSON (`json: true`). */
  async post<T = unknown>(
    url: string,
    body: Fields | unknown = {},
    options: { json?: boolean; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<CallResult<T>> {
    return this.send<T>(url, body, options, false);
  }

  private async send<T>(
    url: string,
    body: Fields | unknown,
    options: { json?: boolean; headers?: Record<string, string>; csrf?: boolean },
    retried: boolean,
  ): Promise<CallResult<T>> {
    const token = options.csrf === false ? undefined : await this.ensureCsrf();
    const headers: Record<string, string> = {
      cookie: this.cookieHeader(),
      ...(token ? { 'x-csrf-token': token } : {}),
      ...options.headers,
    };
    let payload: string;
    if (options.json) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries((body ?? {}) as Fields)) {
        if (v !== undefined && v !== null) form.append(k, String(v));
      }
      payload = form.toString();
    }
    const response = await this.app.inject({ method: 'POST', url, headers, payload });
    this.remember(response);
    const result = this.wrap<T>(response);
    // As the web app does: a refused token (the session changed under it, e.g. a test that
    // planted a session cookie) is replaced by the one the server just set, and retried once.
    const chosen = Object.keys(options.headers ?? {}).some((h) =>
      ['x-csrf-token', 'origin', 'sec-fetch-site', 'authorization'].includes(h.toLowerCase()),
    );
    const own = token && !chosen && !retried;
    if (own && result.body.code === 100005 && this.csrfCookie() !== token) {
      return this.send<T>(url, body, options, true);
    }
    return result;
  }

  private wrap<T>(response: LightMyRequestResponse): CallResult<T> {
    let body: Envelope<T>;
    try {
      body = response.json() as Envelope<T>;
    } catch {
      body = { code: Number.NaN, msg: response.body, message: response.body, result: null as T };
    }
    return { status: response.statusCode, body, headers: response.headers, raw: response };
  }
}
