import { isApiError } from '@ltk/api-client';
import { createAppAsyncThunk } from '@ltk/store';

/** Outcome of an account action (section 8: success false with a message). */
export type AccountActionResult = { success: true } | { success: false; message: string };

const messageOf = (error: unknown): string =>
  isApiError(error)
    ? (error.user_message ?? error.developer_message)
    : error instanceof Error
      ? error.message
      : String(error);

/** Erasure (POST /v2/data_requests `erasure`): success is judged by status 201; the caller then logs out. */
export const deleteAccount = createAppAsyncThunk(
  'account/deleteAccount',
  async (_: void, { extra }): Promise<AccountActionResult> => {
    try {
      const response = await extra.api.createDataRequest('erasure');
      return response.dataRequest.requestType === 'erasure'
        ? { success: true }
        : { success: false, message: 'Unexpected response' };
    } catch (error) {
      return { success: false, message: messageOf(error) };
    }
  },
);

/** Subject access request (POST /v2/data_requests `access`); on failure the api's user_message. */
export const requestDataCopy = createAppAsyncThunk(
  'account/requestDataCopy',
  async (_: void, { extra }): Promise<AccountActionResult> => {
    try {
      await extra.api.createDataRequest('access');
      return { success: true };
    } catch (error) {
      return { success: false, message: isApiError(error) && error.user_message ? error.user_message : '' };
    }
  },
);
