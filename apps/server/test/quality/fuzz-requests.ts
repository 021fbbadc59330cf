import { httpStatusFor } from '@storyloom/domain';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  bidiAndControlTexts,
  fieldsFor,
  formEncode,
  inputSchema,
  nastyString,
  valueFor,
  wrongValue,
} from './arbitraries';
import { encodedPathVariants } from './path-variants';
import type { CatalogueRoute } from './route-catalogue';

/** One request the fuzzer sends; `label` says how it was made (shown when a check fails). */
export interface FuzzRequest {
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
  label: string;
}

const json = 'application/json';
const form = 'application/x-www-form-urlencoded';

/** Fills `:param` (and `*`) segments of a route path. */
function pathFor(route: CatalogueRoute): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const segment = fc.oneof(
    fc.string({ minLength: 1, maxLength: 12 }),
    nastyString.filter((s) => s.length > 0 && s.length < 3000),
    fc.constantFrom('0', '-1', '1.5', 'null', '..', '%2e%2e', 'a/b'),
  );
  return fc
    .tuple(fc.array(segment, { minLength: names.length + 1, maxLength: names.length + 1 }))
    .map(([values]) => {
      let i = 0;
      return route.url
        .replace(/:(\w+)/g, () => encodeURIComponent(values[i++] as string))
        .replace('*', encodeURIComponent(values[i] as string));
    });
}

/** Bodies that are not what any route expects: malformed JSON, other media types, junk. */
const junkBody: fc.Arbitrary<{ contentType?: string; payload: string; label: string }> = fc.oneof(
  fc.record({
    contentType: fc.constant(json),
    payload: fc.constantFrom(
      '{',
      '{"a":',
      '[1,',
      '{"a" 1}',
      "{'a':1}",
      'undefined',
      '\u0000',
      '{"a":1}x',
    ),
    label: fc.constant('malformed JSON'),
  }),
  fc.record({
    contentType: fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/octet-stream',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/x-www-form-urlencoded; charset=latin1',
      'image/png',
      '',
    ),
    payload: fc.oneof(
      nastyString,
      fc.constant('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'),
    ),
    label: fc.constant('another media type'),
  }),
  fc.record({
    contentType: fc.constant(json),
    payload: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
    label: fc.constant('any JSON'),
  }),
  fc.record({
    contentType: fc.constant(form),
    payload: fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom('a[b][c][d][e]=1', '%', '%E0%A4%A', '=&=&', 'a=1&a=2&a=3', '__proto__[x]=1'),
    ),
    label: fc.constant('junk form'),
  }),
);

/**
 * Requests for a route: well-formed and spoiled bodies (JSON and form) or query strings built
 * from its zod schemas, plus junk, with the path parameters filled in all sorts of ways.
 */
export function requestsFor(route: CatalogueRoute): fc.Arbitrary<FuzzRequest> {
  const body = route.schema.body ? fieldsFor(inputSchema(route.schema.body)) : undefined;
  const query = route.schema.querystring
    ? fieldsFor(inputSchema(route.schema.querystring))
    : fc.dictionary(fc.string({ maxLength: 8 }), wrongValue, { maxKeys: 3 }).map((fields) => ({
        fields,
        mutated: true,
      }));
  const queryString = fc.oneof(
    query.map((q) => ({
      text: formEncode(q.fields),
      label: q.mutated ? 'spoiled query' : 'query',
    })),
    fc
      .constantFrom('%', '%E0%A4%A', 'a[b]=1', 'a=1&a=2', '__proto__[x]=1', `q=${'x'.repeat(6000)}`)
      .map((text) => ({ text, label: 'junk query' })),
  );
  const path = pathFor(route);

  if (route.method === 'GET' || route.method === 'DELETE') {
    return fc.tuple(path, queryString).map(([p, q]) => ({
      method: route.method,
      url: q.text ? `${p}?${q.text}` : p,
      label: q.label,
    }));
  }
  const fields =
    body ??
    fc
      .dictionary(fc.string({ maxLength: 8 }), wrongValue, { maxKeys: 4 })
      .map((f) => ({ fields: f as unknown, mutated: true }));
  const payloads = fc.oneof(
    {
      weight: 3,
      arbitrary: fields.map((f) => ({
        contentType: json,
        payload: JSON.stringify(f.fields) ?? 'null',
        label: f.mutated ? 'spoiled JSON' : 'JSON',
      })),
    },
    {
      weight: 3,
      arbitrary: fields.map((f) => ({
        contentType: form,
        payload: formEncode(f.fields),
        label: f.mutated ? 'spoiled form' : 'form',
      })),
    },
    { weight: 2, arbitrary: junkBody },
  );
  return fc.tuple(path, payloads).map(([p, b]) => ({
    method: route.method,
    url: p,
    contentType: b.contentType,
    payload: b.payload,
    label: b.label,
  }));
}

/** A copy of `value` with every string in it replaced by `text`. */
function everyString(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return value.map((v) => everyString(v, text));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, everyString(v, text)]));
  }
  return value;
}

/** Texts a database may refuse to store (PostgreSQL has no NUL in text) or choke on. */
const unstorableTexts = ['a\u0000b', '\ud800', 'x'.repeat(70_000)];

