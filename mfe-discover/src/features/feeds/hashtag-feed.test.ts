import { hashtagFeed } from './hashtag-feed';

test('hashtag feeds are cached per hashtag, 36 a page, for everyone', () => {
  expect(hashtagFeed('ltkhome')).toEqual({
    name: 'hashtag:ltkhome',
    source: { kind: 'hashtag', hashtag: 'ltkhome' },
    limit: 36,
    requiresLogin: false,
  });
});
