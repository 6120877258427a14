import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { renderUi } from '../test/render-ui';
import { LazyPage } from './index';

describe('LazyPage', () => {
  it('shows the spinner until the lazy page has loaded, then the page', async () => {
    let load: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const Lazy = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (load = resolve)));
    renderUi(
      <LazyPage>
        <Lazy />
      </LazyPage>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => load({ default: () => <h1>Loaded</h1> }));
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
