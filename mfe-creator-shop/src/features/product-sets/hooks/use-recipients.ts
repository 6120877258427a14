import type { GiftGuideTerm } from '@ltk/contracts';
import { useAppSelector, useStoreRequest } from '@ltk/store';
import { loadRecipients, recipientsKey } from '../product-set-loads';
import { selectRecipients } from '../product-sets-slice';

/** The active gift-guide recipients of a locale (undefined until loaded), with the fetch state. */
export function useRecipients(locale: string): {
  recipients: GiftGuideTerm[] | undefined;
  failed: boolean;
  retry: () => void;
} {
  const request = useStoreRequest(recipientsKey(locale), loadRecipients(locale));
  const recipients = useAppSelector((state) => selectRecipients(state, locale));
  return { recipients, failed: !recipients && request.status === 'failed', retry: request.retry };
}
