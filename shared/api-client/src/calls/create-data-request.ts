import type { DataRequestResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** POST /v2/data_requests { dataRequest: { requestType } } (access or erasure); success is status 201 only. */
export function createDataRequest(
  ctx: ClientContext,
  requestType: 'access' | 'erasure',
): Promise<DataRequestResponse> {
  return ctx.http.call('post', '/v2/data_requests', {
    json: { dataRequest: { requestType } },
    expectStatus: 201,
  });
}
