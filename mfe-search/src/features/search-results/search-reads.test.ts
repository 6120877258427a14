import { nextSearchPage } from './search-reads';

const meta = (page: number, nbPages: number, nbHits: number) => ({ page, nbPages, nbHits });

it('post search stops once every hit is loaded; profile-style search at the last page', () => {
  expect(nextSearchPage(meta(0, 3, 50), 'hits', 20)).toBe('1');
  expect(nextSearchPage(meta(1, 3, 40), 'hits', 20)).toBeNull();
  expect(nextSearchPage(meta(2, 3, 50), 'hits', 20)).toBeNull();
  expect(nextSearchPage(meta(0, 2, 4), 'pages', 3)).toBe('1');
  expect(nextSearchPage(meta(1, 2, 4), 'pages', 3)).toBeNull();
  expect(nextSearchPage(meta(0, 0, 0), 'pages', 3)).toBeNull();
});
