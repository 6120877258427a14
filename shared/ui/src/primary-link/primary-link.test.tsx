import { screen } from '@testing-library/react';
import { renderUi } from '../test/render-ui';
import { primaryLink, primaryLinkInline } from './index';

describe('primary link styles', () => {
  it('style a link as a primary pill, the inline one with its own padding', () => {
    renderUi(
      <>
        <a href="/a" css={primaryLink}>
          Shop Now
        </a>
        <a href="/b" css={primaryLinkInline}>
          App Store
        </a>
      </>,
    );
    const block = getComputedStyle(screen.getByRole('link', { name: 'Shop Now' }));
    const inline = getComputedStyle(screen.getByRole('link', { name: 'App Store' }));
    expect(block.textDecoration).toBe('none');
    expect(block.borderRadius).toBe(inline.borderRadius);
    expect(block.backgroundColor).toBe(inline.backgroundColor);
    expect(inline.display).toBe('inline-block');
    expect(inline.padding).not.toBe('');
    expect(block.padding).toBe('');
  });
});
