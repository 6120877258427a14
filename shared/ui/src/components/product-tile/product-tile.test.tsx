import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test/render-ui';
import { ProductTile } from './product-tile';

const base = {
  name: 'Linen shirt',
  imageUrl: 'http://localhost:4000/images/product/1.jpg',
  href: '/products/pd1',
};

test('links the image and Shop Now to the product page', () => {
  renderUi(<ProductTile {...base} price={40} retailerName="Nordstrom" />);
  const tile = screen.getByRole('article', { name: 'Linen shirt' });
  expect(within(tile).getByRole('link', { name: 'Linen shirt' })).toHaveAttribute('href', '/products/pd1');
  expect(within(tile).getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products/pd1');
  expect(tile).toHaveTextContent('$40.00');
  expect(tile).toHaveTextContent('Nordstrom');
  expect(tile).not.toHaveTextContent('You Save');
});

test('retailer links open in a new tab', () => {
  renderUi(<ProductTile {...base} href="https://shop.example/p/1" external />);
  const link = screen.getByRole('link', { name: 'Linen shirt' });
  expect(link).toHaveAttribute('href', 'https://shop.example/p/1');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('shows the discount price, the struck regular price, the saving and the badge', () => {
  renderUi(<ProductTile {...base} price={80} discountPrice={60} percentChange={-0.254} />);
  const tile = screen.getByRole('article');
  expect(tile).toHaveTextContent('$60.00');
  expect(tile.querySelector('s')).toHaveTextContent('$80.00');
  expect(tile).toHaveTextContent('You Save 25%');
  expect(tile).toHaveTextContent('25% off');
});

test('no saving label when the discount price is not lower', () => {
  renderUi(<ProductTile {...base} price={50} discountPrice={50} />);
  expect(screen.getByRole('article')).not.toHaveTextContent('You Save');
  expect(screen.getByRole('article').querySelector('s')).toBeNull();
});

test('wish and share buttons appear only with their callbacks and work from the keyboard', async () => {
  const user = userEvent.setup();
  const onWishToggle = jest.fn();
  const onShare = jest.fn();
  const { unmount } = renderUi(<ProductTile {...base} />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  unmount();

  renderUi(<ProductTile {...base} wished onWishToggle={onWishToggle} onShare={onShare} />);
  const wish = screen.getByRole('button', { name: 'Save Linen shirt' });
  expect(wish).toHaveAttribute('aria-pressed', 'true');
  wish.focus();
  await user.keyboard('{Enter}');
  expect(onWishToggle).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(onShare).toHaveBeenCalledTimes(1);
});

test('compact tiles render only the linked image', () => {
  renderUi(<ProductTile {...base} variant="compact" price={10} />);
  expect(screen.getByRole('link', { name: 'Linen shirt' })).toBeInTheDocument();
  expect(screen.queryByText('Shop Now')).not.toBeInTheDocument();
  expect(screen.queryByText('$10.00')).not.toBeInTheDocument();
});
