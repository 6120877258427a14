import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render-ui';
import { Spinner } from './spinner';

test('is announced at once but stays transparent until the fetch-state minimum delay (200 ms) has passed', () => {
  renderUi(<Spinner label="Loading posts" />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Loading posts');
  const style = getComputedStyle(status);
  expect(style.opacity).toBe('0');
  // The animation that makes it opaque starts 200 ms after the spinner is shown and keeps its end state.
  expect(style.animation).toMatch(/^\S+ 0s 200ms forwards$/);
});
