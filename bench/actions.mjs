/**
 * What a simulated user does in `npm run test:load` (bench/load.mjs): a weighted mix of reads
 * and writes. Each action makes its calls through `user.visitor`, reports every answer with
 * `ctx.obs.observe(name, answer, rules)` and journals every write with
 * `ctx.journal.record(kind, identity, answer)`; after the run each journalled kind is checked
 * against the database (see `writeKinds`); `finalChecks` compare what users last saved with what
 * is stored. An action may say `when(user)` it applies (signed in, has an account...). Adding
 * an action is a few lines.
 *
 * Per-address rate limits (PageView 240/min, CarouselShare 60/min) hold because each user has
 * its own address and thinks between calls (LOAD_THINK_MS), as people do.
 */

const ok = (answer) => answer.status === 200 && answer.json?.code === 0;
const status = (code) => (answer) => answer.status === code;
const badInput = (answer) => answer.status === 400 && answer.json?.code === 100001;
const themes = ['standard', 'night', 'ocean', 'forest', 'sunset'];

/**
 * Referrals: the first quarter of the users invite three others each (so, once those three are
 * activated, each has 75 crowns: enough to redeem one review ticket, not two).
 */
export function referrerOf(id, users) {
  const roots = Math.ceil(users / 4);
  return id > roots ? ((id - roots - 1) % roots) + 1 : undefined;
}

/** The account a simulated user signs up with (unique per run; usernames are 3-20 of [A-Za-z0-9_]). */
export function accountFor(runId, id) {
  const username = `u${runId.slice(-6)}_${id}`;
  return {
    username,
    email: `${username}@example.com`,
    password: `amber kites drift over ${id} quiet hills`,
  };
}

/**
 * The tables the journalled writes land in: kind -> where its identity lives, and the prefix all
 * identities of a run share (so rows from other runs are ignored).
 * `refused: true` marks a kind every write of which must be refused.
 * @type {Record<string, {table: string, column: string, prefix: (runId: string) => string, refused?: boolean}>}
 */
export const writeKinds = {
  'page view': { table: 'page_views', column: 'path', prefix: (runId) => `/load/${runId}/` },
  'page view (bad input)': {
    table: 'page_views',
    column: 'path',
    prefix: (runId) => `bad-${runId}/`,
    refused: true,
  },
  'share visit': {
    table: 'share_visits',
    column: 'request_uri',
    prefix: (runId) => `/load/${runId}/`,
  },
  'sign-up': { table: 'users', column: 'username', prefix: (runId) => `u${runId.slice(-6)}_` },
};

/**
 * @typedef {{id: number, seq: number, visitor: import('./lib/session.mjs').Visitor,
 *   account?: {username: string, email: string, password: string}, signedIn?: boolean,
 *   signUpInDoubt?: boolean, theme?: string, themesInDoubt?: Set<string>, wrongPasswordTried?: boolean, code?: string,
 *   activated?: boolean, crowns?: number, redeemTried?: boolean, redeemed?: Set<string>}} User
 * @typedef {{runId: string, obs: import('./lib/observations.mjs').Observations,
 *   journal: import('./lib/journal.mjs').WriteJournal, outbox: import('./lib/outbox.mjs').Outbox,
 *   codes: Map<number, string>, users: number}} LoadContext
 * @typedef {{name: string, weight: number, when?: (user: User, ctx: LoadContext) => boolean, run: (user: User, ctx: LoadContext) => Promise<void>}} Action
 */

