import { sample } from '../lib/journal.mjs';
import { ledgerChecks } from '../lib/ledgers.mjs';
import { pause } from '../lib/server.mjs';
import { call } from '../lib/session.mjs';

/**
 * The cluster run's checks against the database (PostgreSQL, read from outside the servers)
 * once the load has stopped: each acknowledged write present exactly once, the ledgers, jobs run
 * once. Each function adds its checks to `checks`.
 */

/** Sign-ups: every acknowledged one stored once, nothing stored that was refused. */
export async function checkSignUps(checks, db, journal, prefix) {
  const counts = journal.tally('sign-up');
  const found = await db.countsByPrefix('users', 'username', prefix);
  const r = journal.reconcile('sign-up', found);
  checks.check(
    `sign-ups: every acknowledged one stored exactly once (${counts.ok} acknowledged, ${counts.unknown} in doubt)`,
    counts.ok > 0 &&
      r.lost.length +
        r.duplicated.length +
        r.refusedPresent.length +
        r.unknownTwice.length +
        r.stray.length ===
        0,
    `lost ${sample(r.lost)}; twice ${sample(r.duplicated)}; refused but stored ${sample(r.refusedPresent)}; stray ${sample(r.stray)}`,
  );
}

/**
 * Autosaves: each page holds the text of its last acknowledged save and the pages are in the
 * acknowledged order; a book never submitted is at exactly the acknowledged version (submitting
 * and approving move the version too).
 */
export async function checkAutosaves(checks, db, users, saves) {
  const books = users.filter((u) => u.book);
  const wrong = [];
  let pages = 0;
  for (const user of books) {
    const book = user.book;
    const [row] = await db.all('select id, version from books where open_id = ?', [book.bookId]);
    if (!row) {
      wrong.push(`${book.bookId}: missing`);
      continue;
    }
    const parts = await db.all(
      'select part_key, content from book_parts where book_id = ? order by position',
      [row.id],
    );
    const order = parts.map((p) => p.part_key).join(',');
    if (order !== book.parts.join(','))
      wrong.push(`${book.bookId}: pages ${order} != ${book.parts}`);
    if (!user.submitted && Number(row.version) !== book.version) {
      wrong.push(`${book.bookId}: stored v${row.version}, acknowledged v${book.version}`);
    }
    for (const p of parts) {
      const want = book.texts.get(p.part_key);
      if (!want) continue;
      pages += 1;
      const stored = String(p.content).match(/save \d+\.\d+/)?.[0];
      const expected = want.startsWith('@') ? want.slice(1) : want.match(/save \d+\.\d+/)?.[0];
      if (stored !== expected)
        wrong.push(`${book.bookId} page ${p.part_key}: ${stored} != ${expected}`);
    }
  }
  checks.check(
    `autosaves: every page holds its last acknowledged save, pages in order, versions exact (${books.length} books, ${pages} pages, ${saves} saves acknowledged)`,
    books.length > 0 && saves > 0 && wrong.length === 0,
    wrong.slice(0, 5).join('; ') || 'no book or no save',
  );
}

/** Submissions: one review entry and one ticket spent per submitted book; none for refused ones. */
export async function checkSubmissions(checks, db, journal) {
  const wrong = [];
  let acknowledged = 0;
  for (const [identity, e] of journal.entries) {
    if (e.kind !== 'submission') continue;
    const bookId = identity.slice('submission:'.length);
    const [row] = await db.all(
      `select (select count(*) from moderation_entries m where m.book_id = b.id and m.kind = 'submission') as entries,
              (select count(*) from ledger_entries l where l.idempotency_key like ? and l.currency = 'ticket') as spent
       from books b where b.open_id = ?`,
      [`publish:${bookId}:%`, bookId],
    );
    const entries = Number(row?.entries ?? 0);
    const spent = Number(row?.spent ?? 0);
    if (e.outcome === 'ok') acknowledged += 1;
    const fine =
      e.outcome === 'ok'
        ? entries === 1 && spent === 1
        : e.outcome === 'refused'
          ? entries === 0 && spent === 0
          : entries <= 1 && spent === entries;
    if (!fine) wrong.push(`${bookId} (${e.outcome}): ${entries} entries, ${spent} tickets spent`);
  }
  checks.check(
    `publishing: each acknowledged submission has one review entry and spent one ticket (${acknowledged})`,
    acknowledged > 0 && wrong.length === 0,
    wrong.slice(0, 5).join('; ') || 'nothing was submitted',
  );
}

