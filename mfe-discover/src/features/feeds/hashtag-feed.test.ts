import { hashtagFeed, hashtagFeedSource } from './hashtag-feed';

test.each([
  ['popular-today', { kind: 'trending', rank: '24h' }],
  ['trending-creators', { kind: 'featured', rank: '24h' }],
  ['top-shared', { kind: 'trending', rank: 'deeplink' }],
  ['Popular-Today', { kind: 'trending', rank: '24h' }],
  ['ltkhome', { kind: 'hashtag', hashtag: 'ltkhome' }],
])('%s is served by %o', (hashtag, source) => {
  expect(hashtagFeedSource(hashtag)).toEqual(source);
});

test('hashtag feeds are cached per hashtag, 36 a page, for everyone', () => {
  expect(hashtagFeed('ltkhome')).toEqual({
    name: 'hashtag:ltkhome',
    source: { kind: 'hashtag', hashtag: 'ltkhome' },
    limit: 36,
    requiresLogin: false,
  });
});
