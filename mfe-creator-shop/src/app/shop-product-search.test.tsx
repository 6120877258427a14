import { makeProduct, makeProfile, renderWithPlatform, reply, type MockHandler } from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Root } from './root';

// Whole-shop renders with typing: slower than jest's 5 s default on a loaded 2-core machine.
jest.setTimeout(20_000);

const creator = makeProfile({ id: 'prof-1', displayName: 'jane.doe' });
const product = (id: string) =>
  makeProduct({ id, ltkId: `post-${id}`, name: `Bag ${id}`, productDetailsId: `details-${id}` });
const catalog = ['p1', 'p2', 'p3'].map(product);
const hit = (id: string) => ({ postId: `post-${id}`, productId: id, productDetailsId: `details-${id}` });

type ProductSearchBody = { profileId: string; query: string; page: number; ranking: string; limit: number };

function routes(search: MockHandler): Record<string, MockHandler> {
  return {
    'GET /v2/profiles/': () => ({ profiles: [creator] }),
    'GET /v2/followers_statistics/': () => ({
      followersStatistics: { profileId: 'prof-1', followersCount: 3 },
    }),
    'GET /v3/activities/posts/profile/prof-1': () => ({ data: { activities: [] }, meta: { next: null } }),
    'GET /v3/activities/products/profiles/prof-1': () => ({ activities: [], meta: { next: null } }),
    'GET /v2/products/': ({ url }) => ({
      products: catalog.filter((p) => url.searchParams.getAll('ids').includes(p.id)),
    }),
    'POST /v2/search/shop': () => ({ hits: [], nbHits: 0, nbPages: 0, page: 0 }),
    'POST /v2/search/shop/products': search,
  };
}

const page = (page: number, ids: string[], nbHits: number, nbPages: number) => ({
  hits: ids.map(hit),
  page,
  nbHits,
  nbPages,
  length: ids.length,
  offset: page * 12,
  nbSortedHits: nbHits,
  hitsPerPage: 12,
});

async function search(term: string) {
  await userEvent.type(await screen.findByRole('searchbox', { name: "Search jane.doe's shop" }), term);
  return screen.findByRole('region', { name: 'Products' });
}

describe('shop product search', () => {
  it("finds the creator's products for the term, best match first, and pages by number", async () => {
    const { fetchMock } = renderWithPlatform(<Root />, {
      route: '/explore/jane.doe',
      routes: routes(({ body }) =>
        (body as ProductSearchBody).page === 0 ? page(0, ['p2', 'p1'], 3, 2) : page(1, ['p3'], 3, 2),
      ),
    });
    const section = await search(' bag ');
    expect(await within(section).findByRole('article', { name: 'Bag p2' })).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('article')
        .map((tile) => tile.getAttribute('aria-label')),
    ).toEqual(['Bag p2', 'Bag p1']);
    expect(within(section).getByText('3 products for bag')).toBeInTheDocument();
    expect(within(section).getAllByRole('link', { name: 'Bag p2' })[0]).toHaveAttribute(
      'href',
      '/products/details-p2?li=post-p2',
    );
    expect(fetchMock.callsTo('POST /v2/search/shop/products')[0]?.body).toMatchObject({
      profileId: 'prof-1',
      query: 'bag',
      page: 0,
      ranking: 'Relevant',
      limit: 12,
      context: 'include:gallery_products',
    });

    await userEvent.click(within(section).getByRole('button', { name: 'Show more products' }));
    expect(await within(section).findByRole('article', { name: 'Bag p3' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
    expect(
      fetchMock.callsTo('POST /v2/search/shop/products').map((call) => (call.body as ProductSearchBody).page),
    ).toEqual([0, 1]);
  });

  it('no hits (null) says so; an error offers Try Again', async () => {
    let fail = true;
    renderWithPlatform(<Root />, {
      route: '/explore/jane.doe',
      routes: routes(({ body }) =>
        (body as ProductSearchBody).query === 'zzz'
          ? null
          : fail
            ? reply(500, { error: 'down' })
            : page(0, ['p1'], 1, 1),
      ),
    });
    const empty = await search('zzz');
    expect(await within(empty).findByText('No products found for zzz.')).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: "Search jane.doe's shop" });
    await userEvent.clear(box);
    const section = await search('bag');
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Error loading the products.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(section).getByRole('article', { name: 'Bag p1' })).toBeInTheDocument());
  });
});
