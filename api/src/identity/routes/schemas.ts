/** JSON schemas shared by the identity routes. */
export const errorSchema = {
  type: 'object',
  properties: {
    status: { type: 'integer' },
    error: { type: 'string' },
    error_code: { type: 'string' },
    developer_message: { type: 'string' },
    user_message: { type: 'string' },
  },
  required: ['status', 'error_code', 'developer_message'],
} as const;

export const profileClaimSchema = {
  type: 'object',
  properties: {
    sigilUserId: { type: 'string' },
    userCreatedAt: { type: 'string' },
    authnProvider: { type: 'string' },
    authnCanChangeEmail: { type: 'boolean' },
  },
  required: ['sigilUserId', 'userCreatedAt', 'authnProvider', 'authnCanChangeEmail'],
} as const;

/** Token and signup answers: the refresh token is never in them (it is the httpOnly cookie, refresh-cookie.ts). */
export const tokenResponseSchema = {
  type: 'object',
  properties: {
    access_token: { type: 'string' },
    id_token: { type: 'string' },
    token_type: { type: 'string', enum: ['Bearer'] },
    expires_in: { type: 'integer' },
    scope: { type: 'string' },
  },
  required: ['access_token', 'id_token', 'token_type', 'expires_in'],
} as const;

export const okSchema = {
  type: 'object',
  properties: { status: { type: 'string' }, message: { type: 'string' } },
  required: ['status'],
} as const;

export const authErrors = { 401: errorSchema, 403: errorSchema } as const;
