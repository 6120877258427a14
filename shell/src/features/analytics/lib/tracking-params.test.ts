import { trackingParams } from './tracking-params';

describe('tracking params', () => {
  it('keeps the five utm params and drops everything else', () => {
    expect(
      trackingParams(
        '?utm_campaign=c&utm_source=s&utm_medium=m&utm_term=t&utm_content=x&utm_other=o&keyword=k',
      ),
    ).toEqual({ utm_campaign: 'c', utm_source: 's', utm_medium: 'm', utm_term: 't', utm_content: 'x' });
  });

  it('sets utm_source to tiktok_one when ttoclid comes without utm_source', () => {
    expect(trackingParams('?ttoclid=abc&utm_medium=paid')).toEqual({
      utm_source: 'tiktok_one',
      utm_medium: 'paid',
    });
  });

  it('keeps an explicit utm_source next to ttoclid', () => {
    expect(trackingParams('?ttoclid=abc&utm_source=newsletter')).toEqual({ utm_source: 'newsletter' });
  });

  it('returns nothing for a query without tracking params', () => {
    expect(trackingParams('')).toEqual({});
  });
});
