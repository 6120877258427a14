import { renderWithPlatform } from '@ltk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Root } from '../root';

test('/ltk-shopping-app: four promo blocks, one about over 10 million users and the 4.9 rating, with the store links', async () => {
  const { titles } = renderWithPlatform(<Root />, { route: '/ltk-shopping-app' });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Shop your favorite creators');
  const blocks = screen.getAllByRole('region');
  expect(blocks).toHaveLength(4);
  expect(screen.getByRole('region', { name: 'Join over 10 million shoppers' })).toHaveTextContent('4.9');
  const links = within(blocks[0]!).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    'https://apps.apple.com/app/id1154027990',
    'https://play.google.com/store/apps/details?id=com.rewardstyle.liketoknowit',
  ]);
  expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  await waitFor(() => expect(titles.at(-1)).toBe('Download the LTK App'));
});

test("/ltk-chat: the first block is 'Install the App for Chat', the others stay", async () => {
  const { titles } = renderWithPlatform(<Root />, { route: '/ltk-chat' });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Install the App for Chat');
  expect(screen.getAllByRole('region')).toHaveLength(4);
  expect(screen.queryByRole('heading', { name: 'Shop your favorite creators' })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Join over 10 million shoppers' })).toBeInTheDocument();
  await waitFor(() => expect(titles.at(-1)).toBe('Chat with Creators'));
});

test('a French reader sees the page in French', async () => {
  renderWithPlatform(<Root />, { route: '/ltk-chat', locale: 'fr' });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Installez l’app pour discuter');
});
