import { renderWithPlatform, reply } from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCategory } from '../../lib/testing/fixtures';
import { Root } from '../root';

const RECOMMENDATIONS = 'GET /v1/recommendations/ltk_profile_recommendations/';

const recommendations = () => ({
  recommendations: ['ana', 'bea'].map((name) => ({
    id: `id-${name}`,
    objectID: `id-${name}`,
    displayName: name,
    query: name,
    avatarUrl: `http://api.test/images/avatar/${name}.jpg?w=100&h=100&q=80`,
  })),
});

describe('/creators/matching', () => {
  test('recommended creators (30) linking to their shops', async () => {
    const { fetchMock, titles } = renderWithPlatform(<Root />, {
      route: '/creators/matching',
      routes: { [RECOMMENDATIONS]: recommendations },
    });
    const list = await screen.findByRole('list', { name: 'Recommended Creators' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['ana', '/explore/ana'],
      ['bea', '/explore/bea'],
    ]);
    await waitFor(() => expect(titles.at(-1)).toBe('Recommended Creators'));
    expect(fetchMock.callsTo(RECOMMENDATIONS)[0]?.url.searchParams.get('limit')).toBe('30');
  });

  test('error with Try Again, then empty', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderWithPlatform(<Root />, {
      route: '/creators/matching',
      routes: { [RECOMMENDATIONS]: () => (fail ? reply(503, { status: 503 }) : { recommendations: [] }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Creators could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });
});

describe('/sitemap', () => {
  test('the pages, every category and the creators, as links', async () => {
    const { fetchMock, titles } = renderWithPlatform(<Root />, {
      route: '/sitemap',
      routes: {
        'GET /v1/categories': () => ({
          categories: [makeCategory('salealert', 'Sale Alert'), makeCategory('fitness', 'Fitness')],
        }),
        [RECOMMENDATIONS]: recommendations,
      },
    });
    const categories = await screen.findByRole('list', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/categories/salealert', '/categories/fitness']);
    const creators = await screen.findByRole('list', { name: 'Creators' });
    expect(within(creators).getByRole('link', { name: 'bea' })).toHaveAttribute('href', '/explore/bea');
    const pages = screen.getByRole('list', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Deals' })).toHaveAttribute('href', '/deals');
    expect(within(pages).getByRole('link', { name: 'Recommended Creators' })).toHaveAttribute(
      'href',
      '/creators/matching',
    );
    await waitFor(() => expect(titles.at(-1)).toBe('Sitemap'));
    expect(fetchMock.callsTo(RECOMMENDATIONS)[0]?.url.searchParams.get('limit')).toBe('100');
  });

  test('a failed section shows its own error; the rest of the sitemap stays', async () => {
    renderWithPlatform(<Root />, {
      route: '/sitemap',
      routes: {
        'GET /v1/categories': () => ({ categories: [makeCategory('salealert', 'Sale Alert')] }),
        [RECOMMENDATIONS]: () => reply(500, { status: 500 }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Creators could not be loaded.');
    expect(await screen.findByRole('link', { name: 'Sale Alert' })).toBeInTheDocument();
  });
});
