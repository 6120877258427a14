/** @jest-environment node */
import type { PlatformContext } from '@ltk/platform';
import { makeAuthState, makeUser } from '@ltk/testing';
import type { ShellAuth } from '../../features/auth';
import { createShellPlatform } from './create-shell-platform';

const config = { apiBaseUrl: 'http://api.test', brand: 'LTK', env: 'production' } as const;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(replies: Response[]) {
  const calls: { url: string; authorization?: string }[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: typeof input === 'string' || input instanceof URL ? input.toString() : input.url,
      authorization: (init?.headers as Record<string, string> | undefined)?.['Authorization'],
    });
    return replies.shift() ?? json(200, {});
  });
  const session = { refresh: jest.fn<Promise<boolean>, []>(), onUnauthorized: jest.fn() };
  let platformRef: PlatformContext | undefined;
  const { platform } = createShellPlatform({
    config,
    fetchImpl: fetchImpl,
    storage: null,
    createAuth: (p) => {
      platformRef = p;
      return { session } as unknown as ShellAuth;
    },
  });
  platform.bus.publish('auth', makeAuthState(makeUser(), 'old-token'));
  return { platform, platformRef, session, calls };
}

describe('createShellPlatform', () => {
  it("renews tokens through the shell's session service after 403 'Key not authorised' and retries with the new token", async () => {
    const env = setup([json(403, { error: 'Key not authorised' }), json(200, { carts: [], cartItems: [] })]);
    env.session.refresh.mockImplementation(async () => {
      env.platform.bus.publish('auth', makeAuthState(makeUser(), 'new-token'));
      return true;
    });
    await env.platform.api.getCarts();
    expect(env.platformRef).toBe(env.platform);
    expect(env.session.refresh).toHaveBeenCalledTimes(1);
    // No password-grant refresh of its own: only the two api calls went out.
    expect(env.calls.map((c) => c.authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it("ends the session through the shell's session service on a 401", async () => {
    const env = setup([
      json(401, { status: 401, error_code: 'UNAUTHORIZED', developer_message: 'bad token' }),
    ]);
    await expect(env.platform.api.getCarts()).rejects.toMatchObject({ status: 401 });
    expect(env.session.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(env.session.refresh).not.toHaveBeenCalled();
  });
});
