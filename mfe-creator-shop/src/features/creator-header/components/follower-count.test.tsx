import { renderWithPlatform } from '@ltk/testing';
import { screen } from '@testing-library/react';
import { FollowerCount } from './follower-count';
import { strings } from '../../../i18n/strings';

function WithStrings({ count }: { count: number }) {
  strings.useStrings();
  return <FollowerCount count={count} />;
}

describe('FollowerCount', () => {
  it.each([
    [0, '0 followers'],
    [999, '999 followers'],
    [1000, '1K followers'],
    [1250, '1.3K followers'],
    [12345, '12.3K followers'],
    [999_949, '999.9K followers'],
    [2_500_000, '2.5M followers'],
    [1_040_000_000, '1B followers'],
  ])('shows %d as %s', (count, text) => {
    renderWithPlatform(<WithStrings count={count} />);
    expect(screen.getByTestId('follower-count')).toHaveTextContent(text);
  });

  it('uses the locale of the platform once its strings are in', async () => {
    renderWithPlatform(<WithStrings count={12345} />, { locale: 'fr' });
    expect(await screen.findByTestId('follower-count')).toHaveTextContent('12.3K abonnés');
  });
});
