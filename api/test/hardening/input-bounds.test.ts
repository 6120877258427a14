import type { TestApp } from '../../src/testing/create-test-app.js';
import { DEMO_ACCOUNTS } from '../../src/identity/demo/demo-accounts.js';
import { MAX_INTEGER } from '../../src/schemas/builders.js';
import { bearer, createIdentityTestApp, loginTokens, passwordLogin } from '../user/identity-helpers.js';

const { demo } = DEMO_ACCOUNTS;
let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createIdentityTestApp();
  auth = bearer((await loginTokens(t.app, demo.email, demo.password)).access_token);
});
afterAll(async () => {
  await t.close();
});

const form = (url: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: url.startsWith('/api/users/me/') && !url.includes('password') ? 'PUT' : 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(body).toString(),
  });

describe('finding 7: integers above 2^53 - 1', () => {
  it.each(['before_id', 'after_id'])(
    '%s beyond bigint, or of 20 digits, is a 400 naming the field, not a 500',
    async (name) => {
      for (const value of ['9223372036854775808', '9'.repeat(20), String(MAX_INTEGER + 1)]) {
        const response = await t.app.inject({ url: `/v2/follows/?${name}=${value}`, headers: auth });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error_code: 'validation_error' });
        expect(response.json().developer_message).toContain(name);
      }
      const largest = await t.app.inject({ url: `/v2/follows/?${name}=${MAX_INTEGER}`, headers: auth });
      expect(largest.statusCode).toBe(200);
    },
  );

  it('every integer of the API document has a maximum of at most 2^53 - 1', () => {
    const unbounded: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${at}/${i}`));
      else if (node && typeof node === 'object') {
        const schema = node as Record<string, unknown>;
        if (
          schema.type === 'integer' &&
          !(typeof schema.maximum === 'number' && schema.maximum <= MAX_INTEGER)
        )
          unbounded.push(at);
        for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
      }
    };
    walk(t.app.swagger(), '');
    expect(unbounded).toEqual([]);
  });
});

describe('finding 9: one email rule, normalised', () => {
  it('a trailing dot or another case is the same mailbox: no second account, and it signs in', async () => {
    for (const email of [`${demo.email}.`, demo.email.toUpperCase(), ` ${demo.email}. `]) {
      const signup = await form('/api/signup/ltk/', { email, password: 'another-password' });
      expect(signup.statusCode).toBe(409);
      expect((await passwordLogin(t.app, email, demo.password)).status).toBe(200);
    }
    const created = await form('/api/signup/ltk/', {
      email: 'Dotted@Shopltk.Test.',
      password: 'long-enough-1',
    });
    expect(created.statusCode).toBe(201);
    const { rows } = await t.db.query<{ email: string }>(
      "select email from users where email ilike 'dotted@shopltk.test%'",
    );
    expect(rows.map((row) => row.email)).toEqual(['dotted@shopltk.test']);
  });

  it.each([
    'x@y.z<script>',
    'x@y.zz<script>',
    '<script>@y.test',
    'x@y',
    'x@@y.test',
    'x y@y.test',
    '.x@y.test',
    'x..y@y.test',
    'x@-y.test',
    'x@y..test',
    'x@[127.0.0.1]',
    '"x"@y.test',
    `${'a'.repeat(65)}@y.test`,
  ])('refuses %s on sign-up, email change and reset request', async (email) => {
    const signup = await form('/api/signup/ltk/', { email, password: 'long-enough-1' });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().developer_message).toBe('Please enter a valid email');
    const change = await form('/api/users/me/', { email }, auth);
    expect(change.statusCode).toBe(400);
    const reset = await form('/api/password/request/ltk/', { email });
    expect(reset.statusCode).toBe(400);
  });

  it.each(['first.last+tag@shop-ltk.test', "o'brien@mail.example.co.uk", 'x@xn--bcher-kva.example'])(
    'accepts %s',
    async (email) => {
      const signup = await form('/api/signup/ltk/', { email, password: 'long-enough-1' });
      expect(signup.statusCode).toBe(201);
    },
  );
});
