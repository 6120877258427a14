/** @jsxImportSource react */
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './create-i18n';
import { defineRemoteStrings } from './define-remote-strings';

const en = { page: { title: 'Product sets', count: '{{count}} products' } };
const fr = { page: { title: 'Ensembles de produits', count: '{{count}} produits' } };

const strings = defineRemoteStrings('mfe_test', {
  en,
  loaders: { fr: () => Promise.resolve(fr) },
});

function Title() {
  const { t } = strings.useStrings();
  return (
    <h1>
      {t('page.title')} · {t('page.count', { count: 3 })}
    </h1>
  );
}

describe('defineRemoteStrings', () => {
  it('registers English once and translates typed keys', async () => {
    const i18n = createI18n('en');
    await strings.register(i18n);
    await strings.register(i18n);
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Product sets · 3 products');
  });

  it('loads the active locale before register resolves', async () => {
    const i18n = createI18n('fr');
    await strings.register(i18n);
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Ensembles de produits · 3 produits');
  });

  it('registers itself on first render when no mount did', async () => {
    const i18n = createI18n('en');
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <Title />
        </I18nextProvider>,
      );
    });
    expect(i18n.hasResourceBundle('en', 'mfe_test')).toBe(true);
    expect(screen.getByRole('heading')).toHaveTextContent('Product sets');
  });
});
