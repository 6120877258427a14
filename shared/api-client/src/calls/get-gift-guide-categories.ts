import type { GiftGuideCategoriesResponse } from '@ltk/contracts';
import type { ClientContext } from '../core/client-context';

/** GET /gift_guide/get_localized_categories with Accept-Language (and the locale iso as query). */
export function getGiftGuideCategories(
  ctx: ClientContext,
  locale: string,
): Promise<GiftGuideCategoriesResponse> {
  return ctx.http.call('get', '/gift_guide/get_localized_categories', {
    query: { locale },
    headers: { 'Accept-Language': locale },
  });
}
