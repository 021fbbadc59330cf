import http from 'node:http';

/**
 * The cluster run's load balancer: a small round-robin HTTP proxy, each request (not each
 * connection) to the next server, as nginx or Caddy do with keep-alive upstreams.
 *
 * - A refused connection (the server is down: nothing was sent) goes to the next server, like
 *   nginx's `proxy_next_upstream error`.
 * - A request whose server dies while it is in flight (reset, closed without an answer) is
 *   answered 502 with `x-cluster-proxy: upstream-lost` and `x-cluster-upstream: <i>`: the server
 *   may or may not have acted on it, so only the client may retry it. The runner calls `killed(i)`
 *   as it SIGKILLs server i; the proxy snapshots which requests were in flight to it then, so the
 *   runner can tell a 502 of the kill from any other.
 * - A stale keep-alive socket to a server already known dead (a request sent after the kill):
 *   nothing can have acted on it, so it goes to the next server too.
 * Every answer carries `x-cluster-upstream`, the index of the server that gave it.
 */
export class RoundRobinProxy {
  /** @param {string[]} upstreams base URLs (http://127.0.0.1:port) */
  constructor(upstreams) {
    this.upstreams = upstreams.map((url) => new URL(url));
    this.next = 0;
    this.seq = 0;
    /** @type {Map<number, Set<number>>} upstream -> ids of requests in flight */
    this.inFlight = new Map(this.upstreams.map((_, i) => [i, new Set()]));
    /** @type {Map<number, number>} upstream -> time it was killed (cleared when it is back) */
    this.dead = new Map();
    /** ids in flight to a server when it was killed */
    this.atKill = new Set();
    this.stats = {
      requests: 0,
      byUpstream: this.upstreams.map(() => 0),
      redirectedRefused: 0,
      redirectedStale: 0,
      lost: 0,
      lostAtKill: 0,
      lostOther: 0,
      noUpstream: 0,
    };
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    this.server = http.createServer((req, res) => this.handle(req, res));
    this.server.keepAliveTimeout = 30_000;
  }

  /** Only the first `n` upstreams take requests (the capacity mode's 1, 2, 3 servers). */
  use(n) {
    this.active = n;
  }

  async listen(port = 0) {
    await new Promise((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    const address = /** @type {import('node:net').AddressInfo} */ (this.server.address());
    this.url = `http://127.0.0.1:${address.port}`;
    return this.url;
  }

  /** The runner SIGKILLs upstream i: remember which requests were in flight to it. */
  killed(i) {
    this.dead.set(i, Date.now());
    for (const id of this.inFlight.get(i) ?? []) this.atKill.add(id);
    return this.inFlight.get(i)?.size ?? 0;
  }

  /** Upstream i is ready again. */
  revived(i) {
    this.dead.delete(i);
  }

  pick() {
    const n = this.active ?? this.upstreams.length;
    const i = this.next % n;
    this.next = (this.next + 1) % n;
    return i;
  }

  handle(req, res) {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      this.stats.requests += 1;
      const id = ++this.seq;
      const body = Buffer.concat(chunks);
      const n = this.active ?? this.upstreams.length;
      this.forward(id, req, res, body, this.pick(), n);
    });
  }

  forward(id, req, res, body, i, triesLeft) {
    if (triesLeft <= 0) {
      this.stats.noUpstream += 1;
      res.writeHead(502, { 'x-cluster-proxy': 'no-upstream', 'content-type': 'text/plain' });
      res.end('no server answered');
      return;
    }
    const target = this.upstreams[i];
    const started = Date.now();
    const flight = this.inFlight.get(i);
    flight?.add(id);
    let answered = false;
    const headers = { ...req.headers, host: target.host, 'content-length': String(body.length) };
    delete headers['transfer-encoding'];
    const out = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
        agent: this.agent,
      },
      (up) => {
        answered = true;
        const outHeaders = { ...up.headers, 'x-cluster-upstream': String(i) };
        res.writeHead(up.statusCode ?? 502, outHeaders);
        up.pipe(res);
        up.on('end', () => flight?.delete(id));
        up.on('error', () => {
          flight?.delete(id);
          res.destroy();
        });
      },
    );
    out.on('error', (err) => {
      flight?.delete(id);
      if (answered) return;
      const code = /** @type {NodeJS.ErrnoException} */ (err).code;
      const n = this.active ?? this.upstreams.length;
      if (code === 'ECONNREFUSED') {
        // Nothing was sent: the next server takes it.
        this.stats.redirectedRefused += 1;
        this.forward(id, req, res, body, (i + 1) % n, triesLeft - 1);
        return;
      }
      const deadSince = this.dead.get(i);
      if (deadSince !== undefined && started >= deadSince && !this.atKill.has(id)) {
        // Sent on a stale socket to a server already dead: it never ran.
        this.stats.redirectedStale += 1;
        this.forward(id, req, res, body, (i + 1) % n, triesLeft - 1);
        return;
      }
      this.stats.lost += 1;
      if (this.atKill.has(id)) this.stats.lostAtKill += 1;
      else this.stats.lostOther += 1;
      res.writeHead(502, {
        'x-cluster-proxy': 'upstream-lost',
        'x-cluster-upstream': String(i),
        'x-cluster-at-kill': this.atKill.has(id) ? '1' : '0',
        'content-type': 'text/plain',
      });
      res.end(`server ${i} lost the request (${code})`);
    });
    this.stats.byUpstream[i] += 1;
    out.end(body);
  }

  async close() {
    this.agent.destroy();
    this.server.closeAllConnections?.();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
