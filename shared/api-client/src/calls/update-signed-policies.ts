import type { SignedPoliciesResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** PATCH /v2/signed_policies/ — accepting sends cookie, privacy and tos all true. */
export function updateSignedPolicies(ctx: ClientContext): Promise<SignedPoliciesResponse> {
  return ctx.http.call('patch', '/v2/signed_policies/', {
    json: { cookie: true, privacy: true, tos: true },
  });
}
