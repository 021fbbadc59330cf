/**
 * Reading a MIME message back: To, Subject, Date and its text and HTML parts, decoded. Enough
 * for the messages this application writes (nodemailer's output), not a general parser.
 */

/** An email read back from an `.eml` file (the outbox viewer, the tests) or an SMTP session. */
export interface ReadMail {
  file: string;
  raw: string;
  to: string;
  subject: string;
  /** The Date header as written. */
  date: string;
  text: string;
  html: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i] as string;
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string): string {
  const e = encoding.toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_w, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return { headers, body };
}

/** Reads a MIME message: To, Subject, and its text and HTML parts, decoded. */
export function parseMail(raw: string, file = ''): ReadMail {
  const { headers, body } = splitHeaders(raw);
  const result: ReadMail = {
    file,
    raw,
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    date: headers.get('date') ?? '',
    text: '',
    html: '',
  };
  const visit = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const piece of partBody.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break;
        const inner = splitHeaders(piece.replace(/^\r?\n/, ''));
        visit(inner.headers, inner.body);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders.get('content-transfer-encoding') ?? '7bit');
    if (type.startsWith('text/html')) result.html = decoded;
    else if (type.startsWith('text/plain')) result.text = decoded;
  };
  visit(headers, body);
  return result;
}
