import { selectAuth, useAppSelector } from '@ltk/store';
import { needsTerms } from './legal-slice';
import { LegalTermsModal } from './legal-terms-modal';
import { useSignedPolicies } from './use-signed-policies';

/** Shows the legal terms modal to a signed-in user lacking cookie or privacy acceptance, never when impersonating. */
export function LegalTerms() {
  const auth = useAppSelector(selectAuth);
  const eligible = auth.status === 'authenticated' && !auth.impersonating;
  const policies = useSignedPolicies(eligible ? (auth.user?.userId ?? null) : null);
  return eligible && needsTerms(policies) ? <LegalTermsModal /> : null;
}