/** @type {Action[]} */
export const actions = [
  {
    name: 'home page (HTML)',
    weight: 2,
    async run(user, ctx) {
      const answer = await user.visitor.get('/', { accept: 'text/html' });
      ctx.obs.observe(this.name, answer, { expect: status(200) });
    },
  },
  {
    name: 'a SPEC page by URL (HTML)',
    weight: 1,
    async run(user, ctx) {
      const answer = await user.visitor.get('/about', { accept: 'text/html' });
      ctx.obs.observe(this.name, answer, { expect: (a) => a.status === 200 || a.status === 404 });
    },
  },
  {
    name: 'CSRF token',
    weight: 1,
    async run(user, ctx) {
      const answer = await user.visitor.get('/api/Security/CsrfToken');
      ctx.obs.observe(this.name, answer, { api: true, expect: ok });
    },
  },
  {
    name: 'readiness',
    weight: 0.5,
    async run(user, ctx) {
      const answer = await user.visitor.get('/readyz');
      ctx.obs.observe(this.name, answer, { expect: status(200) });
    },
  },
  {
    name: 'unknown API path',
    weight: 0.3,
    async run(user, ctx) {
      const answer = await user.visitor.get(`/api/Nothing/${user.seq}`);
      ctx.obs.observe(this.name, answer, { api: true, expect: status(404) });
    },
  },
  {
    name: 'page view write',
    weight: 3,
    async run(user, ctx) {
      const path = `${writeKinds['page view'].prefix(ctx.runId)}${user.id}/${user.seq}`;
      const answer = await user.visitor.post('/api/Statistics/PageView', {
        path,
        language: user.visitor.language,
      });
      ctx.journal.record('page view', path, answer);
      ctx.obs.observe(this.name, answer, { api: true, expect: ok });
    },
  },
  {
    name: 'page view write, bad input',
    weight: 0.3,
    async run(user, ctx) {
      // No leading slash: refused as bad input, and must not be stored.
      const path = `${writeKinds['page view (bad input)'].prefix(ctx.runId)}${user.id}/${user.seq}`;
      const answer = await user.visitor.post('/api/Statistics/PageView', { path }, { json: true });
      ctx.journal.record('page view (bad input)', path, answer);
      ctx.obs.observe(this.name, answer, { api: true, expect: badInput });
    },
  },
  {
    name: 'share visit write',
    weight: 0.7,
    async run(user, ctx) {
      const uri = `${writeKinds['share visit'].prefix(ctx.runId)}${user.id}/${user.seq}?fbclid=x`;
      const answer = await user.visitor.get(
        `/api/Statistics/CarouselShare?request_uri=${encodeURIComponent(uri)}`,
      );
      ctx.journal.record('share visit', uri, answer);
      ctx.obs.observe(this.name, answer, { api: true, expect: ok });
    },
  },
  // Accounts: each user signs up once (and is signed in at once), then reads its own info,
  // saves a theme, signs out and in again.
  {
    name: 'sign-up',
    weight: 1,
    // Waits a little for its referrer to have an invitation code.
    when: (user, ctx) => {
      const referrer = referrerOf(user.id, ctx.users);
      return !user.account && (!referrer || ctx.codes.has(referrer) || user.seq > 20);
    },
    async run(user, ctx) {
      const account = accountFor(ctx.runId, user.id);
      const referrer = referrerOf(user.id, ctx.users);
      const code = referrer ? ctx.codes.get(referrer) : undefined;
      const answer = await user.visitor.post('/api/User/SignUp', {
        UserName: account.username,
        Email: account.email,
        Password: account.password,
        ConfirmPassword: account.password,
        Birthday: '1990-05-05',
        AccountType: 4,
        ...(code ? { InvitationCode: code } : {}),
      });
      const retry = user.signUpInDoubt;
      ctx.journal.record('sign-up', account.username, answer);
      // After a sign-up that timed out, "username taken" means the first one went through.
      const taken = (a) => retry && a.json?.code === 100102;
      ctx.obs.observe(this.name, answer, { api: true, expect: (a) => ok(a) || taken(a) });
      if (ok(answer)) {
        user.account = account;
        user.signedIn = true;
      } else if (taken(answer)) {
        user.account = account;
      } else if (answer.transport === 'unknown') {
        user.signUpInDoubt = true;
      }
    },
  },
  {
    name: 'own user info (signed in)',
    weight: 2,
    when: (user) => Boolean(user.signedIn),
    async run(user, ctx) {
      const answer = await user.visitor.get('/api/User/GetUserInfo');
      // Never someone else's account, however many sessions run at once.
      ctx.obs.observe(this.name, answer, {
        api: true,
        expect: (a) => ok(a) && a.json.result?.info?.UserName === user.account?.username,
      });
      if (ok(answer)) user.crowns = answer.json.result?.info?.Crown;
    },
  },
  {
    name: 'save a theme (signed in)',
    weight: 1.5,
    when: (user) => Boolean(user.signedIn),
    async run(user, ctx) {
      const theme = themes[(user.seq + user.id) % themes.length];
      const answer = await user.visitor.post('/api/User/ChangeTheme', { Theme: theme });
      ctx.obs.observe(this.name, answer, { api: true, expect: ok });
      if (ok(answer)) user.theme = theme;
      else if (answer.transport === 'unknown') {
        // A save that timed out may still be applied, even after a later one.
        user.themesInDoubt ??= new Set();
        user.themesInDoubt.add(theme);
      }
    },
  },
  {
    name: 'sign out',
    weight: 0.4,
    when: (user) => Boolean(user.signedIn),
    async run(user, ctx) {
      const answer = await user.visitor.post('/api/User/Logout', {});
      ctx.obs.observe(this.name, answer, { api: true, expect: ok });
      if (ok(answer)) user.signedIn = false;
    },
  },
  {
    name: 'sign in',
    weight: 1,
    when: (user) => Boolean(user.account && !user.signedIn),
    async run(user, ctx) {
      const answer = await user.visitor.post('/api/User/SignIn', {
        UserName: user.seq % 2 ? user.account?.username : user.account?.email,
        Password: user.account?.password,
      });
      ctx.obs.observe(this.name, answer, {
        api: true,
        expect: (a) => ok(a) && a.json.result?.info?.UserName === user.account?.username,
      });
      if (ok(answer)) user.signedIn = true;
    },
  },
  {
    name: 'sign in, wrong password',
    weight: 0.3,
    when: (user) => Boolean(user.account && !user.signedIn && !user.wrongPasswordTried),
    async run(user, ctx) {
      user.wrongPasswordTried = true;
      const answer = await user.visitor.post('/api/User/SignIn', {
        UserName: user.account?.username,
        Password: `${user.account?.password}!`,
      });
      ctx.obs.observe(this.name, answer, { api: true, expect: (a) => a.json?.code === 100101 });
    },
  },
  {
    name: 'own invitation code',
    weight: 3,
    when: (user) => Boolean(user.signedIn && !user.code),
    async run(user, ctx) {
      const answer = await user.visitor.get('/api/v1/user/invitation_code');
      ctx.obs.observe(this.name, answer, { api: true, expect: ok });
      const code = answer.json?.result?.code;
      if (ok(answer) && code) {
        user.code = code;
        ctx.codes.set(user.id, code);
      }
    },
  },
  {
    name: 'activate from the emailed link',
    weight: 2,
    when: (user) => Boolean(user.account && !user.activated),
    async run(user, ctx) {
      const token = user.account && ctx.outbox.activationToken(user.account.email);
      if (!token) return; // the mail has not arrived yet
      const answer = await user.visitor.post('/api/User/ActiveEmail', { Token: token });
      ctx.obs.observe(this.name, answer, { api: true, expect: ok });
      if (ok(answer)) user.activated = true;
    },
  },
  {
    name: 'crowns and tickets history',
    weight: 1,
    when: (user) => Boolean(user.signedIn),
    async run(user, ctx) {
      const list = user.seq % 2 ? 'CrownsList' : 'TicketList';
      const answer = await user.visitor.post(`/api/YourStuff/${list}`, { Page: 1, PageSize: 20 });
      ctx.obs.observe(this.name, answer, { api: true, expect: ok });
    },
  },
  {
    // A double-spend attempt: three redeems at once, and a retry of the first (same RequestId).
    name: 'redeem tickets (4 at once)',
    weight: 1,
    when: (user) => Boolean(user.signedIn && (user.crowns ?? 0) >= 70 && !user.redeemTried),
    async run(user, ctx) {
      user.redeemTried = true;
      const ids = [1, 2, 3].map((n) => `${ctx.runId}-${user.id}-${n}`);
      const answers = await Promise.all(
        [...ids, ids[0]].map((RequestId) =>
          user.visitor.post('/api/YourStuff/RedeemTicket', { RequestId }),
        ),
      );
      user.redeemed ??= new Set();
      answers.forEach((answer, i) => {
        ctx.obs.observe(this.name, answer, {
          api: true,
          // Refused only for lack of crowns or the monthly limit.
          expect: (a) => ok(a) || a.json?.code === 100301 || a.json?.code === 100302,
        });
        if (ok(answer)) user.redeemed?.add([...ids, ids[0]][i]);
      });
    },
  },
];

