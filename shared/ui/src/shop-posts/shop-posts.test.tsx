import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../test/render-ui';
import { RecentProductsStrip, ShopSearchForm } from './index';

const Tile = ({ id }: { id: string }) => <a href={`/products/${id}`}>{id}</a>;

describe('RecentProductsStrip', () => {
  it('keeps its place while loading: a busy section named by its title, grey tiles hidden from readers', () => {
    const { container } = renderUi(<RecentProductsStrip title="Recent products" ids={null} Tile={Tile} />);
    const strip = screen.getByRole('region', { name: 'Recent products' });
    expect(strip).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(6);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("shows a tile per product and 'Show more' when given one", () => {
    renderUi(
      <RecentProductsStrip
        title="Recent products"
        ids={['a', 'b']}
        Tile={Tile}
        more={<button>Show more</button>}
      />,
    );
    const strip = screen.getByRole('region', { name: 'Recent products' });
    expect(strip).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['a', 'b']);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeVisible();
  });
});

describe('ShopSearchForm', () => {
  function Controlled() {
    const [value, setValue] = useState('');
    return (
      <ShopSearchForm label="Search jane's shop" placeholder="Search posts" value={value} onChange={setValue}>
        <p>typed: {value}</p>
      </ShopSearchForm>
    );
  }

  it('is a search landmark named by its label, reporting what is typed, above its children', async () => {
    renderUi(<Controlled />);
    expect(screen.getByRole('search', { name: "Search jane's shop" })).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: "Search jane's shop" }), 'dress');
    expect(screen.getByText('typed: dress')).toBeVisible();
  });
});
