#!/usr/bin/env node
/**
 * The floor: a bare Fastify server answering each benchmarked route with exactly the status,
 * content type and body the real server gave for it, and nothing else (no plugins, hooks,
 * cookies, validation or database). Started by run.mjs as its own process:
 *   node bench/floor.mjs ROUTES.json PORT
 * where ROUTES.json is [{method, url, status, contentType, body}] (request header X-Floor: i picks
 * entry i when several share a method and path; a compressed answer has contentEncoding and
 * bodyBase64 instead of body: the same bytes with the same Content-Encoding). Prints "ready"
 * when listening.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [routesFile, port] = process.argv.slice(2);
const routes = JSON.parse(readFileSync(routesFile, 'utf8'));

const app = Fastify({ logger: false });
// The real server parses forms; the floor only reads them.
app.addContentTypeParser(
  'application/x-www-form-urlencoded',
  { parseAs: 'string' },
  (_request, body, done) => done(null, body),
);
// Scenarios sharing a method and path (signed in or not) are told apart by the X-Floor header
// every benchmark request carries (the real server ignores it).
const byPath = new Map();
for (const [index, route] of routes.entries()) {
  if (route.bodyBase64 !== undefined) route.body = Buffer.from(route.bodyBase64, 'base64');
  const key = `${route.method} ${route.url.split('?')[0]}`;
  if (!byPath.has(key)) byPath.set(key, new Map());
  byPath.get(key).set(String(index), route);
}
for (const [key, variants] of byPath) {
  const [method, url] = key.split(' ');
  const first = variants.values().next().value;
  app.route({
    method,
    url,
    handler: (request, reply) => {
      const route = variants.get(request.headers['x-floor']) ?? first;
      if (route.contentEncoding) reply.header('content-encoding', route.contentEncoding);
      reply.status(route.status).type(route.contentType).send(route.body);
    },
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => app.close(() => process.exit(0)));