/** Fixed hard cases every route gets besides the random ones. */
export function edgeCasesFor(route: CatalogueRoute): FuzzRequest[] {
  const url = route.url.replace(/:(\w+)/g, 'x').replace('*', 'x');
  const cases: FuzzRequest[] = [];
  const schema = route.schema.body ?? route.schema.querystring;
  if (schema) {
    // Well-formed input whose every text field holds something a database may refuse.
    const [sample] = fc.sample(valueFor(inputSchema(schema)), { numRuns: 1, seed: 3 });
    for (const text of unstorableTexts) {
      const fields = everyString(sample ?? {}, text);
      const label = `every text field ${JSON.stringify(text.slice(0, 8))}${text.length > 8 ? '...' : ''}`;
      if (route.schema.body) {
        cases.push({
          method: route.method,
          url,
          contentType: json,
          payload: JSON.stringify(fields),
          label,
        });
        cases.push({
          method: route.method,
          url,
          contentType: form,
          payload: formEncode(fields),
          label,
        });
      } else {
        cases.push({ method: route.method, url: `${url}?${formEncode(fields)}`, label });
      }
    }
  }
  const add = (label: string, contentType: string | undefined, payload: string | undefined) =>
    cases.push({ method: route.method, url, contentType, payload, label });
  if (route.method === 'GET' || route.method === 'DELETE') {
    cases.push({ method: route.method, url: `${url}?${'a'.repeat(7000)}=1`, label: 'long query' });
    cases.push({ method: route.method, url: `${url}?x=%ZZ&y=%`, label: 'bad percent-encoding' });
  } else {
    add('no body, no content type', undefined, undefined);
    add('empty JSON body', json, '');
    add('empty form body', form, '');
    add('body over 1 MiB (JSON)', json, JSON.stringify({ a: 'x'.repeat(1024 * 1024 + 10) }));
    add('body over 1 MiB (form)', form, `a=${'x'.repeat(1024 * 1024 + 10)}`);
    add('JSON null', json, 'null');
    add('JSON array', json, '[]');
    add('JSON string', json, '"x"');
    add('JSON number', json, '12');
    add(
      'JSON __proto__ key',
      json,
      '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
    );
    add('deeply nested JSON', json, `${'['.repeat(5000)}${']'.repeat(5000)}`);
    add('10,000 form fields', form, Array.from({ length: 10_000 }, (_, i) => `f${i}=1`).join('&'));
    add('multipart without boundary', 'multipart/form-data', 'x');
    add('content type with parameters only', '; charset=utf-8', '{}');
  }
  for (const method of ['PUT', 'PATCH', 'DELETE', 'POST', 'GET']) {
    if (method !== route.method) cases.push({ method, url, label: `method ${method}` });
  }
  // Other spellings of the path (percent-encoded, doubled slashes, changed case, dot segments):
  // whichever the router takes or refuses, the answer is a clean envelope.
  for (const variant of encodedPathVariants(url)) {
    const body = route.method === 'GET' ? {} : { contentType: json, payload: '{}' };
    cases.push({ method: route.method, url: variant, ...body, label: `path spelled ${variant}` });
  }
  // Every text field holding bidirectional overrides and control characters.
  if (schema) {
    const [sample] = fc.sample(valueFor(inputSchema(schema)), { numRuns: 1, seed: 5 });
    for (const text of bidiAndControlTexts) {
      const fields = everyString(sample ?? {}, text);
      const label = `every text field ${JSON.stringify(text)}`;
      if (route.schema.body) {
        cases.push({
          method: route.method,
          url,
          contentType: json,
          payload: JSON.stringify(fields),
          label,
        });
      } else {
        cases.push({ method: route.method, url: `${url}?${formEncode(fields)}`, label });
      }
    }
  }
  return cases;
}

/** Sends a fuzz request with the given cookies and headers (CSRF, client address). */
export function send(
  app: FastifyInstance,
  request: FuzzRequest,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      ...headers,
      ...(request.contentType !== undefined ? { 'content-type': request.contentType } : {}),
    },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

/**
 * Throws (with the request and the answer) unless the answer is a SPEC §8 envelope with a
 * status below 500 that matches its code in the one code -> status map.
 */
export function assertEnvelope(request: FuzzRequest, response: LightMyRequestResponse): void {
  const show = () =>
    `${request.method} ${request.url.slice(0, 200)} [${request.label}] ` +
    `content-type=${JSON.stringify(request.contentType)} payload=${JSON.stringify(request.payload?.slice(0, 200))}` +
    `\n  -> ${response.statusCode} ${response.headers['content-type']} ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 500) throw new Error(`5xx answer: ${show()}`);
  if (!String(response.headers['content-type'] ?? '').includes('application/json'))
    throw new Error(`not JSON: ${show()}`);
  let body: unknown;
  try {
    body = response.json();
  } catch {
    throw new Error(`unparsable JSON: ${show()}`);
  }
  const envelope = body as Record<string, unknown>;
  if (
    !envelope ||
    typeof envelope !== 'object' ||
    typeof envelope.code !== 'number' ||
    typeof envelope.msg !== 'string' ||
    typeof envelope.message !== 'string' ||
    !('result' in envelope)
  ) {
    throw new Error(`not the envelope {code, msg, message, result}: ${show()}`);
  }
  if (httpStatusFor(envelope.code) !== response.statusCode) {
    throw new Error(
      `status ${response.statusCode} does not match code ${envelope.code}: ${show()}`,
    );
  }
}