/** Approvals: each acknowledged one published the book once, with one decision and one notice. */
export async function checkApprovals(checks, db, journal) {
  const wrong = [];
  let acknowledged = 0;
  for (const [identity, e] of journal.entries) {
    if (e.kind !== 'approval') continue;
    const bookId = identity.slice('approval:'.length);
    const [row] = await db.all(
      `select b.state,
              (select count(*) from moderation_decisions d where d.book_id = b.id and d.decision = 'approve') as decisions,
              (select count(*) from notifications n where n.user_id = b.owner_id and n.kind = 'book_approved') as notices,
              (select count(*) from moderation_decisions d join books o on o.id = d.book_id
                where o.owner_id = b.owner_id and d.decision = 'approve') as owner_approvals,
              (select count(*) from ledger_entries l where l.user_id = b.owner_id and l.ref = b.open_id and l.reason = 'book_approved') as awards
       from books b where b.open_id = ?`,
      [bookId],
    );
    if (e.outcome === 'ok') acknowledged += 1;
    const once =
      row?.state === 'published' &&
      Number(row.decisions) === 1 &&
      Number(row.notices) === Number(row.owner_approvals) &&
      Number(row.awards) <= 1;
    const fine = e.outcome === 'refused' ? Number(row?.decisions ?? 0) === 0 : once;
    if (!fine) wrong.push(`${bookId} (${e.outcome}): ${JSON.stringify(row)}`);
  }
  checks.check(
    `approvals: each acknowledged one published its book with one decision, one notification per approval, crowns at most once (${acknowledged})`,
    acknowledged > 0 && wrong.length === 0,
    wrong.slice(0, 5).join('; ') || 'nothing was approved',
  );
}

/** Uploads: each acknowledged avatar is in the user's row and served by every server (S3). */
export async function checkAvatars(checks, db, journal, users, serverUrls) {
  const uploaded = users.filter((u) => u.avatar);
  const wrong = [];
  for (const user of uploaded) {
    const [row] = await db.all('select avatar from users where username = ?', [
      user.account.username,
    ]);
    const file = user.avatar.split('/').pop();
    if (!row || !String(row.avatar).includes(file.replace(/-\d+\.webp$/, '').split('.')[0])) {
      wrong.push(`${user.account.username}: row ${row?.avatar}`);
      continue;
    }
    for (const [i, url] of serverUrls.entries()) {
      const got = await call(url + user.avatar, { timeoutMs: 10_000 });
      if (got.status !== 200)
        wrong.push(`${user.account.username}: server ${i} answered ${got.status}`);
    }
  }
  const counts = journal.tally('avatar');
  checks.check(
    `uploads: each acknowledged avatar is stored in S3 and served by every server (${uploaded.length} of ${counts.ok} acknowledged)`,
    uploaded.length > 0 && uploaded.length === counts.ok && wrong.length === 0,
    wrong.slice(0, 5).join('; ') || 'no upload',
  );
}

/** Redeems: every acknowledged one booked exactly once, no other. */
export async function checkRedeems(checks, db, users) {
  const wrong = [];
  let redeemed = 0;
  const tried = users.filter((u) => u.redeemTried);
  for (const user of tried) {
    const [row] = await db.all(
      `select count(*) as n from ledger_entries e join users u on u.id = e.user_id
       where u.username = ? and e.currency = 'crown' and e.idempotency_key like 'redeem:%'`,
      [user.account.username],
    );
    const acknowledged = user.redeemed?.size ?? 0;
    const inDoubt = [...(user.redeemInDoubt ?? [])].filter((id) => !user.redeemed?.has(id)).length;
    redeemed += acknowledged;
    const n = Number(row?.n);
    if (n < acknowledged || n > acknowledged + inDoubt)
      wrong.push(
        `${user.account.username}: ${n} booked, ${acknowledged} acknowledged, ${inDoubt} in doubt`,
      );
  }
  checks.check(
    `redemptions: every acknowledged redeem booked exactly once, none other (${redeemed} by ${tried.length} users, 4 attempts each)`,
    tried.length > 0 && wrong.length === 0,
    wrong.slice(0, 5).join('; ') || 'nobody redeemed',
  );
}

