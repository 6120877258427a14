import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test/render-ui';
import { FollowButton } from './follow-button';

test('follows immediately when not following', async () => {
  const user = userEvent.setup();
  const onFollow = jest.fn();
  renderUi(
    <FollowButton following={false} displayName="ana" onFollow={onFollow} onUnfollowConfirm={() => {}} />,
  );
  await user.click(screen.getByRole('button', { name: 'Follow ana' }));
  expect(onFollow).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

/** The button of a creator already followed, with spies on the unfollow callbacks. */
function renderFollowing() {
  const onUnfollowConfirm = jest.fn();
  const onUnfollowCancel = jest.fn();
  renderUi(
    <FollowButton
      following
      displayName="ana"
      onFollow={() => {}}
      onUnfollowConfirm={onUnfollowConfirm}
      onUnfollowCancel={onUnfollowCancel}
    />,
  );
  return { user: userEvent.setup(), onUnfollowConfirm, onUnfollowCancel };
}

test('asks before unfollowing; cancel and confirm call their callbacks', async () => {
  const { user, onUnfollowConfirm, onUnfollowCancel } = renderFollowing();
  const button = screen.getByRole('button', { name: 'Following ana' });
  expect(button).toHaveAttribute('aria-pressed', 'true');
  await user.click(button);
  // The confirmation's code loads on the first press.
  expect(await screen.findByRole('dialog', { name: 'Unfollow ana?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onUnfollowCancel).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Following ana' })).toHaveFocus();
  expect(onUnfollowConfirm).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Following ana' }));
  await user.click(await screen.findByRole('button', { name: 'Unfollow' }));
  expect(onUnfollowConfirm).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Escape on the unfollow dialog counts as cancel', async () => {
  const { user, onUnfollowConfirm, onUnfollowCancel } = renderFollowing();
  await user.click(screen.getByRole('button', { name: 'Following ana' }));
  await screen.findByRole('dialog');
  await user.keyboard('{Escape}');
  expect(onUnfollowCancel).toHaveBeenCalledTimes(1);
  expect(onUnfollowConfirm).not.toHaveBeenCalled();
});

test('is named after the creator, the visible word first, so a list of follow buttons tells them apart', () => {
  renderUi(
    <>
      <FollowButton following={false} displayName="ana" onFollow={() => {}} onUnfollowConfirm={() => {}} />
      <FollowButton following displayName="bo" onFollow={() => {}} onUnfollowConfirm={() => {}} />
    </>,
  );
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
    'Follow ana',
    'Following bo',
  ]);
  expect(screen.getByRole('button', { name: 'Follow ana' })).toBeVisible();
});
