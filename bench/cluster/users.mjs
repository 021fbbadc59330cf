import * as OTPAuth from 'otpauth';
import { pause } from '../lib/server.mjs';
import { addressFor } from '../lib/session.mjs';
import { ClusterBrowser } from './client.mjs';

/**
 * What the simulated users of the cluster run do (bench/cluster.mjs), every request through the
 * round-robin proxy, so each user's calls are spread over the servers:
 * sign up (a quarter of them inviting three others each), activate from the emailed link, upload
 * an avatar (to S3), start a picture book from the demo art, then act and think until the
 * deadline: read lists and books, autosave their book (the editor's version protocol), read
 * their own info, sign out and in again, redeem crowns for review tickets (four at once, one a
 * retry), and submit their book for review once they hold a ticket. A moderator (the demo
 * moderator, with its second factor) approves what is submitted.
 *
 * Everything acknowledged is remembered on the user for the checks against the database.
 */

const ok = (a) => a.transport === 'answered' && a.status === 200 && a.json?.code === 0;

export { ok };

const words =
  'the fox ran home under a quiet moon and the river sang softly to the sleepy hills while lanterns glowed'.split(
    ' ',
  );
const pageText = (n) =>
  Array.from({ length: 30 + (n % 40) }, (_, i) => words[(n + i) % words.length]).join(' ');
const pageDoc = (text, artworkId) => ({
  art: artworkId ? { artworkId, layout: 'full' } : null,
  text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
  background: '#fff8e7',
});

/** Referrals: users after the first quarter are invited by one of it, three each. */
export function referrerOf(id, users) {
  const roots = Math.ceil(users / 4);
  return id > roots && id <= roots * 4 ? ((id - roots - 1) % roots) + 1 : undefined;
}

export function accountFor(runId, id) {
  const username = `c${runId.slice(-6)}_${id}`;
  return {
    username,
    email: `${username}@cluster.storyloom.test`,
    password: `amber kites drift over ${id} quiet hills`,
  };
}

/**
 * @typedef {object} RunContext
 * @property {string} url the proxy
 * @property {string} runId
 * @property {number} users
 * @property {Map<number, string>} codes invitation codes by user id
 * @property {import('./client.mjs').Outboxes} outboxes
 * @property {import('../lib/observations.mjs').Observations} obs
 * @property {import('../lib/journal.mjs').WriteJournal} journal
 * @property {object[]} lost requests lost with a killed server (and retried)
 * @property {string} artistSlug demo art to start books from
 * @property {Buffer} avatar a PNG
 * @property {Set<string>} readable public ids of published books
 * @property {number} timeoutMs
 * @property {[number, number]} think
 */

/**
 * Journals a write; a retried one (its first attempt lost with a killed server) that was not
 * acknowledged may still have been applied by the first attempt: in doubt, at most once.
 */
function record(ctx, kind, identity, answer) {
  const inDoubt = answer.lost && !ok(answer);
  ctx.journal.record(kind, identity, inDoubt ? { ...answer, transport: 'unknown' } : answer);
}

/** Tells apart what a user expects from what it does not (counted as unexpected). */
function observe(ctx, name, answer, expect) {
  ctx.obs.observe(name, answer, { api: true, expect: expect ?? ok });
}

/** One simulated user from arrival to the deadline. */
export async function simulate(id, ctx, deadline, rampMs) {
  await pause(Math.random() * rampMs);
  const user = {
    id,
    seq: 0,
    account: accountFor(ctx.runId, id),
    browser: new ClusterBrowser(ctx.url, {
      address: addressFor(1000 + id),
      timeoutMs: ctx.timeoutMs,
      language: ['en', 'zh', 'es'][id % 3],
      lost: ctx.lost,
    }),
    signedUp: false,
    signedIn: false,
    activated: false,
    crowns: 0,
    tickets: 0,
    /** @type {{bookId: string, version: number, parts: string[], art: string[], saves: number, resynced: number} | undefined} */
    book: undefined,
    submitted: false,
    avatarUploaded: false,
  };
  while (Date.now() < deadline) {
    user.seq += 1;
    try {
      await step(user, ctx);
    } catch (err) {
      ctx.obs.examples.push(`user ${id}: ${err instanceof Error ? err.message : err}`);
    }
    await pause(ctx.think[0] + Math.random() * (ctx.think[1] - ctx.think[0]));
  }
  return user;
}

