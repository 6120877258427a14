import type { SignedPoliciesResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /v2/signed_policies/ */
export function getSignedPolicies(ctx: ClientContext): Promise<SignedPoliciesResponse> {
  return ctx.http.call('get', '/v2/signed_policies/');
}
