import { decodeJwt } from 'jose';
import type { TestApp } from '../../src/testing/create-test-app.js';
import { DEMO_ACCOUNTS } from '../../src/identity/demo/demo-accounts.js';
import { createUser } from '../../src/identity/users.js';
import {
  bearer,
  createIdentityTestApp,
  loginTokens,
  passwordLogin,
  refreshWithCookie,
  type Tokens,
} from '../user/identity-helpers.js';

const { demo, fresh } = DEMO_ACCOUNTS;
let t: TestApp;
let staffCount = 0;

beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A staff account of its own (a test may change its password), signed in as themselves. */
async function newStaff(): Promise<{ email: string; password: string; id: string; own: Tokens }> {
  staffCount += 1;
  const email = `staff-${staffCount}-${Date.now()}@shopltk.test`;
  const password = 'staff-password-1';
  const user = await createUser(t.db, { email, password, role: 'staff' });
  if (!user) throw new Error('staff not created');
  return { email, password, id: user.id, own: await loginTokens(t.app, email, password) };
}

async function impersonate(staff: { email: string; password: string }, customer: string = demo.email) {
  const { status, body, refreshCookie } = await passwordLogin(t.app, staff.email, staff.password, {
    impersonate: customer,
  });
  expect(status).toBe(200);
  return { ...(body as unknown as Tokens), refresh_token: String(refreshCookie) };
}

const userinfo = (token: string) => t.app.inject({ url: '/userinfo/', headers: bearer(token) });
const cookieMaxAge = (response: { headers: Record<string, unknown> }): number =>
  Number(/Max-Age=(\d+)/.exec(String(response.headers['set-cookie']))?.[1]);

describe('finding 11: access tokens of at most an hour', () => {
  it('the password grant and its refresh issue access and id tokens of 3600 s', async () => {
    const login = await passwordLogin(t.app, fresh.email, fresh.password);
    expect(login.body.expires_in).toBeLessThanOrEqual(3600);
    for (const token of [login.body.access_token, login.body.id_token]) {
      const claims = decodeJwt(String(token));
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(3600);
    }
    const refreshed = await refreshWithCookie(t.app, String(login.refreshCookie));
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().expires_in).toBeLessThanOrEqual(3600);
  });
});