async function step(user, ctx) {
  const b = user.browser;
  if (!user.signedUp) {
    const referrer = referrerOf(user.id, ctx.users);
    if (referrer && !ctx.codes.has(referrer) && user.seq < 40) return readSomething(user, ctx);
    const code = referrer ? ctx.codes.get(referrer) : undefined;
    const a = user.account;
    const answer = await b.post('/api/User/SignUp', {
      UserName: a.username,
      Email: a.email,
      Password: a.password,
      ConfirmPassword: a.password,
      Birthday: '1990-05-05',
      AccountType: 4,
      ...(code ? { InvitationCode: code } : {}),
    });
    // A retried sign-up whose first attempt went through: "username taken" (100102).
    const taken = (answer.lost || user.signUpInDoubt) && answer.json?.code === 100102;
    record(ctx, 'sign-up', a.username, answer);
    observe(ctx, 'sign-up', answer, (x) => ok(x) || taken);
    if (ok(answer)) {
      user.signedUp = true;
      user.signedIn = true;
    } else if (taken) {
      user.signedUp = true;
    } else if (answer.transport === 'unknown') {
      // Timed out after it was sent: it may have gone through ("taken" next time).
      user.signUpInDoubt = true;
    }
    return;
  }
  if (!user.signedIn) return signIn(user, ctx);
  if (!ctx.codes.has(user.id) && user.id <= Math.ceil(ctx.users / 4)) {
    const answer = await b.get('/api/v1/user/invitation_code');
    observe(ctx, 'own invitation code', answer);
    if (ok(answer) && answer.json.result?.code) ctx.codes.set(user.id, answer.json.result.code);
    return;
  }
  if (!user.activated) {
    const token = ctx.outboxes.activationToken(user.account.email);
    if (!token) return readSomething(user, ctx);
    const answer = await b.post('/api/User/ActiveEmail', { Token: token });
    // A retried activation whose first attempt went through finds the token used.
    observe(ctx, 'activate from the emailed link', answer, (x) => ok(x) || Boolean(x.lost));
    if (ok(answer) || answer.lost) user.activated = true;
    return;
  }
  if (!user.avatarUploaded) {
    const answer = await b.upload('/api/User/UpdateAvatar', ctx.avatar, { filename: 'me.png' });
    observe(ctx, 'avatar upload (S3)', answer);
    record(ctx, 'avatar', `avatar:${user.account.username}`, answer);
    user.avatarUploaded = true;
    if (ok(answer)) user.avatar = answer.json.result?.info?.LargeAvatar;
    return;
  }
  if (!user.book) return startBook(user, ctx);

  const r = Math.random() * 10;
  if (r < 2.5) return readSomething(user, ctx);
  if (r < 6) return autosave(user, ctx);
  if (r < 7.5) return userInfo(user, ctx);
  if (r < 8) return signOut(user, ctx);
  if (user.crowns >= 70 && !user.redeemTried) return redeem(user, ctx);
  if (user.tickets >= 1 && !user.submitted && user.book.saves >= 2) return submit(user, ctx);
  return readSomething(user, ctx);
}

async function signIn(user, ctx) {
  const answer = await user.browser.post('/api/User/SignIn', {
    UserName: user.seq % 2 ? user.account.username : user.account.email,
    Password: user.account.password,
  });
  observe(ctx, 'sign in', answer);
  if (ok(answer)) user.signedIn = true;
}

async function signOut(user, ctx) {
  const answer = await user.browser.post('/api/User/Logout', {});
  observe(ctx, 'sign out', answer, (x) => ok(x) || Boolean(x.lost));
  if (ok(answer) || answer.lost) user.signedIn = false;
}