export async function checkLedgers(checks, db) {
  const results = await ledgerChecks(db);
  const bad = results.filter((r) => !r.ok);
  const [row] = await db.all('select count(*) as n from ledger_entries');
  checks.check(
    `ledgers: balances equal their entries, none below zero, keys unique, caps, redeems 70:1 (${results.length} rules, ${row?.n} entries)`,
    results.length > 0 && bad.length === 0,
    bad.map((r) => `${r.name}: ${r.detail}`).join('\n'),
  );
}

/**
 * Jobs: no pg-boss job with the same key completed twice, and each notification emailed once
 * (the email job writes it to the outbox of whichever server ran it: all are read).
 */
export async function checkJobs(checks, db, users, outboxes) {
  // Let the queue finish the emails still waiting: under load the email jobs lag behind (their
  // wait is printed). Mails are counted only once none is pending or being sent, and a second
  // later, so a file written just now is not missed.
  const waitStarted = Date.now();
  let waiting = 0;
  for (;;) {
    const [row] = await db.all(
      "select count(*) as n from notifications where email_state in ('pending', 'sending')",
    );
    waiting = Number(row?.n);
    if (waiting === 0 || Date.now() - waitStarted > 120_000) break;
    await pause(500);
  }
  await pause(1000);
  const [lag] = await db.all(
    `select count(*) as n,
            coalesce(max(extract(epoch from (started_on - created_on))), 0) as max_wait
     from pgboss.job where name = 'notification-email' and started_on is not null`,
  );
  console.log(
    `  (notification emails: ${lag?.n} jobs started, the longest waited ${Number(lag?.max_wait).toFixed(1)} s in the queue; the runner waited ${((Date.now() - waitStarted) / 1000).toFixed(1)} s for the last)`,
  );
  const twice = await db.all(
    `select name, singleton_key, count(*) as n from pgboss.job
     where state = 'completed' and singleton_key is not null
     group by name, singleton_key having count(*) > 1`,
  );
  const [done] = await db.all("select count(*) as n from pgboss.job where state = 'completed'");
  const wrong = [];
  let emails = 0;
  let resent = 0;
  for (const user of users.filter((u) => u.signedUp)) {
    const [row] = await db.all(
      `select count(*) as n from notifications n join users u on u.id = n.user_id
       where u.username = ? and n.email_state = 'sent'`,
      [user.account.username],
    );
    // A server killed between sending a mail and recording it leaves the notice sending; its job
    // runs again elsewhere and sends it again under the same Message-ID: one mail to its reader.
    const sent = outboxes.othersTo(user.account.email);
    const mails = new Set(sent.map((m) => m.messageId)).size;
    resent += sent.length - mails;
    emails += mails;
    if (mails !== Number(row?.n)) {
      const notices = await db.all(
        `select n.kind, n.email_state, n.created_at from notifications n join users u on u.id = n.user_id
         where u.username = ?`,
        [user.account.username],
      );
      const anywhere = [...outboxes.mails.values()].filter((m) =>
        m.text.toLowerCase().includes(user.account.email.toLowerCase()),
      );
      wrong.push(
        `${user.account.username}: ${row?.n} notices emailed, ${mails} emails; notices ${JSON.stringify(notices)}; mails naming the address: ${anywhere.map((m) => `${m.dir}:${m.to}`).join(' ')}`,
      );
    }
  }
  checks.check(
    `jobs: none ran twice (${done?.n} completed, no key twice; ${emails} notification emails, one per notice; ${resent} sent again after the kill under the same Message-ID)`,
    twice.length === 0 && wrong.length === 0 && waiting === 0,
    `${waiting} still pending after 120 s; ${JSON.stringify(twice.slice(0, 3))} ${wrong.slice(0, 5).join('; ')}`,
  );
}
