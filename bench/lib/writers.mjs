import { pause } from './server.mjs';
import { addressFor, Visitor } from './session.mjs';

/**
 * A steady write load for the fault runners: `count` writers, each posting page views with a
 * unique path (its identity in the database) and journalling every call, until `stop()`. Each
 * write comes from its own client address (the server runs with TRUST_PROXY), so per-address
 * rate limits never refuse them. A refused connection (server down) is retried after a pause.
 * `obs` (optional) sees every answer with `rules` (see observations.mjs).
 */
export function startWriters({
  url,
  count,
  prefix,
  journal,
  obs,
  rules = { api: true },
  timeoutMs = 5000,
  addressBase = 0,
}) {
  let running = true;
  let n = addressBase;
  const loops = Array.from({ length: count }, async (_, w) => {
    const visitor = new Visitor(url, { timeoutMs });
    let seq = 0;
    while (running) {
      seq += 1;
      const path = `${prefix}${w}/${seq}`;
      const answer = await visitor.post(
        '/api/Statistics/PageView',
        { path, language: 'en' },
        { headers: { 'x-forwarded-for': addressFor(++n) } },
      );
      // Without a CSRF token (the server was down when it was asked for) the call is refused.
      journal.record('page view', path, answer);
      obs?.observe('page view write', answer, rules);
      if (answer.transport !== 'answered') {
        visitor.cookies.clear();
        await pause(25);
      } else if (answer.status >= 500) {
        await pause(25);
      }
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * Sign-ups as a multi-row write (account, activation token, in one transaction): `count`
 * writers, each signing up new accounts `${prefix}${w}x${seq}` until `stop()`, journalled as
 * kind 'sign-up' by username.
 */
export function startSignUps({
  url,
  count,
  prefix,
  journal,
  timeoutMs = 10_000,
  addressBase = 500_000,
}) {
  let running = true;
  let n = addressBase;
  const loops = Array.from({ length: count }, async (_, w) => {
    const visitor = new Visitor(url, { timeoutMs });
    let seq = 0;
    while (running) {
      seq += 1;
      const username = `${prefix}${w}x${seq}`;
      const password = `amber kites drift over ${seq} quiet hills`;
      const answer = await visitor.post(
        '/api/User/SignUp',
        {
          UserName: username,
          Email: `${username}@example.com`,
          Password: password,
          ConfirmPassword: password,
          Birthday: '1990-05-05',
          AccountType: 4,
        },
        { headers: { 'x-forwarded-for': addressFor(++n) } },
      );
      journal.record('sign-up', username, answer);
      // Each sign-up signs the browser in; start the next one as a visitor again.
      visitor.cookies.delete('sl_session');
      if (answer.transport !== 'answered') {
        visitor.cookies.clear();
        await pause(25);
      }
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
