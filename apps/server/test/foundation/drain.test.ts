import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainAndClose } from '../../src/drain';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * SIGTERM (issue 24, decision 041): readiness goes false while the server drains, a request in
 * flight is answered in full, and once closed the server takes no new connection.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close().catch(() => undefined);
  t = undefined;
});

/** A POST whose body is sent in two parts; resolves with the status and body. */
function slowPost(port: number, path: string, body: string) {
  let sendRest: () => void = () => undefined;
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    sendRest = () => req.end(body.slice(half));
  });
  return { answer, sendRest: () => sendRest() };
}

describe('draining', () => {
  it('answers 503 on /readyz while draining, finishes a request in flight, then stops', async () => {
    t = await createTestApp();
    const app = t.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    // A request whose body is still arriving when the drain begins.
    const inFlight = slowPost(port, '/api/User/SignIn', 'UserName=someone&Password=not-it');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const closing = drainAndClose(app, 300);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${base}/healthz`)).status, 'alive while draining').toBe(200);

    // The close has begun (after the drain delay) while the request's body is unfinished.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(fetch(`${base}/healthz`), 'no new connection once closing').rejects.toThrow();
    inFlight.sendRest();
    const answered = await inFlight.answer;
    expect(answered.status).not.toBe(503);
    expect(JSON.parse(answered.text)).toHaveProperty('code');
    await closing;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});
