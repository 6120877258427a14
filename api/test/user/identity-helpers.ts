import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../src/testing/create-test-app.js';

export type Tokens = {
  access_token: string;
  refresh_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
};

/** A seeded test app (small catalog); the seed includes the demo accounts. */
export async function createIdentityTestApp(options: { dataDir?: string } = {}): Promise<TestApp> {
  return createTestApp(options);
}

export async function passwordLogin(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, string> = {},
  ip = '127.0.0.1',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await app.inject({
    method: 'POST',
    url: '/token/',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password, ...extra }).toString(),
  });
  return { status: response.statusCode, body: response.json() };
}

export async function loginTokens(app: FastifyInstance, username: string, password: string): Promise<Tokens> {
  const { status, body } = await passwordLogin(app, username, password);
  if (status !== 200) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return body as unknown as Tokens;
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
