import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../theme/theme';

/** Renders with theme, an English i18next instance (common namespace) and a memory router. */
export function renderUi(ui: ReactElement, resources: Record<string, string> = {}) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: resources } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>{children}</MemoryRouter>
      </ThemeProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}
