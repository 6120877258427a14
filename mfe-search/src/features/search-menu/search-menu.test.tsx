import { STORAGE_KEYS } from '@ltk/contracts';
import { LocationProbe, makeAuthState, renderWithPlatform } from '@ltk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POPULAR_SEARCHES } from './popular-searches';
import { SearchMenu } from './search-menu';
import { strings } from '../../i18n/strings';

const recommendations = {
  recommendations: [
    {
      id: 'p-ana',
      objectID: 'p-ana',
      displayName: 'anastyle',
      query: 'anastyle',
      avatarUrl: 'http://localhost:4000/images/avatar/p-ana.jpg',
    },
  ],
};
const suggestions = {
  data: {
    hits: [
      { objectId: 'query:jeans skinny', id: 'jeans skinny', type: 'query', query: 'jeans skinny' },
      {
        objectId: 'p-jean',
        id: 'p-jean',
        type: 'profile',
        query: 'jeanjeanie',
        postProfileDisplay: 'jeanjeanie',
        imageLink: null,
      },
    ],
  },
};

function renderMenu(route = '/home', { loggedIn = true } = {}) {
  return renderWithPlatform(
    <strings.WithStrings>
      <SearchMenu />
      <LocationProbe />
    </strings.WithStrings>,
    {
      route,
      ...(loggedIn ? { auth: makeAuthState() } : {}),
      routes: {
        'GET /v1/recommendations/ltk_profile_recommendations/': () => recommendations,
        'GET /v2/suggestions/global/': () => suggestions,
      },
    },
  );
}

const group = (name: string) => screen.getByRole('group', { name });

beforeEach(() => window.localStorage.clear());

describe('SearchMenu', () => {
  it('without history shows 3 Popular Searches and Popular Creators (3 recommendations)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderMenu();
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const popular = within(group('Popular Searches')).getAllByRole('option');
    expect(popular).toHaveLength(3);
    popular.forEach((option) => expect(POPULAR_SEARCHES).toContain(option.textContent));
    expect(
      await within(await screen.findByRole('group', { name: 'Popular Creators' })).findByRole('option', {
        name: 'anastyle',
      }),
    ).toBeInTheDocument();
    expect(
      fetchMock
        .callsTo('GET /v1/recommendations/ltk_profile_recommendations/')[0]
        ?.url.searchParams.get('limit'),
    ).toBe('3');
  });

  it('logged out: Popular Searches only, no recommended profiles fetched (spec 6)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderMenu('/home', { loggedIn: false });
    await user.click(screen.getByRole('combobox', { name: 'Search' }));
    expect(within(group('Popular Searches')).getAllByRole('option')).toHaveLength(3);
    // Give a read the chance to start and answer before asserting that none did.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('group', { name: 'Popular Creators' })).not.toBeInTheDocument();
    expect(fetchMock.callsTo('GET /v1/recommendations/ltk_profile_recommendations/')).toHaveLength(0);
  });

  it('logged out keeps Recent Creators from this browser', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.creatorHistory,
      JSON.stringify([{ id: 'p9', query: 'zoe', type: 'profile' }]),
    );
    const user = userEvent.setup();
    renderMenu('/home', { loggedIn: false });
    await user.click(screen.getByRole('combobox', { name: 'Search' }));
    expect(within(group('Recent Creators')).getByRole('option', { name: 'zoe' })).toBeInTheDocument();
  });

  it('ignores malformed stored history with a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(STORAGE_KEYS.searchHistory, '{oops');
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('combobox', { name: 'Search' }));
    expect(group('Popular Searches')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('shows Recent Searches and Recent Creators from history instead of popular ones', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.searchHistory,
      JSON.stringify([{ id: 'boots', query: 'boots', type: 'post' }]),
    );
    window.localStorage.setItem(
      STORAGE_KEYS.creatorHistory,
      JSON.stringify([{ id: 'p9', query: 'zoe', type: 'profile' }]),
    );
    const user = userEvent.setup();
    const { fetchMock } = renderMenu();
    await user.click(screen.getByRole('combobox', { name: 'Search' }));
    expect(within(group('Recent Searches')).getByRole('option', { name: 'boots' })).toBeInTheDocument();
    expect(within(group('Recent Creators')).getByRole('option', { name: 'zoe' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Popular Searches' })).not.toBeInTheDocument();
    expect(fetchMock.callsTo('GET /v1/recommendations/ltk_profile_recommendations/')).toHaveLength(0);
  });

  it('once typed shows Related Searches and Suggested Creators; keyboard choice searches and is remembered', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderMenu();
    const input = screen.getByRole('combobox', { name: 'Search' });
    await user.type(input, 'jea');
    const related = await screen.findByRole('group', { name: 'Related Searches' });
    expect(within(related).getByRole('option', { name: 'jeans skinny' })).toBeInTheDocument();
    expect(
      within(group('Suggested Creators')).getByRole('option', { name: 'jeanjeanie' }),
    ).toBeInTheDocument();
    expect(fetchMock.callsTo('GET /v2/suggestions/global/').at(-1)?.url.searchParams.get('query')).toBe(
      'jea',
    );

    await user.keyboard('{ArrowDown}');
    const first = within(related).getByRole('option', { name: 'jeans skinny' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?keyword=jeans+skinny&type=post');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.searchHistory) ?? '[]')).toEqual([
      { id: 'jeans skinny', query: 'jeans skinny', type: 'post' },
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter on typed text searches with the current results type', async () => {
    const user = userEvent.setup();
    renderMenu('/search?keyword=old&type=profile');
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(input).toHaveValue('old');
    await user.clear(input);
    await user.type(input, '  Boots {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?keyword=Boots&type=profile');
  });

  it('choosing a creator goes to their shop and remembers the creator', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'jea');
    await user.click(await screen.findByRole('option', { name: 'jeanjeanie' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/explore/jeanjeanie');
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.creatorHistory) ?? '[]') as Array<{
      id: string;
    }>;
    expect(stored.map((entry) => entry.id)).toEqual(['p-jean']);
  });

  it('arrow keys wrap back to the input and Escape closes the list', async () => {
    const user = userEvent.setup();
    renderMenu();
    const input = screen.getByRole('combobox', { name: 'Search' });
    await user.click(input);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option')[3]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});

it('focuses and opens when the header publishes search/open', async () => {
  const { platform } = renderMenu();
  const input = screen.getByRole('combobox', { name: 'Search' });
  act(() => platform.bus.publish('search/open', { open: true }));
  expect(input).toHaveFocus();
  expect(input).toHaveAttribute('aria-expanded', 'true');
});

it('takes over what was typed into the shell stand-in in the same task: value, focus, caret at the end', async () => {
  const { platform } = renderMenu();
  const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search' });
  act(() => {
    platform.bus.publish('search/open', { open: true, query: 'summer dr' });
    // No await in between: a keystroke right after the hand-over must already find the text and the focus.
    expect(input).toHaveValue('summer dr');
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe('summer dr'.length);
  });
  const user = userEvent.setup();
  await user.keyboard('ess{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/search?keyword=summer+dress&type=post');
});