async function userInfo(user, ctx) {
  const answer = await user.browser.get('/api/User/GetUserInfo');
  observe(
    ctx,
    'own user info',
    answer,
    (x) => ok(x) && x.json.result?.info?.UserName === user.account.username,
  );
  if (ok(answer)) {
    user.crowns = answer.json.result.info.Crown ?? 0;
    user.tickets = answer.json.result.info.Ticket ?? 0;
  }
}

const sorts = ['recent', 'active', 'popular'];
async function readSomething(user, ctx) {
  const b = user.browser;
  if (ctx.readable.size && Math.random() < 0.5) {
    const list = [...ctx.readable];
    const StoryBookId = list[Math.floor(Math.random() * list.length)];
    const answer = await b.post('/api/Read/Book', { StoryBookId }, { json: true });
    // A book made private meanwhile answers not found, a paid-only one (demo) asks for a plan
    // (100601): what a visitor without a plan gets, not a fault.
    observe(
      ctx,
      'read a book',
      answer,
      (x) => ok(x) || x.json?.code === 404 || x.json?.code === 100601,
    );
    return;
  }
  const answer = await b.post(
    '/api/Read/List',
    { Type: 'picturebook', Sort: sorts[user.seq % sorts.length], Limit: 20 },
    { json: true },
  );
  observe(ctx, 'read a list', answer);
  if (ok(answer)) for (const e of answer.json.result.List ?? []) ctx.readable.add(e.StoryBookId);
}

async function startBook(user, ctx) {
  const b = user.browser;
  const set = await b.post('/api/Artwork/StartWithArt', {
    BookType: 'picturebook',
    Source: 'artist',
    Value: ctx.artistSlug,
  });
  observe(ctx, 'start with art', set, (x) => ok(x));
  if (!ok(set)) return;
  const made = await b.post('/api/Books/Create', {
    BookType: 'picturebook',
    ArtSetId: set.json.result.ArtSetId,
  });
  // Create is one draft per art set: a retried create answers the same draft.
  observe(ctx, 'create a book', made);
  if (!ok(made)) return;
  const book = made.json.result.Book;
  user.book = {
    bookId: book.BookId,
    version: book.Version,
    parts: book.Parts.map((p) => p.PartId),
    art: book.ArtworkIds ?? [],
    saves: 0,
    resynced: 0,
    /** @type {Map<string, string>} PartId -> the text of its last acknowledged save */
    texts: new Map(),
  };
}

async function resync(user, ctx) {
  const got = await user.browser.post('/api/Books/Get', { BookId: user.book?.bookId });
  observe(ctx, 'reload the book', got);
  if (ok(got) && user.book) {
    user.book.version = got.json.result.Book.Version;
    user.book.parts = got.json.result.Book.Parts.map((p) => p.PartId);
    // What the server has is now what the editor shows: the next saves start from it.
    for (const p of got.json.result.Book.Parts) {
      const text = JSON.stringify(p.Content ?? '').match(/save \d+\.\d+/)?.[0];
      if (text) user.book.texts.set(p.PartId, `@${text}`);
    }
    user.book.resynced += 1;
  }
}

async function autosave(user, ctx) {
  const book = user.book;
  if (!book || user.submitted) return readSomething(user, ctx);
  book.saves += 1;
  const n = book.saves;
  const art = book.art[n % Math.max(1, book.art.length)] ?? null;
  // Each text is unique to this save (the user, the save), so the page's stored text says
  // which save it is.
  const text = `${pageText(n)} save ${user.id}.${n}`;
  const adding = n % 6 === 0 && book.parts.length < 8;
  const partId = adding ? undefined : book.parts[n % book.parts.length];
  const changes = adding
    ? [{ Op: 'add', Content: pageDoc(text, art) }]
    : [{ Op: 'put', PartId: partId, Content: pageDoc(text, art) }];
  const answer = await user.browser.post(
    '/api/Books/Save',
    { BookId: book.bookId, Version: book.version, Changes: changes },
    { json: true },
  );
  // After a save lost with a killed server, the retry finds the version moved (CONFLICT,
  // 100403) when the first attempt was applied: the editor reloads the book.
  const conflictAfterLoss = answer.lost && answer.json?.code !== 0;
  observe(ctx, 'autosave', answer, (x) => ok(x) || conflictAfterLoss);
  if (ok(answer)) {
    book.version = answer.json.result.Version;
    const parts = answer.json.result.Parts.map((p) => p.PartId);
    const part = adding ? parts.find((p) => !book.parts.includes(p)) : partId;
    if (part) book.texts.set(part, text);
    book.parts = parts;
    ctx.counters.savesAcknowledged += 1;
  } else if (answer.lost || answer.transport === 'unknown') {
    // Lost with a killed server, or timed out: it may have been applied. The editor reloads.
    await resync(user, ctx);
  }
}

