import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';

export type Jwks = JSONWebKeySet;

export type IdTokenExpectations = {
  /** The provider's issuer (`{apiBaseUrl}/oidc`); both login strategies sign with it. */
  issuer: string;
  /** This client's id: the ID token's audience. */
  audience: string;
  /** The nonce sent with the authorization request (hosted login's code exchange only). */
  nonce?: string;
  /** Milliseconds since the epoch (tests). */
  now?: number;
};

type IdTokenFailure =
  | 'malformed'
  | 'no matching key'
  | 'invalid signature'
  | 'expired'
  | 'wrong issuer'
  | 'wrong audience'
  | 'nonce mismatch'
  | 'invalid claims';

export type IdTokenCheck = { ok: true; payload: JWTPayload } | { ok: false; reason: IdTokenFailure };

/** Seconds of clock difference between this device and the provider tolerated for `exp`, `nbf` and `iat`. */
const CLOCK_TOLERANCE_S = 60;

function failureOf(error: unknown): IdTokenFailure {
  if (error instanceof errors.JWKSNoMatchingKey) return 'no matching key';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'invalid signature';
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed)
    return error.claim === 'iss'
      ? 'wrong issuer'
      : error.claim === 'aud'
        ? 'wrong audience'
        : 'invalid claims';
  return 'malformed';
}

/**
 * Verifies an ID token with jose: RS256 signature by a key of the provider's JWKS, `iss`, `aud`, `exp` (and `nbf`),
 * and the nonce when one was sent. Never throws: a failure says why, and the caller drops the token.
 */
export async function verifyIdToken(
  token: string,
  jwks: Jwks,
  expected: IdTokenExpectations,
): Promise<IdTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer: expected.issuer,
      audience: expected.audience,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_TOLERANCE_S,
      ...(expected.now === undefined ? {} : { currentDate: new Date(expected.now) }),
    });
    if (expected.nonce !== undefined && payload['nonce'] !== expected.nonce)
      return { ok: false, reason: 'nonce mismatch' };
    return { ok: true, payload };
  } catch (error) {
    return { ok: false, reason: failureOf(error) };
  }
}
