import { ThemeProvider } from '@emotion/react';
import { createI18n } from '@ltk/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { theme } from '../theme/theme';
import { ShareButton } from './share-button';

function renderWithI18n(ui: ReactElement) {
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </I18nextProvider>,
  );
}

describe('ShareButton', () => {
  it('copies the absolute link and says so in a status', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const onAnalytics = jest.fn();
    renderWithI18n(
      <ShareButton
        routeName="productsets-id"
        params={{ id: 'set-1' }}
        title="Cozy knits"
        onAnalytics={onAnalytics}
        environment={{ writeText }}
        origin="https://www.shop.test"
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Share Cozy knits' }));
    expect(writeText).toHaveBeenCalledWith('https://www.shop.test/productsets/set-1');
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    expect(onAnalytics.mock.calls.map(([event]: [{ name: string }]) => event.name)).toEqual([
      '/share/start',
      '/share/complete',
    ]);
  });
});
