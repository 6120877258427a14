import type { GiftGuideTerm } from '@ltk/contracts';
import { useRead } from '@ltk/store';
import { giftGuideRecipients } from '@ltk/store/shop-collections';

/** The active gift-guide recipients of a locale (undefined until loaded), with the fetch state. */
export function useRecipients(locale: string): {
  recipients: GiftGuideTerm[] | undefined;
  failed: boolean;
  retry: () => void;
} {
  const { data: recipients, status, retry } = useRead(giftGuideRecipients, locale);
  return { recipients, failed: !recipients && status === 'failed', retry };
}
