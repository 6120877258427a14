import { ANALYTICS_EVENTS, type AnalyticsEventPayload } from '@ltk/contracts';
import { shareLink } from './share-link';
import { shareTarget } from './share-targets';

function setup() {
  const events: AnalyticsEventPayload[] = [];
  return {
    events,
    names: () => events.map((e) => e.name),
    publish: (e: AnalyticsEventPayload) => events.push(e),
  };
}

const target = (route: Parameters<typeof shareTarget>[0]) => ({
  ...shareTarget(route, { id: 'set-1', displayName: 'ana' }),
  id: 'set-1',
  url: 'https://shop.test/x',
  title: 'Cozy',
});

describe('shareLink', () => {
  it('uses the Web Share API when present: start then complete, with the route label and path', async () => {
    const { events, names, publish } = setup();
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn();
    await expect(
      shareLink(target('explore-displayName-productsets-id'), { share, writeText, publish }),
    ).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Cozy', url: 'https://shop.test/x' });
    expect(writeText).not.toHaveBeenCalled();
    expect(names()).toEqual([ANALYTICS_EVENTS.shareStart, ANALYTICS_EVENTS.shareComplete]);
    expect(events[0]?.properties).toEqual({
      label: 'shop_product_set',
      path: '/explore/ana/productsets/set-1',
      id: 'set-1',
    });
  });

  it('copies the link when there is no Web Share', async () => {
    const { names, publish } = setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(shareLink(target('productsets-id'), { writeText, publish })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://shop.test/x');
    expect(names()).toEqual([ANALYTICS_EVENTS.shareStart, ANALYTICS_EVENTS.shareComplete]);
  });

  it('a dismissed share sheet is a cancel, and nothing is copied', async () => {
    const { names, publish } = setup();
    const share = jest.fn().mockRejectedValue(Object.assign(new Error('dismissed'), { name: 'AbortError' }));
    const writeText = jest.fn();
    await expect(shareLink(target('post-id'), { share, writeText, publish })).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
    expect(names()).toEqual([ANALYTICS_EVENTS.shareStart, ANALYTICS_EVENTS.shareCancel]);
  });

  it('a failing share falls back to copying; a failing copy is a cancel', async () => {
    const { names, publish } = setup();
    const share = jest.fn().mockRejectedValue(new Error('not allowed'));
    await expect(
      shareLink(target('post-id'), { share, writeText: jest.fn().mockResolvedValue(undefined), publish }),
    ).resolves.toBe('copied');
    await expect(
      shareLink(target('post-id'), { writeText: jest.fn().mockRejectedValue(new Error('denied')), publish }),
    ).resolves.toBe('failed');
    expect(names()).toEqual([
      ANALYTICS_EVENTS.shareStart,
      ANALYTICS_EVENTS.shareComplete,
      ANALYTICS_EVENTS.shareStart,
      ANALYTICS_EVENTS.shareCancel,
    ]);
  });

  it('a gift guide also sends the product-set start and complete events', async () => {
    const { names, publish } = setup();
    await shareLink(target('explore-displayName-giftguides-id'), {
      writeText: jest.fn().mockResolvedValue(undefined),
      publish,
    });
    expect(names()).toEqual([
      ANALYTICS_EVENTS.shareStart,
      ANALYTICS_EVENTS.productSetShareStart,
      ANALYTICS_EVENTS.shareComplete,
      ANALYTICS_EVENTS.productSetShareComplete,
    ]);
  });

  it('maps each route to its share path', () => {
    expect(shareTarget('products-id', { id: 'd1' }).path).toBe('/products/d1');
    expect(shareTarget('posts-id', { id: 'p1' }).path).toBe('/post/p1');
    expect(shareTarget('explore-displayName-giftguides-id', { id: 'g1', displayName: 'ana' })).toEqual({
      path: '/explore/ana/giftguides/g1',
      label: 'shop_gift_guide',
      giftGuide: true,
    });
  });
});
