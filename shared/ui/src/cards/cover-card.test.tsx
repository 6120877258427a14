import { screen, within } from '@testing-library/react';
import { renderUi } from '../test/render-ui';
import { CoverCard, type CoverCardProps } from './cover-card';

const renderCard = (props: Partial<CoverCardProps> = {}) =>
  renderUi(
    <CoverCard
      title="Cozy knits"
      href="/explore/ana/productsets/s1"
      covers={[]}
      meta="12 products"
      {...props}
    />,
  );

describe('CoverCard', () => {
  it('is an article named by its title, with one link to it and the meta line', () => {
    renderCard({ covers: ['http://api.test/images/product/x/1.jpg'] });
    const card = screen.getByRole('article', { name: 'Cozy knits' });
    expect(within(card).getByRole('link', { name: 'Cozy knits' })).toHaveAttribute(
      'href',
      '/explore/ana/productsets/s1',
    );
    expect(within(card).getByText('12 products')).toBeInTheDocument();
    const cover = card.querySelector('img');
    expect(cover).toHaveAttribute('src', expect.stringContaining('w=450'));
    expect(cover).toHaveAttribute('alt', '');
  });

  it('shows up to four covers in a mosaic', () => {
    renderCard({
      covers: ['a', 'b', 'c', 'd', 'e'].map((id) => `http://api.test/images/post/x/${id}.jpg`),
      mosaic: true,
    });
    expect(screen.getByRole('article').querySelectorAll('img')).toHaveLength(4);
  });

  it('has no image when there is no cover', () => {
    renderCard();
    expect(screen.getByRole('article').querySelectorAll('img')).toHaveLength(0);
  });
});
