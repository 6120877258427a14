import type { Category } from '@ltk/contracts';
import { hashtagSource, hashtagSources, prefixHashtag } from './hashtag';

const category = (key: string, feedHashtag: string, actionType = 'v1_hashtag'): Category => ({
  key,
  title: key,
  subtitle: '',
  url: `/categories/${key}`,
  imageUrl: '',
  actions: [{ actionType, feedHashtag }],
});

const categories = [
  category('salealert', 'salealert'),
  category('fitness', 'ltkfitness'),
  category('editorial', 'editorspicks', 'v1_link'),
];

test.each([
  ['fitness', 'ltkfitness'],
  ['Travel', 'ltkTravel'],
  [' home ', 'ltkhome'],
  ['editorspicks', 'ltkeditorspicks'],
])('%s gets the prefix: %s', (hashtag, expected) => {
  expect(prefixHashtag(hashtag, categories)).toBe(expected);
});

test.each([
  ['ltkfitness', 'already prefixed'],
  ['LTKHome', 'already prefixed, any case'],
  ['salealert', 'the hashtag of a hashtag-type category'],
  ['SaleAlert', 'the hashtag of a hashtag-type category, any case'],
  ['fashionmonth', 'the fashion-month name'],
  ['popular-today', 'a special ranked feed'],
])('%s is kept (%s)', (hashtag) => {
  expect(prefixHashtag(hashtag, categories)).toBe(hashtag);
});

test('without categories only the other exceptions apply', () => {
  expect(prefixHashtag('salealert', [])).toBe('ltksalealert');
  expect(prefixHashtag('top-shared', [])).toBe('top-shared');
});

test.each([
  ['popular-today', { kind: 'trending', rank: '24h' }],
  ['trending-creators', { kind: 'featured', rank: '24h' }],
  ['top-shared', { kind: 'trending', rank: 'deeplink' }],
  ['Popular-Today', { kind: 'trending', rank: '24h' }],
  ['ltkhome', { kind: 'hashtag', hashtag: 'ltkhome' }],
])('%s is served by %o', (hashtag, source) => {
  expect(hashtagSource(hashtag)).toEqual(source);
});

test('the feeds a hashtag page may show before the categories are known', () => {
  expect(hashtagSources('ltkhome')).toEqual([{ kind: 'hashtag', hashtag: 'ltkhome' }]);
  expect(hashtagSources('top-shared')).toEqual([{ kind: 'trending', rank: 'deeplink' }]);
  expect(hashtagSources(' salealert ')).toEqual([
    { kind: 'hashtag', hashtag: 'ltksalealert' },
    { kind: 'hashtag', hashtag: 'salealert' },
  ]);
  expect(hashtagSources('  ')).toEqual([]);
});
