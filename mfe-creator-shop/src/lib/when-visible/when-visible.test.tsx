import { installIntersectionObserver } from '@ltk/testing';
import { render, screen } from '@testing-library/react';
import { WhenVisible } from './when-visible';

describe('WhenVisible', () => {
  it('keeps only a box of the given height until its place comes into view, then shows the section', () => {
    const io = installIntersectionObserver();
    const { container } = render(
      <WhenVisible minHeight={340}>
        <p>The section</p>
      </WhenVisible>,
    );
    const box = container.firstElementChild!;
    expect(box).toHaveStyle({ minHeight: '340px' });
    expect(screen.queryByText('The section')).not.toBeInTheDocument();
    expect(io.intersect(box)).toBe(1);
    expect(screen.getByText('The section')).toBeInTheDocument();
  });
});
