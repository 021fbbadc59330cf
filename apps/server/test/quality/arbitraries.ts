import fc from 'fast-check';
import { type ZodType, z } from 'zod';

/** The part of JSON Schema that z.toJSONSchema produces for request shapes. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** A zod schema as the JSON Schema of what it accepts (transforms and refinements left out). */
export function inputSchema(schema: ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * Bidirectional overrides and isolates, invisible marks and C0/C1 controls, alone and around
 * ordinary words (a title that reads backwards, a name with a hidden break).
 */
export const bidiAndControlTexts: readonly string[] = [
  '\u202e',
  'abc\u202edef',
  '\u202egnp.exe',
  '\u202a\u202b\u202c\u202d\u202e',
  '\u2066\u2067\u2068\u2069',
  'title\u2067 hidden \u2069end',
  '\u200e\u200f\u061c',
  '\u200b\u200c\u200d\u2060\ufeff',
  '\u0001\u0002\u0007\u0008\u000b\u000c\u001b[31m\u007f',
  '\u0085\u009b\u00ad',
  '\u2028\u2029',
  'a\u0300\u0301\u0302\u0303\u0304\u0305\u0306\u0307',
];

/** Strings that make parsers and databases work: unicode of every kind, controls, huge ones. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }), // includes lone surrogates
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u0000abc',
    '\r\n\t',
    '\u202e\u200b\ufeff',
    ...bidiAndControlTexts,
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀👩‍👩‍👧‍👦',
    '中文字符的故事',
    "'; drop table users; --",
    '" or 1=1 --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00%ff%fe',
    '{{7*7}}',
    '$' + '{jndi:x}',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '0x10',
    '9007199254740993',
    '2000-02-30',
    '__proto__',
  ),
  fc.constantFrom(
    'a'.repeat(5_000),
    'ß'.repeat(70_000),
    '😀'.repeat(40_000),
    '\u0000'.repeat(3_000),
  ),
);

/** Any value at all, for wrong types. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308),
  fc.boolean(),
  fc.constant(null),
  nastyString,
  fc.array(fc.string(), { maxLength: 3 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}}') as unknown),
  fc.constant([[[[[['deep']]]]]]),
);

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 60));
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, max));
    } catch {
      // a pattern fast-check cannot produce: plain strings below
    }
  }
  return fc.string({ minLength: min, maxLength: max });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  const lo = Math.max(min, -1e9);
  const hi = Math.min(max, 1e9);
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.max(lo, hi)) })
    : fc.double({ min: lo, max: Math.max(lo, hi), noNaN: true });
}

/** Values that (mostly) satisfy a JSON Schema: the starting point for well-formed requests. */
export function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => valueFor(s, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0] as JsonSchema, depth + 1);
  const [type] = types(schema);
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? valueFor(schema.items, depth + 1) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties))
        record[key] = valueFor(value, depth + 1);
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((k) => required.has(k)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Fields = Record<string, unknown>;

/** One way to spoil a well-formed object. */
const mutation: fc.Arbitrary<(value: Fields, keys: string[]) => Fields> = fc.oneof(
  // a field missing
  fc.nat().map((n) => (value: Fields, keys: string[]) => {
    const copy = { ...value };
    if (keys.length) delete copy[keys[n % keys.length] as string];
    return copy;
  }),
  // a field of the wrong type (null, number, array, object...)
  fc.tuple(fc.nat(), wrongValue).map(([n, wrong]) => (value: Fields, keys: string[]) => {
    if (!keys.length) return value;
    return { ...value, [keys[n % keys.length] as string]: wrong };
  }),
  // a field as an array of itself
  fc.nat().map((n) => (value: Fields, keys: string[]) => {
    if (!keys.length) return value;
    const key = keys[n % keys.length] as string;
    return { ...value, [key]: [value[key], value[key]] };
  }),
  // a string field made nasty
  fc.tuple(fc.nat(), nastyString).map(([n, nasty]) => (value: Fields, keys: string[]) => {
    if (!keys.length) return value;
    return { ...value, [keys[n % keys.length] as string]: nasty };
  }),
  // extra fields
  fc
    .dictionary(
      fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'id')),
      wrongValue,
      { minKeys: 1, maxKeys: 4 },
    )
    .map((extra) => (value: Fields) => ({ ...value, ...extra })),
);

/**
 * Objects for a route's body or query: well-formed ones, and well-formed ones spoiled by one to
 * three mutations (missing, wrong-typed, array-for-scalar, nasty or extra fields).
 */
export function fieldsFor(schema: JsonSchema): fc.Arbitrary<{ fields: unknown; mutated: boolean }> {
  const valid = valueFor(schema);
  const keys = Object.keys(schema.properties ?? {});
  return fc.oneof(
    valid.map((fields) => ({ fields, mutated: false })),
    fc
      .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
      .map(([fields, mutations]) => ({
        fields: mutations.reduce(
          (v, m) => m(v, keys),
          fields !== null && typeof fields === 'object' && !Array.isArray(fields)
            ? (fields as Fields)
            : {},
        ),
        mutated: true,
      })),
  );
}

/** Form (or query string) encoding of any value, the way clients and attackers might send it. */
export function formEncode(fields: unknown): string {
  if (fields === null || typeof fields !== 'object')
    return `value=${encodeURIComponent(String(fields))}`;
  const form = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else form.append(key, value === null ? '' : String(value));
  };
  for (const [key, value] of Object.entries(fields as Fields)) add(key, value);
  return form.toString();
}
