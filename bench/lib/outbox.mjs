import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Quoted-printable decoding (soft line breaks and =XX), enough to read links back. */
function decodeQuotedPrintable(text) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The server's embedded mail outbox (DATA_DIR/outbox/*.eml), read as a user reads their mail:
 * the activation token sent to an address. Files are read once and indexed.
 */
export class Outbox {
  /** @param {string} dataDir */
  constructor(dataDir) {
    this.dir = join(dataDir, 'outbox');
    /** @type {Set<string>} */
    this.seen = new Set();
    /** @type {Map<string, string>} address -> newest activation token */
    this.activation = new Map();
  }

  scan() {
    let files = [];
    try {
      files = readdirSync(this.dir)
        .filter((f) => f.endsWith('.eml'))
        .sort();
    } catch {
      return;
    }
    for (const file of files) {
      if (this.seen.has(file)) continue;
      this.seen.add(file);
      const raw = decodeQuotedPrintable(readFileSync(join(this.dir, file), 'utf8'));
      const to = /^To:\s*(.+)$/im.exec(raw)?.[1] ?? '';
      const address = /<([^>]+)>/.exec(to)?.[1] ?? to.trim();
      const token = /\/email-active\?token=([A-Za-z0-9_-]+)/.exec(raw)?.[1];
      if (token) this.activation.set(address.toLowerCase(), token);
    }
  }

  /** The activation token mailed to `address`, if it has arrived. */
  activationToken(address) {
    let token = this.activation.get(address.toLowerCase());
    if (!token) {
      this.scan();
      token = this.activation.get(address.toLowerCase());
    }
    return token;
  }
}
