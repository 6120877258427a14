import {
  makeFeedResponse,
  makePost,
  makeProduct,
  makeProfile,
  renderWithPlatform,
  reply,
  type MockHandler,
} from '@ltk/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leadProductIds } from './trending-products-loads';
import { TrendingProducts } from './trending-products';

jest.setTimeout(20_000);

const creator = makeProfile({ id: 'prof-1', displayName: 'jane.doe' });
const post = (id: string, productIds: string[]) => makePost({ id, profileId: 'prof-1', productIds });
const product = (id: string, post: string) =>
  makeProduct({ id, ltkId: post, name: `Trending ${id}`, productDetailsId: `details-${id}` });
const catalog = [product('a1', 't1'), product('b1', 't2'), product('c1', 't3')];

function routes(feed: MockHandler): Record<string, MockHandler> {
  return {
    'GET /v3/activities/posts/profile/prof-1': feed,
    'GET /v2/products/': ({ url }) => ({
      products: catalog.filter((p) => url.searchParams.getAll('ids').includes(p.id)),
    }),
  };
}

describe('leadProductIds', () => {
  it("keeps each post's first product, in the feed's order, once, skipping posts without products", () => {
    const posts = [post('t2', ['b1', 'x']), post('t1', ['a1', 'a2']), post('t3', []), post('t4', ['a1'])];
    expect(leadProductIds(['t1', 't2', 't3', 't4', 'missing'], posts)).toEqual(['a1', 'b1']);
  });
});

describe('TrendingProducts', () => {
  it("asks for the month's trending posts, 10 a page with posts and media, shows their lead products, pages on", async () => {
    const { fetchMock } = renderWithPlatform(<TrendingProducts profileId="prof-1" />, {
      routes: routes(({ url }) =>
        url.searchParams.get('next') === 'page-2'
          ? makeFeedResponse([post('t3', ['c1'])], { next: null }, [creator])
          : makeFeedResponse([post('t1', ['a1', 'a2']), post('t2', ['b1'])], { next: 'page-2' }, [creator]),
      ),
    });
    const section = await screen.findByRole('region', { name: 'Trending products' });
    expect(await within(section).findByRole('article', { name: 'Trending a1' })).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('article')
        .map((tile) => tile.getAttribute('aria-label')),
    ).toEqual(['Trending a1', 'Trending b1']);
    // The product page, with the post it came from.
    expect(within(section).getAllByRole('link', { name: 'Trending a1' })[0]).toHaveAttribute(
      'href',
      '/products/details-a1?li=t1',
    );
    const first = fetchMock.callsTo('GET /v3/activities/posts/profile/prof-1')[0]!.url.searchParams;
    expect(first.get('rank')).toBe('top_month');
    expect(first.get('limit')).toBe('10');
    expect(first.getAll('includes')).toEqual(['posts', 'media_objects']);

    await userEvent.click(within(section).getByRole('button', { name: 'Show more' }));
    expect(await within(section).findByRole('article', { name: 'Trending c1' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(
      fetchMock.callsTo('GET /v3/activities/posts/profile/prof-1')[1]!.url.searchParams.get('next'),
    ).toBe('page-2');
  });

  it('announces the load, says when there is nothing, and offers Try Again after an error', async () => {
    let fail = true;
    const { fetchMock } = renderWithPlatform(<TrendingProducts profileId="prof-1" />, {
      routes: routes(() => (fail ? reply(500, { error: 'down' }) : makeFeedResponse([], { next: null }))),
    });
    const section = screen.getByRole('region', { name: 'Trending products' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getByRole('status')).toHaveTextContent('Loading trending products');

    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Error loading the trending products.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(section).findByText('No trending products this month.')).toBeInTheDocument();
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(fetchMock.callsTo('GET /v3/activities/posts/profile/prof-1')).toHaveLength(2);
  });
});
