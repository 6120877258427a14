import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render-ui';
import { PageEmptyState, PageErrorState, PageLoading } from './page-states';

describe('page states', () => {
  it('loading is a busy status with its label', () => {
    renderUi(<PageLoading label="Loading the product set" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the product set');
  });

  it('an error is an alert with its title and a retry that calls back', async () => {
    const onRetry = jest.fn();
    renderUi(<PageErrorState title="Error Loading LTKs." onRetry={onRetry} />, { tryAgain: 'Try Again' });
    expect(screen.getByRole('alert')).toHaveTextContent('Error Loading LTKs.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('an error without a retry offers no button', () => {
    renderUi(<PageErrorState title="An error occurred" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("empty says 'No results found.' unless told otherwise, and shows the way forward", () => {
    const { unmount } = renderUi(<PageEmptyState />, { noResults: 'No results found.' });
    expect(screen.getByRole('heading', { name: 'No results found.' })).toBeInTheDocument();
    unmount();
    renderUi(
      <PageEmptyState title="No wishlists yet" message="Tap the heart on a product to save it.">
        <a href="/home">Discover</a>
      </PageEmptyState>,
    );
    expect(screen.getByRole('heading', { name: 'No wishlists yet' })).toBeInTheDocument();
    expect(screen.getByText('Tap the heart on a product to save it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/home');
  });
});
