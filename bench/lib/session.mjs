import http from 'node:http';

/**
 * A browser-like client for the load and fault runners, on node:http so that every failure can
 * be told apart: an HTTP answer, a refused connection (nothing was sent), or a reset / timeout
 * after the request left (the server may or may not have acted on it).
 */

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

/**
 * @typedef {object} Answer
 * @property {'answered' | 'refused' | 'unknown'} transport  answered: an HTTP response came back;
 *   refused: the connection was refused, so the request never reached the server; unknown: the
 *   connection broke or timed out after the request was sent.
 * @property {number} status   HTTP status (0 without an answer)
 * @property {Record<string, string | string[] | undefined>} headers
 * @property {string} text
 * @property {Buffer} [bytes] the body as received (a compressed answer is not text)
 * @property {any} json        the parsed body, or undefined
 * @property {string} [error]  the transport error code
 * @property {number} ms       time taken
 */

/**
 * One HTTP call with a deadline.
 * @param {string} url
 * @param {{method?: string, headers?: Record<string, string>, body?: string, timeoutMs?: number}} [options]
 * @returns {Promise<Answer>}
 */
export function call(url, options = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    let sent = false;
    /** @param {Answer} answer */
    const done = (answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const fail = (code) =>
      done({
        transport: sent || code === 'TIMEOUT' ? 'unknown' : 'refused',
        status: 0,
        headers: {},
        text: '',
        json: undefined,
        error: code,
        ms: performance.now() - started,
      });
    const body = options.body;
    const req = http.request(url, {
      method: options.method ?? 'GET',
      agent,
      headers: {
        ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        ...options.headers,
      },
    });
    const timer = setTimeout(() => {
      fail('TIMEOUT');
      req.destroy(new Error('timeout'));
    }, options.timeoutMs ?? 10_000);
    req.on('socket', (socket) => {
      // A reused keep-alive socket is already connected: the request is on its way.
      if (!socket.connecting) sent = true;
      else socket.once('connect', () => (sent = true));
    });
    req.on('error', (err) => {
      const code = /** @type {NodeJS.ErrnoException} */ (err).code ?? err.message;
      // A refused connection never carried the request, whatever the socket state says.
      if (code === 'ECONNREFUSED') sent = false;
      fail(code);
    });
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', (err) =>
        fail(/** @type {NodeJS.ErrnoException} */ (err).code ?? 'ERESPONSE'),
      );
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString('utf8');
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        done({
          transport: 'answered',
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          bytes,
          json,
          ms: performance.now() - started,
        });
      });
    });
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Whether a body is the SPEC §8 envelope `{code, msg, message, result}`. */
export function isEnvelope(json) {
  return (
    json !== null &&
    typeof json === 'object' &&
    !Array.isArray(json) &&
    typeof json.code === 'number' &&
    typeof json.msg === 'string' &&
    typeof json.message === 'string' &&
    'result' in json
  );
}

/**
 * One simulated visitor: a cookie jar, the CSRF token the web app would send, and (behind
 * TRUST_PROXY) its own client address, so per-address rate limits apply per visitor.
 */
export class Visitor {
  /**
   * @param {string} baseUrl
   * @param {{address?: string, timeoutMs?: number, language?: string}} [options]
   */
  constructor(baseUrl, options = {}) {
    this.baseUrl = baseUrl;
    this.address = options.address;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.language = options.language ?? 'en';
    /** @type {Map<string, string>} */
    this.cookies = new Map();
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** @param {Answer} answer */
  remember(answer) {
    const set = answer.headers['set-cookie'];
    for (const line of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired =
        value === '' ||
        attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /expires=thu, 01 jan 1970/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  headers(extra = {}) {
    return {
      'accept-language': this.language,
      ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
      ...(this.address ? { 'x-forwarded-for': this.address } : {}),
      ...extra,
    };
  }

  /** @returns {Promise<Answer>} */
  async get(path, headers = {}) {
    const answer = await call(this.baseUrl + path, {
      headers: this.headers(headers),
      timeoutMs: this.timeoutMs,
    });
    if (answer.transport === 'answered') this.remember(answer);
    return answer;
  }

  /** Makes sure the visitor holds a CSRF token (GET /api/Security/CsrfToken). */
  async csrf() {
    const token = this.cookies.get('sl_csrf');
    if (token) return token;
    const answer = await this.get('/api/Security/CsrfToken');
    return answer.json?.result?.token ?? this.cookies.get('sl_csrf');
  }

  /**
   * A state-changing call the way the web app makes it: form-encoded (or JSON) with the CSRF
   * cookie and header.
   * @param {string} path
   * @param {Record<string, string | number | boolean> | unknown} fields
   * @param {{json?: boolean, headers?: Record<string, string>}} [options]
   * @returns {Promise<Answer>}
   */
  async post(path, fields, options = {}) {
    const token = await this.csrf();
    const body = options.json
      ? JSON.stringify(fields)
      : new URLSearchParams(
          Object.entries(/** @type {Record<string, unknown>} */ (fields)).map(([k, v]) => [
            k,
            String(v),
          ]),
        ).toString();
    const answer = await call(this.baseUrl + path, {
      method: 'POST',
      headers: this.headers({
        'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
        ...(token ? { 'x-csrf-token': token } : {}),
        ...options.headers,
      }),
      body,
      timeoutMs: this.timeoutMs,
    });
    if (answer.transport === 'answered') this.remember(answer);
    return answer;
  }
}

/** A distinct private client address for visitor number `n` (10.x.y.z). */
export function addressFor(n) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