async function redeem(user, ctx) {
  user.redeemTried = true;
  const ids = [1, 2, 3].map((n) => `${ctx.runId}-${user.id}-${n}`);
  const all = [...ids, ids[0]];
  const answers = await Promise.all(
    all.map((RequestId) => user.browser.post('/api/YourStuff/RedeemTicket', { RequestId })),
  );
  user.redeemed = new Set();
  user.redeemInDoubt = new Set();
  answers.forEach((answer, i) => {
    observe(
      ctx,
      'redeem tickets (4 at once)',
      answer,
      (x) => ok(x) || x.json?.code === 100301 || x.json?.code === 100302,
    );
    if (ok(answer)) user.redeemed.add(all[i]);
    // Timed out (or lost and not acknowledged on retry): may be booked, at most once.
    else if (answer.transport === 'unknown' || answer.lost) user.redeemInDoubt.add(all[i]);
  });
}

async function submit(user, ctx) {
  const book = user.book;
  if (!book) return;
  const answer = await user.browser.post(
    '/api/Publish/Submit',
    {
      BookId: book.bookId,
      Language: 'en',
      Summary: 'A fox and a lantern under a quiet moon.',
      Tags: 'fox lantern moon',
      Categories: ['animals', 'adventure'],
      AgeLevel: '6+',
    },
    { json: true },
  );
  // A retried submit whose first attempt went through finds the book under review.
  observe(ctx, 'submit for review', answer, (x) => ok(x) || Boolean(x.lost));
  record(ctx, 'submission', `submission:${book.bookId}`, answer);
  if (ok(answer) || answer.lost) user.submitted = true;
}

/** The current code of the demo staff's authenticator. */
export function totpNow(secret) {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  }).generate();
}

/** The demo moderator: approves every submission in the queue, about once a second. */
export async function moderate(ctx, { password, totpSecret }, until) {
  const b = new ClusterBrowser(ctx.url, {
    address: addressFor(900),
    timeoutMs: ctx.timeoutMs,
    lost: ctx.lost,
  });
  const mod = { approved: new Map(), inDoubt: new Set(), browser: b };
  const signIn = await b.post('/api/User/SignIn', {
    UserName: 'demo-moderator',
    Password: password,
    TotpCode: totpNow(totpSecret),
  });
  observe(ctx, 'moderator sign-in (two steps)', signIn);
  if (!ok(signIn))
    throw new Error(`moderator sign-in: ${signIn.status} ${signIn.text.slice(0, 200)}`);
  while (!until()) {
    const queue = await b.post('/api/Moderation/Queue', { PageSize: 50 }, { json: true });
    observe(ctx, 'moderation queue', queue);
    for (const item of ok(queue) ? queue.json.result.List : []) {
      if (item.Kind !== 'submission' || mod.approved.has(item.BookId)) continue;
      const answer = await b.post('/api/Moderation/Approve', { EntryId: item.EntryId });
      observe(ctx, 'approve a submission', answer, (x) => ok(x) || Boolean(x.lost));
      record(ctx, 'approval', `approval:${item.BookId}`, answer);
      if (ok(answer)) mod.approved.set(item.BookId, item.EntryId);
      else if (answer.lost) mod.inDoubt.add(item.BookId);
    }
    await pause(1000);
  }
  return mod;
}
