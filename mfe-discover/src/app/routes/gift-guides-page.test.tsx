import type { MockHandler } from '@ltk/testing';
import { installIntersectionObserver, renderWithPlatform, reply } from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { giftGuidesResponse, makeGiftGuide } from '../../lib/testing/fixtures';
import { Root } from '../root';

const CATEGORIES = 'GET /gift_guide/get_localized_categories';
const GUIDES = 'GET /v3/activities/giftguides';

const categories = () => ({
  locale: 'en',
  recipients: [
    { key: 'FOR_HER', status: 'ACTIVE', value: 'For Her' },
    { key: 'FOR_HIM', status: 'ACTIVE', value: 'For Him' },
    { key: 'FOR_PETS', status: 'INACTIVE', value: 'For Pets' },
  ],
  occasions: [{ key: 'CHRISTMAS', status: 'ACTIVE', value: 'Christmas' }],
});

function render(route: string, routes: Record<string, MockHandler> = {}) {
  return renderWithPlatform(<Root />, { route, routes: { [CATEGORIES]: categories, ...routes } });
}

let io: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  io = installIntersectionObserver();
});

describe('/giftguides', () => {
  test('one tile per active recipient, linking to its guides; titled Gift Guides', async () => {
    const { fetchMock, titles } = render('/giftguides');
    const list = await screen.findByRole('list', { name: 'Who are you shopping for?' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['For Her', '/giftguides/for_her'],
      ['For Him', '/giftguides/for_him'],
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gift Guides');
    await waitFor(() => expect(titles.at(-1)).toBe('Gift Guides'));
    const [call] = fetchMock.callsTo(CATEGORIES);
    expect(call?.url.searchParams.get('locale')).toBe('en');
    expect(call?.headers['accept-language']).toBe('en');
  });

  test('a failed load shows the error with Try Again, which loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    render('/giftguides', {
      [CATEGORIES]: () => (fail ? reply(500, { status: 500, developer_message: 'boom' }) : categories()),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gift guides could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'For Her' })).toBeInTheDocument();
  });

  test("no recipients: 'No results found.'", async () => {
    render('/giftguides', { [CATEGORIES]: () => ({ locale: 'en', recipients: [], occasions: [] }) });
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });
});

describe('/giftguides/:id', () => {
  test("the audience's guides, 36 a page, each linking to the guide in its creator's shop; titled by the audience", async () => {
    const { fetchMock, titles } = render('/giftguides/for_her', {
      [GUIDES]: () =>
        giftGuidesResponse([makeGiftGuide('g1', 'Gifts for her'), makeGiftGuide('g2', 'Cozy gifts')]),
    });
    const grid = await screen.findByRole('region', { name: 'For Her' });
    const cards = await within(grid).findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Gifts for her', 'Cozy gifts']);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/explore/ana/giftguides/g1');
    expect(cards[0]).toHaveTextContent('by ana · 5 products');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('For Her');
    await waitFor(() => expect(titles.at(-1)).toBe('For Her'));
    const [call] = fetchMock.callsTo(GUIDES);
    expect(call?.url.searchParams.get('audience')).toBe('FOR_HER');
    expect(call?.url.searchParams.get('limit')).toBe('36');
    expect(call?.url.searchParams.getAll('includes')).toEqual(['shop_product_collections', 'profiles']);
  });

  test('pages by scroll with the next cursor', async () => {
    const first = Array.from({ length: 4 }, (_, i) => makeGiftGuide(`g${i + 1}`, `Guide ${i + 1}`));
    const { fetchMock } = render('/giftguides/for_her', {
      [GUIDES]: (request) =>
        request.url.searchParams.get('next') === 'page-2'
          ? giftGuidesResponse([makeGiftGuide('g5', 'Guide 5')])
          : giftGuidesResponse(first, 'page-2'),
    });
    const grid = await screen.findByRole('region', { name: 'For Her' });
    await within(grid).findByRole('article', { name: 'Guide 4' });
    const items = within(grid).getAllByRole('listitem');
    io.intersect(items[2]!);
    expect(await within(grid).findByRole('article', { name: 'Guide 5' })).toBeInTheDocument();
    expect(fetchMock.callsTo(GUIDES).map((call) => call.url.searchParams.get('next'))).toEqual([
      null,
      'page-2',
    ]);
  });

  test("no guides: 'No results found.'", async () => {
    render('/giftguides/for_him', { [GUIDES]: () => giftGuidesResponse([]) });
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });

  test('an unknown (or inactive) audience raises the shell’s 404 and loads no guides', async () => {
    const { platform, fetchMock } = render('/giftguides/for_pets');
    await waitFor(() =>
      expect(platform.bus.current('page/error')).toMatchObject({ status: 404, path: '/giftguides/for_pets' }),
    );
    expect(fetchMock.callsTo(GUIDES)).toHaveLength(0);
  });
});
