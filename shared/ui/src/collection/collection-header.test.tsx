import { ThemeProvider } from '@emotion/react';
import { createI18n } from '@ltk/i18n';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { theme } from '../theme/theme';
import { CollectionHeader } from './index';

const renderUi = (ui: ReactElement) =>
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </I18nextProvider>,
  );

const share = {
  routeName: 'productsets-id',
  params: { id: 'set-1' },
  title: 'Cozy knits',
  onAnalytics: jest.fn(),
} as const;

describe('CollectionHeader', () => {
  it('shows the title at the given level, byline, description, meta line and share button', async () => {
    renderUi(
      <CollectionHeader
        title="Cozy knits"
        titleId="set-title"
        headingLevel={1}
        description="Warm things"
        cover="https://img.test/cover.jpg"
        coverSize={140}
        byline={<a href="/explore/ana">Ana</a>}
        meta="12 products"
        share={share}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Cozy knits' })).toHaveAttribute('id', 'set-title');
    expect(screen.getByRole('link', { name: 'Ana' })).toBeInTheDocument();
    expect(screen.getByText('Warm things')).toBeInTheDocument();
    expect(screen.getByText('12 products')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Share Cozy knits' })).toBeInTheDocument();
    const cover = document.querySelector('img');
    expect(cover).toHaveAttribute('alt', '');
    expect(cover?.getAttribute('src')).toContain('cover.jpg');
  });

  it('leaves out the cover, description and meta line when there are none', async () => {
    renderUi(
      <CollectionHeader title="Cozy knits" titleId="t" headingLevel={2} coverSize={120} share={share} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Cozy knits' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Share Cozy knits' });
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelectorAll('p')).toHaveLength(0);
  });
});
