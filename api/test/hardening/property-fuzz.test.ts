import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { apiRoot } from '../../src/config.js';
import { createTestApp, type TestApp } from '../../src/testing/create-test-app.js';

/**
 * Property-based fuzz over every operation of the API document (`api/openapi.json`): for each, fast-check draws path
 * parameters, queries, bodies (JSON, form or text, as the operation accepts), a caller (anonymous, a shopper, staff)
 * and a client address, mostly within the schema, often just outside it, sometimes anything at all. No answer may be
 * a 5xx. Fixed seed and budget (`FUZZ_SEED`, `FUZZ_RUNS` runs per operation) so a run is repeatable; a failure prints
 * the shrunk request.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20260226);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: Schema };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const document = JSON.parse(fs.readFileSync(path.join(apiRoot(), 'openapi.json'), 'utf8')) as Document;

/** Values an attacker tries in any string: NUL, numbers no type holds, huge, odd unicode, prototype keys, markup. */
const HOSTILE_TEXT = [
  '',
  '\0',
  'a\0b',
  '1e309',
  'NaN',
  '-1',
  '9223372036854775808',
  '9'.repeat(30),
  'x'.repeat(5000),
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00',
  '\uD800',
  '😀',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'demo@shopltk.test.',
];

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return resolve(document.components.schemas[name] ?? {});
}

/** Ids of seeded rows, so generated requests reach past "not found". */
let knownIds: string[] = ['1'];

function textArbitrary(schema: Schema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 64, 64);
  const within = schema.format === 'email' ? fc.emailAddress() : fc.string({ maxLength });
  return fc.oneof(
    { weight: 3, arbitrary: within },
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  );
}

function integerArbitrary(schema: Schema): fc.Arbitrary<number | string> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const low = Math.ceil(Math.max(min, -1_000_000));
  const high = Math.max(low, Math.floor(Math.min(max, low + 2_000_000)));
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: low, max: high }) },
    { weight: 2, arbitrary: fc.constantFrom(min, max, min - 1, max + 1, 0, -1, 2 ** 53, 2 ** 63) },
    { weight: 1, arbitrary: fc.constantFrom('1e309', '1.5', 'NaN', 'Infinity', '9'.repeat(25)) },
  );
}

/** Mostly values of `schema`, with a share just outside it and some of any JSON type. */
function valueArbitrary(raw: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const anything = fc.jsonValue({ maxDepth: 2 });
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return fc.oneof(...variants.map((variant) => valueArbitrary(variant, depth + 1)));
  if (schema.allOf)
    return valueArbitrary(
      {
        type: 'object',
        properties: Object.assign({}, ...schema.allOf.map((part) => resolve(part).properties ?? {})),
        required: schema.allOf.flatMap((part) => resolve(part).required ?? []),
      },
      depth,
    );
  let typed: fc.Arbitrary<unknown>;
  if (schema.enum) typed = fc.constantFrom(...schema.enum);
  else if (schema.type === 'integer' || schema.type === 'number') typed = integerArbitrary(schema);
  else if (schema.type === 'boolean') typed = fc.boolean();
  else if (schema.type === 'string') typed = textArbitrary(schema);
  else if (schema.type === 'array')
    typed = fc.array(depth > 3 ? anything : valueArbitrary(schema.items ?? {}, depth + 1), {
      maxLength: Math.min(schema.maxItems ?? 4, 4) + 1,
    });
  else if (schema.type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    const keys = Object.keys(properties);
    typed =
      depth > 3 || keys.length === 0
        ? fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor', 'x'), anything, { maxKeys: 3 })
        : fc.record(
            Object.fromEntries(keys.map((key) => [key, valueArbitrary(properties[key] ?? {}, depth + 1)])),
            { requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)) },
          );
  } else typed = anything;
  return fc.oneof({ weight: 8, arbitrary: typed }, { weight: 1, arbitrary: anything });
}

/** A query or form value as text (arrays as repeated keys). */
function asTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(asTexts);
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  return [value === undefined ? '' : JSON.stringify(value)];
}

