import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { keepRecent } from '../platform/kept-answers';

/** How a page's HTML may be sent: brotli or gzip (web-app.ts `htmlEncoding`). */
export type HtmlEncoding = 'br' | 'gzip';

/**
 * A page compressed for sending. Brotli at quality 5 (not the assets' 11, made once at build):
 * a 140 kB page takes a few milliseconds and comes out within a few per cent of the best.
 */
export function compressHtml(html: string, encoding: HtmlEncoding): Buffer {
  const body = Buffer.from(html, 'utf8');
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}

/**
 * One page's HTML as it is sent: its ETag (each encoding its own representation, so its own
 * tag) and its body in each encoding, each compressed at most once, when first asked for.
 */
export class SentPage {
  private readonly hash: string;
  private readonly encoded = new Map<HtmlEncoding, Buffer>();

  constructor(
    readonly html: string,
    private readonly compress: (html: string, encoding: HtmlEncoding) => Buffer = compressHtml,
  ) {
    this.hash = createHash('sha1').update(html).digest('base64url');
  }

  etag(encoding: HtmlEncoding | undefined): string {
    return `"${this.hash}${encoding ? `-${encoding}` : ''}"`;
  }

  body(encoding: HtmlEncoding | undefined): string | Buffer {
    if (!encoding) return this.html;
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = this.compress(this.html, encoding);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * The pages as sent (issue 22, decision 079), so that a page whose drawing came from a page
 * cache is not put together, hashed and compressed again on every visit:
 * - a drawn page's are kept with the drawn page itself (the object a page cache answers, by
 *   identity): when its cache drops it (a change, its time up), the next visit gets a new object
 *   and so a new SentPage, and the old ones go with the old object;
 * - the plain shell's (a signed-in reader, a page that is not drawn) are kept by `variant`
 *   alone, the most recently used `maxShells`.
 * `variant` must name everything else the HTML is made of for the same drawn page (the share
 * tags, the language, the route area's preloads): two visits with the same drawn page and
 * variant get the same bytes. Nothing per request is in the HTML (no CSP nonce, no CSRF token:
 * those travel in headers, set on each response), so the bytes can be shared between visitors.
 */
export class SentPages {
  private readonly drawn = new WeakMap<object, Map<string, SentPage>>();
  private readonly shells = new Map<string, SentPage>();

  constructor(
    private readonly compress: (html: string, encoding: HtmlEncoding) => Buffer = compressHtml,
    readonly maxShells = 256,
    /** Variants kept per drawn page (its share tags changed while it was kept: a few at most). */
    readonly maxVariants = 4,
  ) {}

  /** The page as sent for `drawnPage` (or the shell when undefined) and `variant`. */
  get(drawnPage: object | undefined, variant: string, html: () => string): SentPage {
    const kept = drawnPage ? this.variantsOf(drawnPage) : this.shells;
    const max = drawnPage ? this.maxVariants : this.maxShells;
    // Most recently used last: the oldest go first past the limit.
    const page = kept.get(variant) ?? new SentPage(html(), this.compress);
    keepRecent(kept, variant, page, max);
    return page;
  }

  private variantsOf(drawnPage: object): Map<string, SentPage> {
    let variants = this.drawn.get(drawnPage);
    if (!variants) {
      variants = new Map();
      this.drawn.set(drawnPage, variants);
    }
    return variants;
  }
}
