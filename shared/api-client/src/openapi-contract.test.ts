import fs from 'node:fs';
import path from 'node:path';
import { createApiClient } from './core/create-api-client';
import { fakeFetch, type FakeCall } from './test-support/fake-fetch';
import { EVERY_CALL } from './test-support/every-call';

interface Parameter {
  name: string;
  in: string;
}
interface JsonSchema {
  /** `#/components/schemas/<Name>`: a named entity of the document. */
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** The api's committed OpenAPI document (written by `pnpm --filter @ltk/api openapi`); LTK_OPENAPI_FILE checks another copy. */
const OPENAPI_FILE = process.env.LTK_OPENAPI_FILE ?? path.resolve(__dirname, '../../../api/openapi.json');

/**
 * Calls answered by the OIDC provider the api mounts under /oidc (OpenID Connect Discovery 1.0 and the RFC 6749 token
 * endpoint), which the api's OpenAPI document does not describe: each must go to exactly this method and path
 * (api/test/user covers the provider's answers).
 */
const PROVIDER_CALLS: Record<string, string> = {
  getOpenIdConfiguration: 'GET /oidc/.well-known/openid-configuration',
  exchangeAuthorizationCode: 'POST /oidc/token',
};

const toRegex = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

function findOperation(doc: OpenApi, call: FakeCall): { template: string; operation: Operation } | null {
  const method = call.method.toLowerCase();
  for (const [template, operations] of Object.entries(doc.paths)) {
    const operation = operations[method];
    if (operation && toRegex(template).test(call.url.pathname)) return { template, operation };
  }
  return null;
}

/** A value shaped like the schema (every property present, one item per array; components resolved). */
function exampleOf(schema: JsonSchema | undefined, doc: OpenApi): unknown {
  if (!schema) return null;
  if (schema.$ref) return exampleOf(doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], doc);
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(value, doc)]),
    );
  }
  if (schema.type === 'array') return [exampleOf(schema.items, doc)];
  if (schema.type === 'integer' || schema.type === 'number') return 1;
  if (schema.type === 'boolean') return true;
  return 'x';
}

/** The documented success body of an operation (200, 201, 204), as an example value. */
function documentedReply(doc: OpenApi, call: FakeCall): { status: number; body?: unknown } {
  const found = findOperation(doc, call);
  if (!found)
    return {
      status: 404,
      body: { status: 404, error_code: 'not_documented', developer_message: call.url.pathname },
    };
  for (const status of ['200', '201', '202', '204']) {
    const response = found.operation.responses?.[status];
    if (response)
      return { status: Number(status), body: exampleOf(response.content?.['application/json']?.schema, doc) };
  }
  return { status: 500 };
}

async function recordEveryCall(): Promise<Map<string, FakeCall[]>> {
  const byName = new Map<string, FakeCall[]>();
  for (const [name, invoke] of Object.entries(EVERY_CALL)) {
    const fake = fakeFetch(() => ({
      status: 418,
      body: { status: 418, error_code: 'recorded', developer_message: 'recorded' },
    }));
    const api = createApiClient({
      baseUrl: 'http://api.test',
      getAuth: () => ({ accessToken: 't', sigilUserId: 's' }),
      fetchImpl: fake.fetch,
    });
    await invoke(api).catch(() => undefined);
    byName.set(name, fake.calls);
  }
  return byName;
}

describe('client against the api OpenAPI document', () => {
  it('api/openapi.json is committed', () => {
    expect(fs.existsSync(OPENAPI_FILE)).toBe(true);
  });

  const doc: OpenApi | null = fs.existsSync(OPENAPI_FILE)
    ? (JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as OpenApi)
    : null;

  it('every call uses a path and method the api documents, with documented query parameters and body fields', async () => {
    if (!doc) throw new Error(`Missing ${OPENAPI_FILE}`);
    const problems: string[] = [];
    for (const [name, calls] of await recordEveryCall()) {
      if (calls.length === 0) problems.push(`${name}: made no request`);
      const provider = PROVIDER_CALLS[name];
      if (provider) {
        for (const call of calls)
          if (`${call.method} ${call.url.pathname}` !== provider)
            problems.push(`${name}: ${call.method} ${call.url.pathname} is not the provider's ${provider}`);
        continue;
      }
      for (const call of calls) {
        const found = findOperation(doc, call);
        if (!found) {
          problems.push(`${name}: ${call.method} ${call.url.pathname} is not in the OpenAPI document`);
          continue;
        }
        const documented = new Set(
          (found.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        );
        for (const key of new Set(call.url.searchParams.keys())) {
          if (!documented.has(key) && !documented.has(key.replace(/\[\]$/, ''))) {
            problems.push(`${name}: query '${key}' is not documented for ${call.method} ${found.template}`);
          }
        }
        const contentType = call.headers['content-type'];
        const schema = contentType ? found.operation.requestBody?.content?.[contentType]?.schema : undefined;
        if (call.body && contentType && !found.operation.requestBody?.content?.[contentType]) {
          problems.push(
            `${name}: body type ${contentType} is not accepted by ${call.method} ${found.template}`,
          );
        }
        if (call.body && schema?.properties) {
          const fields =
            contentType === 'application/json'
              ? Object.keys(JSON.parse(call.body) as Record<string, unknown>)
              : [...new URLSearchParams(call.body).keys()];
          for (const field of fields) {
            if (!(field in schema.properties))
              problems.push(`${name}: body field '${field}' is not documented for ${found.template}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every call reads the documented success body without failing', async () => {
    if (!doc) throw new Error(`Missing ${OPENAPI_FILE}`);
    const failures: string[] = [];
    for (const [name, invoke] of Object.entries(EVERY_CALL)) {
      if (PROVIDER_CALLS[name]) continue;
      const fake = fakeFetch((call) => documentedReply(doc, call));
      const api = createApiClient({
        baseUrl: 'http://api.test',
        getAuth: () => ({ accessToken: 't' }),
        fetchImpl: fake.fetch,
      });
      await invoke(api).catch((error: unknown) => failures.push(`${name}: ${String(error)}`));
    }
    expect(failures).toEqual([]);
  });
});