/** A path segment, percent-encoded (a lone surrogate, which has no UTF-8, as U+FFFD). */
function encodeSegment(text: string): string {
  return encodeURIComponent(
    text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

type Caller = 'anonymous' | 'shopper' | 'staff';
type Drawn = {
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  body: { type: string; value: unknown } | undefined;
  caller: Caller;
  address: string;
};

function requestArbitrary(operation: Operation): fc.Arbitrary<Drawn> {
  const params = operation.parameters ?? [];
  const group = (where: Parameter['in']) => {
    const own = params.filter((param) => param.in === where);
    return fc.record(
      Object.fromEntries(own.map((param) => [param.name, valueArbitrary(param.schema ?? {})])),
      { requiredKeys: own.filter((param) => param.required || where === 'path').map((param) => param.name) },
    );
  };
  const content = Object.entries(operation.requestBody?.content ?? {});
  const body: fc.Arbitrary<Drawn['body']> =
    content.length === 0
      ? fc.constant(undefined)
      : fc.oneof(
          ...content.map(([type, media]) =>
            valueArbitrary(media.schema ?? {}).map((value) => ({ type, value })),
          ),
          fc.constant(undefined),
        );
  return fc.record({
    pathParams: group('path'),
    query: group('query'),
    body,
    caller: fc.constantFrom<Caller>('anonymous', 'shopper', 'shopper', 'staff'),
    address: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.77.${a}.${b}`),
  });
}

function encodeBody(body: NonNullable<Drawn['body']>): string {
  if (body.type === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    if (body.value && typeof body.value === 'object' && !Array.isArray(body.value))
      for (const [key, value] of Object.entries(body.value))
        for (const text of asTexts(value)) form.append(key, text);
    return form.toString();
  }
  return JSON.stringify(body.value) ?? 'null';
}

let t: TestApp;
let serial = 0;
const tokens: Partial<Record<Caller, string>> = {};

/** A fresh account's access token (staff promoted in the database): the fuzz may log it out or erase it. */
async function mintToken(caller: Exclude<Caller, 'anonymous'>): Promise<string> {
  serial += 1;
  const email = `fuzz-${caller}-${serial}-${Date.now()}@shopltk.test`;
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/signup/ltk/',
    remoteAddress: `10.78.${serial % 250}.1`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password: 'fuzz-password-1' }).toString(),
  });
  if (signup.statusCode !== 201) throw new Error(`sign-up failed: ${signup.statusCode} ${signup.body}`);
  if (caller === 'shopper') return signup.json().access_token as string;
  await t.db.query(`update users set role = 'staff' where email = $1`, [email]);
  const login = await t.app.inject({
    method: 'POST',
    url: '/token/',
    remoteAddress: `10.78.${serial % 250}.2`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password: 'fuzz-password-1',
    }).toString(),
  });
  return login.json().access_token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  const ids: string[] = [];
  for (const table of [
    'posts',
    'products',
    'profiles',
    'product_details',
    'retailer_products',
    'collections',
  ]) {
    const { rows } = await t.db.query<{ id: string }>(
      `select id::text as id from ${table} order by id limit 4`,
    );
    ids.push(...rows.map((row) => row.id));
  }
  knownIds = ids;
  tokens.shopper = await mintToken('shopper');
  tokens.staff = await mintToken('staff');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ route, method, operation })),
);

it('the API document has operations to fuzz', () => {
  expect(operations.length).toBeGreaterThan(50);
});

it('no operation answers 5xx to generated requests (fixed seed and budget)', async () => {
  const failures: string[] = [];
  let sent = 0;
  for (const [index, { route, method, operation }] of operations.entries()) {
    const result = await fc.check(
      fc.asyncProperty(requestArbitrary(operation), async (drawn) => {
        const url = route.replace(/\{([^}]+)\}/g, (_, name: string) =>
          encodeSegment(asTexts(drawn.pathParams[name])[0] ?? ''),
        );
        const search = new URLSearchParams();
        for (const [name, value] of Object.entries(drawn.query))
          for (const text of asTexts(value)) search.append(name, text);
        const token = drawn.caller === 'anonymous' ? undefined : tokens[drawn.caller];
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: search.size > 0 ? `${url}?${search.toString()}` : url,
          remoteAddress: drawn.address,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(drawn.body ? { 'content-type': drawn.body.type } : {}),
          },
          ...(drawn.body ? { payload: encodeBody(drawn.body) } : {}),
        });
        sent += 1;
        // The session may have been ended (logout, password change, erasure): the next request gets a fresh one.
        if (drawn.caller !== 'anonymous' && response.statusCode < 300 && method !== 'get')
          tokens[drawn.caller] = await mintToken(drawn.caller);
        if (response.statusCode >= 500)
          throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
      }),
      { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
    );
    if (result.failed)
      failures.push(
        `${method.toUpperCase()} ${route}: ${fc.stringify(result.counterexample).slice(0, 600)}${
          result.errorInstance instanceof Error ? ` (${result.errorInstance.message})` : ''
        }`,
      );
  }
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThanOrEqual(operations.length * RUNS);
  expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
}, 600_000);

it('found by the fuzz: a post search page past the end answers 200 with the total (was 500)', async () => {
  const { rows } = await t.db.query<{ word: string }>(
    `select substring(caption from '[A-Za-z]{5,}') as word from posts where caption ~ '[A-Za-z]{5,}' limit 1`,
  );
  const query = rows[0]?.word ?? 'missing';
  const first = await t.app.inject({ method: 'POST', url: '/v2/search/post/', payload: { query, limit: 2 } });
  expect(first.statusCode).toBe(200);
  const { nbHits, nbPages } = first.json().data as { nbHits: number; nbPages: number };
  expect(nbHits).toBeGreaterThan(0);
  const past = await t.app.inject({
    method: 'POST',
    url: '/v2/search/post/',
    payload: { query, limit: 2, page: nbPages + 3 },
  });
  expect(past.statusCode).toBe(200);
  expect(past.json().data).toMatchObject({ hits: [], nbHits });
});

it('found by the fuzz: an unpaired surrogate in a body is a 400 naming the field (was 500)', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/analytics/clicks',
    payload: { event: 'click', content_type: 'post\uD800', content_id: '1' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().developer_message).toBe(
    'body.content_type contains an unpaired surrogate (\\uD800-\\uDFFF), not valid Unicode',
  );
});
