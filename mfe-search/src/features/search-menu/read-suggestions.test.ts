import { readSuggestions } from './read-suggestions';

it('splits hits into related terms and suggested creators', () => {
  const result = readSuggestions({
    data: {
      hits: [
        { objectID: 'query:jeans', id: 'jeans', type: 'query', query: 'jeans' },
        { objectID: 'query:jeans2', id: 'Jeans', type: 'query', query: 'jeans' },
        {
          objectID: 'p1',
          id: 'p1',
          type: 'profile',
          query: 'JeanStyle',
          postProfileDisplay: 'JeanStyle',
          imageLink: 'http://x/a.jpg',
        },
        { objectID: 'p2', id: '', type: 'profile', query: '' },
      ],
    },
  });
  expect(result.related).toEqual(['jeans']);
  expect(result.creators).toEqual([
    { profileId: 'p1', displayName: 'JeanStyle', avatarUrl: 'http://x/a.jpg' },
  ]);
});
