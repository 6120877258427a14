import { createPageTitleController } from './page-title-controller';

const setup = () => {
  const doc = { title: '' };
  return { doc, titles: createPageTitleController({ brand: 'LTK', doc }) };
};

describe('createPageTitleController', () => {
  it('sets the route default with the brand template', () => {
    const { doc, titles } = setup();
    titles.enterPage('/home', 'Discover');
    expect(doc.title).toBe('Discover | LTK');
    titles.enterPage('/post/1', undefined);
    expect(doc.title).toBe('LTK');
  });

  it("applies a remote's title for the current page", () => {
    const { doc, titles } = setup();
    titles.enterPage('/explore/jane', undefined);
    titles.remoteTitle('/explore/jane', 'Jane');
    expect(doc.title).toBe('Jane | LTK');
  });

  it('keeps a title published before the routing event of its page instead of the default', () => {
    const { doc, titles } = setup();
    titles.enterPage('/home', 'Discover');
    titles.remoteTitle('/search', 'shoes - Search');
    titles.enterPage('/search', 'Search');
    expect(doc.title).toBe('shoes - Search | LTK');
  });

  it('forgets an early title once its page was entered, and ignores one for another path', () => {
    const { doc, titles } = setup();
    titles.enterPage('/home', 'Discover');
    titles.remoteTitle('/categories', 'Shop all');
    titles.enterPage('/wishlists', 'Wishlists');
    expect(doc.title).toBe('Wishlists | LTK');
    titles.enterPage('/categories', 'Shop');
    expect(doc.title).toBe('Shop | LTK');
  });

  it('falls back to the brand for a blank title', () => {
    const { doc, titles } = setup();
    titles.enterPage('/home', 'Discover');
    titles.remoteTitle('/home', '  ');
    expect(doc.title).toBe('LTK');
  });
});
