import type { GiftGuideTerm } from '@ltk/contracts';
import { useRead } from '@ltk/store';
import { giftGuideRecipients } from '@ltk/store/shop-collections';
import { useTranslation } from 'react-i18next';
import type { LoadError } from '@ltk/platform/load-page-error';

export type RecipientsView =
  | { status: 'pending'; recipients?: undefined; error?: undefined }
  | { status: 'success'; recipients: GiftGuideTerm[]; error?: undefined }
  | { status: 'error'; recipients?: undefined; error: LoadError };

/** The gift-guide recipients (audiences) of the active locale, from the shared store (one load per locale). */
export function useRecipients(): RecipientsView & { retry: () => void } {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const request = useRead(giftGuideRecipients, locale);
  const { data: recipients, retry } = request;
  if (recipients) return { status: 'success', recipients, retry };
  if (request.status === 'failed')
    return { status: 'error', error: request.error ?? { status: 500, message: '' }, retry };
  return { status: 'pending', retry };
}
