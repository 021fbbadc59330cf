import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { call, Visitor } from '../lib/session.mjs';

/**
 * A simulated browser of the cluster run: a Visitor (cookie jar, CSRF token, own address) talking
 * to the proxy, which sends each of its requests to the next server. When the proxy answers that
 * the server died with the request in flight (502 `x-cluster-proxy: upstream-lost`), the browser
 * counts it and sends the request once more, as the web app's retry would; `answer.lost` then
 * says the first attempt may or may not have been acted on.
 */
export class ClusterBrowser extends Visitor {
  /**
   * @param {string} url the proxy
   * @param {{address: string, timeoutMs?: number, language?: string, lost: object[]}} options
   */
  constructor(url, options) {
    super(url, options);
    this.lostLog = options.lost;
  }

  async retried(what, send) {
    const first = await send();
    if (!isLost(first)) return first;
    const entry = {
      what,
      upstream: first.headers['x-cluster-upstream'],
      atKill: first.headers['x-cluster-at-kill'] === '1',
      retry: 0,
    };
    this.lostLog.push(entry);
    const again = await send();
    entry.retry = again.status;
    return Object.assign(again, { lost: true });
  }

  get(path, headers = {}) {
    return this.retried(`GET ${path}`, () => super.get(path, headers));
  }

  post(path, fields, options = {}) {
    return this.retried(`POST ${path}`, () => super.post(path, fields, options));
  }

  /** A multipart upload of one file (field `file`), as the web forms send it. */
  async upload(path, file, { filename = 'picture.png', type = 'image/png', fields = {} } = {}) {
    const token = await this.csrf();
    const boundary = `----clusterupload${Math.random().toString(36).slice(2)}`;
    const parts = Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
    const body = Buffer.concat([
      ...parts,
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return this.retried(`POST ${path}`, async () => {
      const answer = await call(this.baseUrl + path, {
        method: 'POST',
        headers: this.headers({
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(token ? { 'x-csrf-token': token } : {}),
        }),
        body,
        timeoutMs: this.timeoutMs,
      });
      if (answer.transport === 'answered') this.remember(answer);
      return answer;
    });
  }
}

export const isLost = (answer) =>
  answer.status === 502 && answer.headers['x-cluster-proxy'] === 'upstream-lost';

/**
 * The mail every server wrote to its own DATA_DIR/outbox (a local outbox is split between
 * servers: that is why several servers need SMTP in production). Read across all of them.
 */
export class Outboxes {
  /** @param {string[]} dataDirs */
  constructor(dataDirs) {
    this.dirs = dataDirs.map((d) => join(d, 'outbox'));
    /** @type {Map<string, {to: string, text: string, dir: number, messageId: string}>} */
    this.mails = new Map();
  }

  scan() {
    this.dirs.forEach((dir, i) => {
      let files = [];
      try {
        files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
      } catch {
        return;
      }
      for (const file of files) {
        const key = `${i}/${file}`;
        if (this.mails.has(key)) continue;
        // A file written moments ago may still be being written: read it next time.
        try {
          if (Date.now() - statSync(join(dir, file)).mtimeMs < 300) continue;
        } catch {
          continue;
        }
        const raw = readFileSync(join(dir, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
        const to = /^To:\s*(.+)$/im.exec(raw)?.[1] ?? '';
        const address = (/<([^>]+)>/.exec(to)?.[1] ?? to.trim()).toLowerCase();
        // A resend after a crash carries its first send's Message-ID (one mail in a mail program).
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? key;
        this.mails.set(key, { to: address, text: raw, dir: i, messageId });
      }
    });
  }

  /** The newest activation token mailed to `address`. */
  activationToken(address) {
    this.scan();
    let token;
    for (const mail of this.mails.values()) {
      if (mail.to !== address.toLowerCase()) continue;
      token = /\/email-active\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? token;
    }
    return token;
  }

  /** Mails to `address` other than activation links. */
  othersTo(address) {
    this.scan();
    return [...this.mails.values()].filter(
      (m) => m.to === address.toLowerCase() && !m.text.includes('/email-active?token='),
    );
  }
}
