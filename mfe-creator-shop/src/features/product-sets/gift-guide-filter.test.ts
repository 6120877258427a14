import type { ShopProductCollection } from '@ltk/contracts';
import { visibleGiftGuideIds } from './gift-guide-filter';

const guide = (collectionId: string, audience: string | null) =>
  ({ collectionId, attributes: { audience, occasion: null } }) as ShopProductCollection;

describe('visibleGiftGuideIds', () => {
  const guides = { g1: guide('g1', 'FOR_HER'), g2: guide('g2', 'FOR_PETS'), g3: guide('g3', null) };
  const recipients = [{ key: 'FOR_HER', status: 'ACTIVE', value: 'For Her' }];

  it('keeps only guides whose audience is a known recipient, in list order', () => {
    expect(visibleGiftGuideIds(['g3', 'g2', 'g1', 'missing'], guides, recipients)).toEqual(['g1']);
  });

  it('shows none until the recipients are loaded', () => {
    expect(visibleGiftGuideIds(['g1'], guides, undefined)).toEqual([]);
  });
});
