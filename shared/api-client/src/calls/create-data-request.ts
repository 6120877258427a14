import type { DataRequestResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** POST /v2/data_requests { dataRequest: { requestType } } (access or erasure). */
export function createDataRequest(
  ctx: ClientContext,
  requestType: 'access' | 'erasure',
): Promise<DataRequestResponse> {
  return ctx.http.request('POST', '/v2/data_requests', { json: { dataRequest: { requestType } } });
}
