import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test/render-ui';
import { LikeButton } from './like-button';

test('exposes the liked state with aria-pressed', () => {
  const { rerender } = renderUi(<LikeButton liked={false} onToggle={() => {}} />);
  expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  rerender(<LikeButton liked onToggle={() => {}} />);
  expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
});

test('toggles from the keyboard with Enter and Space', async () => {
  const user = userEvent.setup();
  const onToggle = jest.fn();
  renderUi(<LikeButton liked={false} onToggle={onToggle} />);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Like' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await user.keyboard(' ');
  expect(onToggle).toHaveBeenCalledTimes(2);
});

test('is 32px and sits 14px from the corner as an overlay', () => {
  renderUi(<LikeButton overlay liked={false} onToggle={() => {}} />);
  const style = getComputedStyle(screen.getByRole('button'));
  expect(style.width).toBe('32px');
  expect(style.height).toBe('32px');
  expect(style.top).toBe('14px');
  expect(style.right).toBe('14px');
});