describe('finding 1: impersonation that ends', () => {
  it('lasts an hour at most: access token, refresh cookie, and no refresh past the session end', async () => {
    const staff = await newStaff();
    const tokens = await impersonate(staff);
    const claims = decodeJwt(tokens.access_token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(3600);
    const first = await passwordLogin(t.app, staff.email, staff.password, { impersonate: demo.email });
    expect(first.status).toBe(200);

    // Near its end, a refresh gives tokens that end with the session, not a fresh hour.
    const sid = String(claims.sid);
    await t.db.query("update auth_sessions set expires_at = now() + interval '30 seconds' where id = $1", [
      sid,
    ]);
    const refreshed = await refreshWithCookie(t.app, tokens.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().expires_in).toBeLessThanOrEqual(30);
    expect(cookieMaxAge(refreshed)).toBeLessThanOrEqual(30);
    const next = String(/ltk_refresh=([^;]*)/.exec(String(refreshed.headers['set-cookie']))?.[1]);

    // Past its end: its tokens get 401 and its refresh is refused.
    await t.db.query("update auth_sessions set expires_at = now() - interval '1 second' where id = $1", [
      sid,
    ]);
    expect((await userinfo(refreshed.json().access_token)).statusCode).toBe(401);
    expect((await refreshWithCookie(t.app, next)).statusCode).toBe(401);
  });

  it("ends with the staff member's logout of their own session, leaving the customer's sessions alone", async () => {
    const staff = await newStaff();
    const customer = await loginTokens(t.app, demo.email, demo.password);
    const tokens = await impersonate(staff);
    expect((await userinfo(tokens.access_token)).statusCode).toBe(200);
    const logout = await t.app.inject({ url: '/logout/', headers: bearer(staff.own.access_token) });
    expect(logout.json().revoked).toBe(2);
    expect((await userinfo(tokens.access_token)).statusCode).toBe(401);
    expect((await refreshWithCookie(t.app, tokens.refresh_token)).statusCode).toBe(401);
    expect((await userinfo(customer.access_token)).statusCode).toBe(200);
  });

  it("ends with the staff member's password change", async () => {
    const staff = await newStaff();
    const tokens = await impersonate(staff);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password/',
      headers: { ...bearer(staff.own.access_token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `current_password=${staff.password}&new_password=another-password-2`,
    });
    expect(changed.statusCode).toBe(200);
    expect((await userinfo(tokens.access_token)).statusCode).toBe(401);
    expect((await refreshWithCookie(t.app, tokens.refresh_token)).statusCode).toBe(401);
    expect((await userinfo(staff.own.access_token)).statusCode).toBe(200);
  });

  it('staff list live impersonation sessions and end one; nobody else may', async () => {
    const staff = await newStaff();
    const other = await newStaff();
    const tokens = await impersonate(staff);
    const sid = String(decodeJwt(tokens.access_token).sid);
    const list = await t.app.inject({
      url: '/v1/impersonation_sessions',
      headers: bearer(other.own.access_token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().sessions).toContainEqual(
      expect.objectContaining({
        id: sid,
        impersonatorId: staff.id,
        impersonatorEmail: staff.email,
        userId: demo.id,
        userEmail: demo.email,
      }),
    );
    const shopper = await loginTokens(t.app, fresh.email, fresh.password);
    for (const token of [shopper.access_token, tokens.access_token]) {
      expect(
        (await t.app.inject({ url: '/v1/impersonation_sessions', headers: bearer(token) })).statusCode,
      ).toBe(403);
      const end = await t.app.inject({
        method: 'DELETE',
        url: `/v1/impersonation_sessions/${sid}`,
        headers: bearer(token),
      });
      expect(end.statusCode).toBe(403);
    }
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/v1/impersonation_sessions/${sid}`,
      headers: bearer(other.own.access_token),
    });
    expect(ended.statusCode).toBe(200);
    expect((await userinfo(tokens.access_token)).statusCode).toBe(401);
    expect((await refreshWithCookie(t.app, tokens.refresh_token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/v1/impersonation_sessions/${sid}`,
      headers: bearer(other.own.access_token),
    });
    expect(again.statusCode).toBe(404);
    const after = await t.app.inject({
      url: '/v1/impersonation_sessions',
      headers: bearer(other.own.access_token),
    });
    expect(after.json().sessions.map((s: { id: string }) => s.id)).not.toContain(sid);
  });
});

describe('finding 2: what impersonation may not do, and the record of what it did', () => {
  it('refuses signing policies in an impersonation session; the customer still may', async () => {
    const staff = await newStaff();
    const tokens = await impersonate(staff, fresh.email);
    const signed = await t.app.inject({
      method: 'PATCH',
      url: '/v2/signed_policies/',
      headers: bearer(tokens.access_token),
      payload: { tos: true },
    });
    expect(signed.statusCode).toBe(403);
    expect(signed.json().error_code).toBe('impersonation_forbidden');
    const own = await loginTokens(t.app, fresh.email, fresh.password);
    const read = await t.app.inject({ url: '/v2/signed_policies/', headers: bearer(own.access_token) });
    expect(read.json().signedPolicies.tos).toBe(false);
  });

  it('records every write made under impersonation with the staff member; staff list the record', async () => {
    const staff = await newStaff();
    const tokens = await impersonate(staff);
    const { rows } = await t.db.query<{ id: string }>('select id from profiles order by id limit 1');
    const profileId = rows[0]?.id ?? '';
    const followed = await t.app.inject({
      method: 'POST',
      url: '/v2/follows/',
      headers: bearer(tokens.access_token),
      payload: { follows: [{ profile_id: profileId }] },
    });
    expect(followed.statusCode).toBe(200);
    await t.app.inject({
      method: 'PATCH',
      url: '/v2/signed_policies/',
      headers: bearer(tokens.access_token),
      payload: { tos: true },
    });
    // Reads and the customer's own writes are not recorded.
    await t.app.inject({ url: '/v2/follows/', headers: bearer(tokens.access_token) });
    const customer = await loginTokens(t.app, demo.email, demo.password);
    await t.app.inject({
      method: 'DELETE',
      url: `/v2/follows/?profile_ids=${profileId}`,
      headers: bearer(customer.access_token),
    });

    const audit = await t.app.inject({
      url: `/v1/impersonation_audit?impersonator_id=${staff.id}`,
      headers: bearer(staff.own.access_token),
    });
    expect(audit.statusCode).toBe(200);
    expect(audit.json().entries).toEqual([
      expect.objectContaining({
        impersonatorId: staff.id,
        userId: demo.id,
        method: 'PATCH',
        route: '/v2/signed_policies/',
        status: 403,
      }),
      expect.objectContaining({
        impersonatorId: staff.id,
        userId: demo.id,
        sessionId: String(decodeJwt(tokens.access_token).sid),
        method: 'POST',
        route: '/v2/follows/',
        url: '/v2/follows/',
        status: 200,
      }),
    ]);
    const page = await t.app.inject({
      url: `/v1/impersonation_audit?impersonator_id=${staff.id}&limit=1`,
      headers: bearer(staff.own.access_token),
    });
    expect(page.json().entries).toHaveLength(1);
    const rest = await t.app.inject({
      url: `/v1/impersonation_audit?impersonator_id=${staff.id}&before_id=${page.json().meta.next}`,
      headers: bearer(staff.own.access_token),
    });
    expect(rest.json().entries.map((e: { method: string }) => e.method)).toEqual(['POST']);
    const asCustomer = await t.app.inject({
      url: '/v1/impersonation_audit',
      headers: bearer(customer.access_token),
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});
