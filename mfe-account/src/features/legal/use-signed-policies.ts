import { PAGE_ERROR_CODES, toPageError, usePageError } from '@ltk/platform';
import { createAppAsyncThunk, defineRead, useAppSelector, useRead } from '@ltk/store';
import { dispatchToLegal, legalSlice, policiesReceived, selectSignedPolicies } from './legal-slice';

/** Accept all: cookie, privacy and tos. A failure is ignored silently (section 8). */
export const acceptTerms = createAppAsyncThunk('legal/acceptTerms', async (_: void, { dispatch, extra }) => {
  dispatchToLegal(dispatch, policiesReceived({ cookie: true, privacy: true, tos: true }));
  try {
    const { signedPolicies } = await extra.api.updateSignedPolicies();
    dispatchToLegal(dispatch, policiesReceived(signedPolicies));
  } catch {
    // accept-terms failures are swallowed
  }
});

/** GET /v2/signed_policies/: the signed-in user's signed policies (keyed by user). */
const signedPolicies = defineRead({
  owner: legalSlice,
  name: 'signed-policies',
  args: (userId: string) => userId,
  load: async (_userId, { dispatch, extra }) => {
    const response = await extra.api.getSignedPolicies();
    dispatch(policiesReceived(response.signedPolicies));
  },
  select: selectSignedPolicies,
});

/**
 * The signed-in user's signed policies (GET /v2/signed_policies/); a failed read raises the page error
 * `ltk-privacy-info-not-found` 'Error fetching legal policies'.
 */
export function useSignedPolicies(userId: string | null) {
  const request = useRead(signedPolicies, userId);
  usePageError(
    request.status === 'failed'
      ? toPageError(request.error, PAGE_ERROR_CODES.privacyInfoNotFound, 'Error fetching legal policies')
      : null,
  );
  return useAppSelector(selectSignedPolicies);
}
