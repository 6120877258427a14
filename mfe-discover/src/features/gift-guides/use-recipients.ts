import type { GiftGuideTerm } from '@ltk/contracts';
import { useAppSelector, useStoreRequest } from '@ltk/store';
import { useTranslation } from 'react-i18next';
import type { LoadError } from '../../lib/load-page-error';
import { selectRecipients } from './gift-guides-slice';
import { loadRecipients, recipientsKey } from './gift-guide-loads';

export type RecipientsView =
  | { status: 'pending'; recipients?: undefined; error?: undefined }
  | { status: 'success'; recipients: GiftGuideTerm[]; error?: undefined }
  | { status: 'error'; recipients?: undefined; error: LoadError };

/** The gift-guide recipients (audiences) of the active locale, from the store (one load per locale). */
export function useRecipients(): RecipientsView & { retry: () => void } {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const request = useStoreRequest(recipientsKey(locale), loadRecipients(locale));
  const recipients = useAppSelector((state) => selectRecipients(state, locale));
  const { retry } = request;
  if (recipients) return { status: 'success', recipients, retry };
  if (request.status === 'failed')
    return { status: 'error', error: request.error ?? { status: 500, message: '' }, retry };
  return { status: 'pending', retry };
}
