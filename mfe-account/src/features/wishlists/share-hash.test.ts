import { decodeShareHash } from './share-hash';

const encode = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

test('decodes the share id and the owner id', () => {
  expect(decodeShareHash(encode('0123abcd:d0000000-0000-4000-8000-000000000001'))).toEqual({
    shareId: '0123abcd',
    ownerId: 'd0000000-0000-4000-8000-000000000001',
  });
});

test.each(['', 'a', '!!!!', encode('no-separator'), encode('a:b:c'), encode('<x>:y')])(
  'refuses a malformed hash %p',
  (hash) => {
    expect(decodeShareHash(hash)).toBeNull();
  },
);
