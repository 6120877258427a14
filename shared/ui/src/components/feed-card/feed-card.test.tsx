import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test/render-ui';
import type { FeedCardProduct } from './feed-card';
import { FeedCard } from './feed-card';

const post = {
  id: 'p1',
  heroImage: 'http://localhost:4000/images/post/p1.jpg',
  heroImageWidth: 900,
  heroImageHeight: 1200,
  caption: 'Summer look',
};
const profile = { displayName: 'ana', avatarUrl: 'http://localhost:4000/images/avatar/a.jpg' };
const products = (n: number): FeedCardProduct[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `pr${i}`,
    name: `Product ${i}`,
    imageUrl: `http://localhost:4000/images/product/${i}.jpg`,
    href: `/products/pd${i}`,
  }));

function renderCard(count: number, productCount?: number) {
  return renderUi(
    <FeedCard
      post={post}
      profile={profile}
      profileHref="/explore/ana"
      postHref="/post/p1"
      products={products(count)}
      productCount={productCount}
      liked={false}
      onLikeToggle={() => {}}
    />,
  );
}

test('shows the creator, a hero sized for no layout shift and linked to the post', () => {
  renderCard(1);
  expect(screen.getByRole('link', { name: 'ana' })).toHaveAttribute('href', '/explore/ana');
  const hero = screen.getByRole('img', { name: 'Summer look' });
  expect(hero).toHaveAttribute('width', '450');
  expect(hero).toHaveAttribute('height', '600');
  expect(hero.closest('a')).toHaveAttribute('href', '/post/p1');
});

test('requests a 225 wide hero on phones unless single column', () => {
  const { container, unmount } = renderCard(1);
  const source = container.querySelector('source');
  expect(source).toHaveAttribute('media', '(max-width: 599.95px)');
  expect(source?.getAttribute('srcset')).toContain('w=225');
  unmount();
  const single = renderUi(
    <FeedCard
      singleColumn
      post={post}
      postHref="/post/p1"
      products={[]}
      liked={false}
      onLikeToggle={() => {}}
    />,
  );
  expect(single.container.querySelector('source')).toBeNull();
});

test('shows at most 3 product tiles', () => {
  renderCard(5);
  const list = screen.getByRole('list', { name: 'Products in this post' });
  expect(within(list).getAllByRole('link', { name: /^Product / })).toHaveLength(3);
});

test("'+N' links to the post only when products exceed the shown ones by more than 1", () => {
  const { unmount } = renderCard(4);
  expect(screen.queryByRole('link', { name: /more products/ })).not.toBeInTheDocument();
  unmount();
  renderCard(3, 6);
  const more = screen.getByRole('link', { name: 'View 3 more products' });
  expect(more).toHaveTextContent('+3');
  expect(more).toHaveAttribute('href', '/post/p1');
});

test('the like button reports its state and toggles', async () => {
  const user = userEvent.setup();
  const onLikeToggle = jest.fn();
  renderUi(
    <FeedCard
      post={post}
      profile={profile}
      postHref="/post/p1"
      products={[]}
      liked
      onLikeToggle={onLikeToggle}
    />,
  );
  const like = screen.getByRole('button', { name: 'Like post by ana' });
  expect(like).toHaveAttribute('aria-pressed', 'true');
  await user.click(like);
  expect(onLikeToggle).toHaveBeenCalledTimes(1);
});