/**
 * After the run: what each user last saved is what is stored.
 * @type {((db: import('./lib/inspect.mjs').DatabaseInspector, users: User[]) => Promise<{name: string, ok: boolean, detail: string}>)[]}
 */
export const finalChecks = [
  async (db, users) => {
    const saved = users.filter((u) => u.account && u.theme);
    const wrong = [];
    for (const user of saved) {
      const [row] = await db.all('select theme from users where username = ?', [
        user.account?.username,
      ]);
      const fine = row?.theme === user.theme || user.themesInDoubt?.has(row?.theme);
      if (!fine) wrong.push(`${user.account?.username}: ${row?.theme} != ${user.theme}`);
    }
    return {
      name: `each user's last acknowledged theme is the stored one, or one whose save timed out (${saved.length} users)`,
      ok: wrong.length === 0,
      detail: wrong.slice(0, 5).join('; '),
    };
  },
];

finalChecks.push(async (db, users) => {
  if (!(await db.hasTable('ledger_entries'))) {
    return { name: 'redeems (no ledger yet)', ok: true, detail: '' };
  }
  const wrong = [];
  let redeemed = 0;
  for (const user of users.filter((u) => u.redeemTried)) {
    const [row] = await db.all(
      `select count(*) as n from ledger_entries e join users u on u.id = e.user_id
       where u.username = ? and e.currency = 'crown' and e.idempotency_key like 'redeem:%'`,
      [user.account?.username],
    );
    const acknowledged = user.redeemed?.size ?? 0;
    redeemed += acknowledged;
    if (Number(row?.n) !== acknowledged)
      wrong.push(`${user.account?.username}: ${row?.n} booked, ${acknowledged} acknowledged`);
  }
  const tried = users.filter((u) => u.redeemTried).length;
  return {
    name: `every acknowledged redeem is booked exactly once, none other (${redeemed} by ${tried} users)`,
    ok: wrong.length === 0,
    detail: wrong.slice(0, 5).join('; '),
  };
});

/** Picks an action that applies to the user, by weight. */
export function pickAction(user, ctx, random = Math.random) {
  const open = actions.filter((a) => !a.when || a.when(user, ctx));
  const total = open.reduce((sum, a) => sum + a.weight, 0);
  let r = random() * total;
  for (const action of open) {
    r -= action.weight;
    if (r < 0) return action;
  }
  return open[open.length - 1];
}
